// Who may see an order (its details, its invoice) and act on it as a buyer: today the buyer who placed it. The one
// place to widen when orders become a company's, so the details, the invoice and cancelling all follow. And until
// when the buyer may cancel it.
import { and, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema/ordering'

/** The condition on `orders` of the orders the user `userId` may see. */
export function ordersVisibleTo(userId: number): SQL {
  return eq(orders.userId, userId)
}

/** Whether the user `userId` may see the order `orderId` (false for an order that does not exist). */
export async function canSeeOrder(db: Db, userId: number, orderId: number): Promise<boolean> {
  const [found] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), ordersVisibleTo(userId)))
  return found !== undefined
}

/** Whether the buyer may still cancel the order: it is new and 1C has not confirmed taking it. */
export function buyerMayCancel(order: { status: string; exportedAt: Date | null }): boolean {
  return order.status === 'new' && order.exportedAt === null
}
