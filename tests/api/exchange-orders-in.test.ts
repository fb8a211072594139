// 1C's documents back to the shop: statuses (1C's own name shown in the history), payments, shipments (the
// pending loyalty accrual credited once) and cancellations, shaped like a Bitrix answer and like 1C's own
// documents; one mail per changed order in the buyer's language; re-applying changes and mails nothing; a number
// the shop does not know is reported.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { loyaltyAccounts } from '../../server/db/schema/accounts'
import { orderEvents, orders } from '../../server/db/schema/ordering'
import type { CmlDocument, CmlRecord } from '../../server/modules/exchange/commerceml/records'
import { applyOrderDocuments } from '../../server/modules/exchange/orders-in/apply-documents'
import type { ProductCard } from '../../contract/catalogue'
import type { OrderDetail, OrderHistoryResponse } from '../../contract/orders'
import { setupApi } from '../fixtures/api-app'
import { cmlDocument } from '../fixtures/cml-documents'
import { newBuyer, orderableProducts, type Buyer } from '../fixtures/buyers'
import { placeOrder } from '../fixtures/commerceml-orders'
import { setupMailCatcher } from '../fixtures/mail-catcher'

const mail = setupMailCatcher()
const api = setupApi({ env: () => ({ SMTP_URL: mail.url, LOYALTY_ACCRUAL_PERCENT: '5' }) })
let goods: ProductCard[] = []

beforeAll(async () => {
  goods = await orderableProducts(api, (await newBuyer(api)).token)
  expect(goods.length).toBeGreaterThan(2)
})

const orderDocument = (number: string, requisites: Record<string, string>, extra: Partial<CmlDocument> = {}) =>
  ({ kind: 'document', document: cmlDocument(number, requisites, extra) }) satisfies CmlRecord

const apply = (...records: CmlRecord[]) => applyOrderDocuments(api.ctx, records)
const history = async (buyer: Buyer) => (await buyer.call<OrderHistoryResponse>('GET', 'orders/')).body.results
const details = async (buyer: Buyer, id: number) => (await buyer.call<OrderDetail>('GET', `orders/${id}/`)).body
const mailsTo = (email: string) => mail.received.filter((item) => item.to_.includes(email.toLowerCase()))
const balance = async (userId: number) =>
  Number(
    (await api.database.db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, userId)))[0]?.balance ?? 0,
  )

async function orderOf(locale: 'ru' | 'en' = 'ru') {
  const buyer = await newBuyer(api, { locale })
  const order = await placeOrder(buyer, [{ product: goods[0]!, quantity: 3, comment: 'Паллета 1' }])
  await mail.next(buyer.account.email, /./) // the order confirmation
  return { buyer, order }
}

describe('statuses, payments and shipments from 1C', () => {
  it('shows 1C’s status name, mails the buyer once, and re-applying changes nothing', async () => {
    const { buyer, order } = await orderOf('ru')
    const [placed] = await api.database.db.select().from(orders).where(eq(orders.id, order.id))
    const placedChangedAt = placed!.changedAt.toISOString()
    const document = orderDocument(order.number, {
      'Заказ оплачен': 'false',
      'Доставка разрешена': 'false',
      Отменен: 'false',
      'Финальный статус': 'false',
      'Статус заказа': '[N] Принят, ожидается оплата',
      'Статуса заказа ИД': 'N',
    })
    expect(await apply(document)).toEqual({ applied: 1, changed: 1, unknown: [] })
    const row = (await history(buyer)).find((item) => item.id === order.id)!
    expect(row).toMatchObject({ status: 'accepted', status_title: '[N] Принят, ожидается оплата', paid_at: null })
    const sent = await mail.next(buyer.account.email, /Принят, ожидается оплата/)
    expect(sent.subject).toBe(`Заказ ${order.number}: [N] Принят, ожидается оплата`)

    const mailsBefore = mailsTo(buyer.account.email).length
    expect(await apply(document)).toEqual({ applied: 1, changed: 0, unknown: [] })
    expect((await details(buyer, order.id)).events).toHaveLength(1)
    // Another change mails again, so had the repeat mailed, it would be here before this one.
    await apply(orderDocument(order.number, { 'Статус заказа': 'Собран на складе' }))
    await mail.next(buyer.account.email, /Собран на складе/)
    expect(mailsTo(buyer.account.email).length).toBe(mailsBefore + 1)
    // 1C already knows what it sent: the order is not queued for export again.
    const [changed] = await api.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(changed?.changedAt.toISOString()).toBe(placedChangedAt)
  })

  it('records payment and shipment, credits the pending accrual once, in one English mail per order', async () => {
    const { buyer, order } = await orderOf('en')
    const accrued = (await details(buyer, order.id)).points_accrued
    expect(accrued).toBeGreaterThan(0)
    const before = await balance(buyer.account.id)
    const file = [
      orderDocument(order.number, {
        'Статус заказа': 'Отгружен',
        'Дата оплаты по 1С': '2026-02-12 10:15:00',
        'Номер оплаты по 1С': '77',
        'Дата отгрузки по 1С': '2026-02-13 09:00:00',
        'Номер отгрузки по 1С': 'РТУ-12',
      }),
      orderDocument('ОТГ-12', {}, { operation: 'Отпуск товара', baseNumber: order.number, sum: order.total }),
    ]
    expect(await apply(...file)).toEqual({ applied: 2, changed: 1, unknown: [] })
    expect(await balance(buyer.account.id)).toBe(before + accrued)
    const sent = await mail.next(buyer.account.email, new RegExp(order.number))
    expect(sent.subject).toBe(`Order ${order.number}: Отгружен`)
    expect(sent.text).toContain('Paid on 12/02/2026')
    expect(sent.text).toContain('Shipped on 13/02/2026')

    const shown = await details(buyer, order.id)
    expect(shown).toMatchObject({ status: 'shipped', status_title: 'Отгружен', points_pending: false })
    expect(shown.paid_at).toBe('2026-02-12T07:15:00.000Z')
    expect(shown.shipped_at).toBe('2026-02-13T06:00:00.000Z')
    expect(shown.events.map((event) => [event.kind, event.title])).toEqual([
      ['payment', '№ 77'],
      ['shipment', '№ РТУ-12'],
      ['status', 'Отгружен'],
    ])

    const count = mailsTo(buyer.account.email).length
    expect(await apply(...file)).toEqual({ applied: 2, changed: 0, unknown: [] })
    expect(await balance(buyer.account.id)).toBe(before + accrued)
    expect((await details(buyer, order.id)).events).toHaveLength(3)
    await apply(orderDocument(order.number, { 'Статус заказа': 'Закрыт' }))
    await mail.next(buyer.account.email, /Закрыт/)
    expect(mailsTo(buyer.account.email).length).toBe(count + 1)
  })

  it('takes a payment document based on the order, and a cancellation', async () => {
    const { buyer, order } = await orderOf('ru')
    const payment = orderDocument(
      'ПП-5',
      {},
      { operation: 'Выплата безналичных денег', baseNumber: order.number, sum: 123450, date: '2026-02-14' },
    )
    expect(await apply(payment)).toMatchObject({ applied: 1, changed: 1 })
    const paid = await details(buyer, order.id)
    expect(paid.status).toBe('paid')
    expect(paid.paid_at).toBe('2026-02-13T21:00:00.000Z')
    expect(paid.events).toEqual([
      expect.objectContaining({ kind: 'payment', title: 'Выплата безналичных денег № ПП-5', amount: 123450 }),
      expect.objectContaining({ kind: 'status', status: 'paid', title: '' }),
    ])
    await mail.next(buyer.account.email, /Оплачен|Заказ/)

    expect(
      await apply(orderDocument(order.number, { Отменен: 'true', 'Статус заказа': 'Отменен клиентом' })),
    ).toMatchObject({ changed: 1 })
    expect((await history(buyer)).find((item) => item.id === order.id)).toMatchObject({
      status: 'cancelled',
      status_title: 'Отменен клиентом',
    })
    const events = await api.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))
    expect(events.map((event) => event.status)).toContain('cancelled')
  })

  it('skips and reports numbers the shop does not know, applying the rest', async () => {
    const { buyer, order } = await orderOf('ru')
    const result = await apply(
      orderDocument('НЕТ-ТАКОГО-1', { 'Статус заказа': 'Принят' }),
      orderDocument(order.number, { 'Статус заказа': 'В работе' }),
    )
    expect(result).toEqual({ applied: 1, changed: 1, unknown: ['НЕТ-ТАКОГО-1'] })
    expect((await history(buyer)).find((item) => item.id === order.id)?.status_title).toBe('В работе')
    // 1C's copy under its own number (Ид keeps ours): the number is kept, the buyer is not mailed.
    const copy = orderDocument('ЦБ-000017', { 'Статус заказа': 'В работе' }, { id: order.number })
    expect(await apply(copy)).toEqual({ applied: 1, changed: 0, unknown: [] })
    const [stored] = await api.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(stored?.externalNumber).toBe('ЦБ-000017')
  })
})
