// mode=query and mode=success of the sale exchange. `ordersDocument` hands 1C every order it has still to hear of
// and marks them offered; `confirmOrders` (1C answered success) marks what was offered as exported. An order the
// shop changes after it was offered stays pending (changed_at > exported_at) and goes out again next time.
import { and, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import type { Env } from '../../../env'
import { orders } from '../../../db/schema/ordering'
import { contentTypeOf, encodeXml, xmlDeclaration } from './encoding'
import { orderDocument, shopDateTime } from './order-document'
import { pendingOrders } from './pending-orders'

export type OrdersDocument = { body: Uint8Array; contentType: string; orderIds: number[] }

type ExchangeContext = { db: Db; env: Pick<Env, 'EXCHANGE_1C_ENCODING'> }

/** The pending orders as one CommerceML document; `mark: false` only looks (export state unchanged). */
export async function ordersDocument(ctx: ExchangeContext, options: { mark?: boolean } = {}): Promise<OrdersDocument> {
  const encoding = ctx.env.EXCHANGE_1C_ENCODING
  return ctx.db.transaction(async (tx) => {
    const found = await pendingOrders(tx)
    const orderIds = found.map((row) => row.order.id)
    if ((options.mark ?? true) && orderIds.length > 0)
      await tx
        .update(orders)
        .set({ offeredAt: sql`now()` })
        .where(inArray(orders.id, orderIds))
    const now = shopDateTime(new Date())
    const xml =
      xmlDeclaration(encoding) +
      `<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.10" ` +
      `ДатаФормирования="${now.date}T${now.time}">` +
      found.map(orderDocument).join('\n') +
      '</КоммерческаяИнформация>\n'
    return { body: encodeXml(xml, encoding), contentType: contentTypeOf(encoding), orderIds }
  })
}

/** 1C took the last document: what it was offered counts as exported. The number of orders confirmed. */
export async function confirmOrders(ctx: { db: Db }): Promise<number> {
  const confirmed = await ctx.db
    .update(orders)
    .set({ exportedAt: sql`${orders.offeredAt}` })
    .where(and(isNotNull(orders.offeredAt), or(isNull(orders.exportedAt), lt(orders.exportedAt, orders.offeredAt))))
    .returning({ id: orders.id })
  return confirmed.length
}
