// One way an order's status changes, whoever changes it (1C's documents, the back office): the order's columns, the
// events of the buyer's history, the loyalty points a shipment or a cancellation moves, and after the commit one
// mail to the buyer in their language. The caller's transaction must have locked the buyer's row and then the
// order's (lockOrder), as checkout does, so points never interleave.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import { loyaltyAccounts, loyaltyLedger, users } from '../../db/schema/accounts'
import { orderEvents, orders } from '../../db/schema/ordering'
import { type Mailer, sendInBackground } from '../../mail/mailer'
import { orderNewsMail } from '../../mail/order-news-mail'
import { translate } from '../../i18n'
import { creditShipmentPoints } from './shipment'

export type OrderRecord = typeof orders.$inferSelect
export type NewOrderEvent = Omit<typeof orderEvents.$inferInsert, 'orderId'>

export type OrderChange = {
  set: Partial<
    Pick<
      OrderRecord,
      'externalNumber' | 'status' | 'statusTitle' | 'paidAt' | 'shippedAt' | 'changedAt' | 'cancelReason'
    >
  >
  /** What the buyer sees change; none means no mail. */
  events: NewOrderEvent[]
  /** The order left the warehouse with this change: its pending loyalty accrual is credited now. */
  shipped: boolean
}

/** The order, locked for a change, with its buyer's row locked first; null when there is no such order. */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRecord | null> {
  const [found] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId))
  if (!found) return null
  await tx.select({ id: users.id }).from(users).where(eq(users.id, found.userId)).for('update')
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  return order ?? null
}

/**
 * A cancelled order gives the buyer back the points spent on it and never accrues the points it was to bring
 * (an accrual still pending; one already credited by a shipment stays, as a shipped order is not cancelled here).
 */
export async function cancelOrderPoints(
  tx: Db,
  order: Pick<OrderRecord, 'id' | 'userId' | 'number' | 'pointsSpent'>,
): Promise<{ refunded: number; dropped: number }> {
  const dropped = await tx
    .delete(loyaltyLedger)
    .where(
      and(eq(loyaltyLedger.orderId, order.id), eq(loyaltyLedger.userId, order.userId), eq(loyaltyLedger.pending, true)),
    )
    .returning({ accrued: loyaltyLedger.accrued })
  const refunded = Number(order.pointsSpent)
  if (refunded > 0) {
    // Not tied to the order, so the order's own accrual (shown in its history) stays what it was: none.
    await tx.insert(loyaltyLedger).values({
      userId: order.userId,
      accrued: refunded,
      note: translate('orders_ledger_refunded', 'ru', { number: order.number }),
    })
    await tx.insert(loyaltyAccounts).values({ userId: order.userId, balance: 0 }).onConflictDoNothing()
    await tx
      .update(loyaltyAccounts)
      .set({ balance: sql`${loyaltyAccounts.balance} + ${refunded}`, updatedAt: sql`now()` })
      .where(eq(loyaltyAccounts.userId, order.userId))
  }
  return { refunded, dropped: dropped.reduce((sum, row) => sum + Number(row.accrued), 0) }
}

export type AppliedChange = {
  /** The buyer's history gained something: a mail is due. */
  news: boolean
  /** Loyalty points a shipment credited to the buyer. */
  credited: number
}

/** Applies `change` to the locked `order`. */
export async function applyOrderChange(tx: Db, order: OrderRecord, change: OrderChange): Promise<AppliedChange> {
  if (Object.keys(change.set).length === 0) return { news: false, credited: 0 }
  await tx
    .update(orders)
    .set({ ...change.set, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
  const credited = change.shipped ? await creditShipmentPoints(tx, order) : 0
  if (change.set.status === 'cancelled' && order.status !== 'cancelled') await cancelOrderPoints(tx, order)
  if (change.events.length > 0)
    await tx.insert(orderEvents).values(change.events.map((event) => ({ ...event, orderId: order.id })))
  return { news: change.events.length > 0, credited }
}

const GONE = new Set(['shipped', 'completed'])

/**
 * What staff moving `order` to `status` changes: the status (our name: 1C's older one no longer tells it), the
 * payment or shipment it implies when not yet recorded, and changed_at, so 1C hears of it at its next query.
 */
export function staffStatusChange(order: OrderRecord, status: OrderRecord['status'], now: Date): OrderChange {
  const set: OrderChange['set'] = { status, statusTitle: null, changedAt: now }
  const events: NewOrderEvent[] = [{ kind: 'status', status, title: '', happenedAt: now }]
  if (status === 'paid' && !order.paidAt) {
    set.paidAt = now
    events.push({ kind: 'payment', title: '', amount: null, happenedAt: now })
  }
  const shipped = GONE.has(status) && !order.shippedAt
  if (shipped) {
    set.shippedAt = now
    events.push({ kind: 'shipment', title: '', amount: null, happenedAt: now })
  }
  return { set, events, shipped }
}

/** The status mail of each order to its buyer, in their language; sent after the change is committed. */
export async function mailOrderNews(
  ctx: { db: Db; mailer: Mailer; env: Pick<Env, 'SITE_URL'> },
  orderIds: number[],
): Promise<void> {
  if (orderIds.length === 0) return
  const rows = await ctx.db
    .select({ order: orders, locale: users.locale })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.id, orderIds))
  for (const { order, locale } of rows)
    sendInBackground(ctx.mailer, orderNewsMail(order, locale, ctx.env.SITE_URL), 'the order status mail')
}
