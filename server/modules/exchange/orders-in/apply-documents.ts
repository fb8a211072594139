// 1C's documents back to the shop (the sale exchange's mode=file): statuses, payments, shipments and
// cancellations of our orders, all of one file in one transaction. A document naming an order the shop does not
// have is skipped and reported. Each order that really changed gets its events and, after the commit, one mail to
// the buyer in their language. 1C already knows what it sent, so none of this touches changed_at.
import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import type { Env } from '../../../env'
import { users } from '../../../db/schema/accounts'
import { orderEvents, orders } from '../../../db/schema/ordering'
import { type Mailer, sendInBackground } from '../../../mail/mailer'
import { orderNewsMail } from '../../../mail/order-news-mail'
import { creditShipmentPoints } from '../../orders/shipment'
import type { CmlRecord } from '../commerceml/records'
import { documentNews } from './document-news'
import { orderUpdate } from './order-update'

export type AppliedDocuments = {
  /** Documents that named one of our orders (whether or not they changed it). */
  applied: number
  /** Orders that changed. */
  changed: number
  /** Order numbers of documents naming no order of ours, as sent. */
  unknown: string[]
}

type ApplyContext = { db: Db; mailer: Mailer; env: Pick<Env, 'SITE_URL'> }

async function findOrder(tx: Db, numbers: string[]) {
  const candidates = numbers.map((number) => number.trim())
  const found = await tx
    .select({ id: orders.id, number: orders.number, userId: orders.userId })
    .from(orders)
    .where(inArray(orders.number, candidates))
  return candidates.map((number) => found.find((order) => order.number === number)).find(Boolean) ?? null
}

export async function applyOrderDocuments(
  ctx: ApplyContext,
  records: AsyncIterable<CmlRecord> | Iterable<CmlRecord>,
): Promise<AppliedDocuments> {
  const now = new Date()
  const result: AppliedDocuments = { applied: 0, changed: 0, unknown: [] }
  const changedOrders = new Set<number>()
  await ctx.db.transaction(async (tx) => {
    for await (const record of records) {
      if (record.kind !== 'document') continue
      const news = documentNews(record.document, now)
      const found = news.orderNumbers.length > 0 ? await findOrder(tx, news.orderNumbers) : null
      if (!found) {
        result.unknown.push(news.orderNumbers[0] ?? '')
        continue
      }
      result.applied += 1
      // The buyer's row first, as checkout and the staff ship command lock it, so points never interleave.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, found.userId)).for('update')
      const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update')
      if (!order) continue
      const update = orderUpdate(order, news, now)
      if (Object.keys(update.set).length === 0) continue
      await tx
        .update(orders)
        .set({ ...update.set, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id))
      if (update.shipped) await creditShipmentPoints(tx, order)
      if (update.events.length === 0) continue
      await tx.insert(orderEvents).values(update.events.map((event) => ({ ...event, orderId: order.id })))
      changedOrders.add(order.id)
    }
  })
  result.changed = changedOrders.size
  if (changedOrders.size > 0) await mailBuyers(ctx, [...changedOrders])
  return result
}

async function mailBuyers(ctx: ApplyContext, orderIds: number[]) {
  const rows = await ctx.db
    .select({ order: orders, locale: users.locale })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.id, orderIds))
  for (const { order, locale } of rows)
    sendInBackground(ctx.mailer, orderNewsMail(order, locale, ctx.env.SITE_URL), 'the order status mail')
}
