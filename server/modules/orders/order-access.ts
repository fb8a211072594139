// Who may see an order, in one place: every user of the company the order was placed for, and whoever placed it.
// The history, an order's page, its invoice and exports, repeating, cancelling or changing it go through
// orderVisibleTo or findVisibleOrderId, so another company's order is simply not found (404). And until when a
// buyer may cancel an order.
import { and, eq, or, type SQL } from 'drizzle-orm'
import type { SessionUser } from '../../context'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema/ordering'

/** The reader of orders: a signed-in user, or a user id alone (staff looking at one customer's orders). */
export type OrderReader = Pick<SessionUser, 'id' | 'companyId'>

/** A reader who sees only the orders they placed themselves. */
export const placedBy = (userId: number): OrderReader => ({ id: userId, companyId: null })

/** The SQL condition on `orders`: the order's company is the reader's, or the reader placed it. */
export const orderVisibleTo = (reader: OrderReader): SQL =>
  reader.companyId === null
    ? eq(orders.userId, reader.id)
    : (or(eq(orders.companyId, reader.companyId), eq(orders.userId, reader.id)) as SQL)

/** The order's id when `reader` may see it, else null. */
export async function findVisibleOrderId(db: Db, reader: OrderReader, orderId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), orderVisibleTo(reader)))
    .limit(1)
  return row?.id ?? null
}

/** Whether the buyer may still cancel the order: it is new and 1C has not confirmed taking it. */
export function buyerMayCancel(order: { status: string; exportedAt: Date | null }): boolean {
  return order.status === 'new' && order.exportedAt === null
}
