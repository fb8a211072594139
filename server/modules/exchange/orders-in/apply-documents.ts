// 1C's documents back to the shop (the sale exchange's mode=file): statuses, payments, shipments and
// cancellations of our orders, all of one file in one transaction. A document naming an order the shop does not
// have is skipped and reported. Each order that really changed gets its events and, after the commit, one mail to
// the buyer in their language. 1C already knows what it sent, so none of this touches changed_at. The change
// itself is the one the back office makes too (orders/order-changes.ts).
import { inArray } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import type { Env } from '../../../env'
import { orders } from '../../../db/schema/ordering'
import type { Mailer } from '../../../mail/mailer'
import { applyOrderChange, lockOrder, mailOrderNews } from '../../orders/order-changes'
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
      const order = await lockOrder(tx, found.id)
      if (!order) continue
      if ((await applyOrderChange(tx, order, orderUpdate(order, news, now))).news) changedOrders.add(order.id)
    }
  })
  result.changed = changedOrders.size
  await mailOrderNews(ctx, [...changedOrders])
  return result
}
