// orders/{id}/cancel/ and orders/{id}/change/: the buyer cancels a new order 1C has not taken, with a reason
// (required, at most 500 characters, refused in the request's language); the points spent come back, the buyer and
// the manager are mailed, 1C's next query hands the order over as cancelled with the reason; a taken order is
// refused with 409; "change" puts the lines back in the cart and cancels, or does nothing.
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { loyaltyAccounts, managers, users } from '../../server/db/schema/accounts'
import { products } from '../../server/db/schema/catalogue'
import { orders } from '../../server/db/schema/ordering'
import { confirmOrders, ordersDocument } from '../../server/modules/exchange/orders-out/orders-document'
import type { Cart } from '../../contract/cart'
import type { ProductCard } from '../../contract/catalogue'
import type { ChangeOrderResponse, OrderDetail } from '../../contract/orders'
import { setupApi } from '../fixtures/api-app'
import { newBuyer, orderableProducts, type Buyer } from '../fixtures/buyers'
import { checkoutForm } from '../fixtures/checkout-form'
import { readDocuments } from '../fixtures/commerceml-orders'
import { setupMailCatcher } from '../fixtures/mail-catcher'

const STAFF = 'office@vitrina.example'
const mail = setupMailCatcher()
const api = setupApi({ env: () => ({ SMTP_URL: mail.url, STAFF_EMAIL: STAFF, LOYALTY_ACCRUAL_PERCENT: '1' }) })
let goods: ProductCard[] = []

beforeAll(async () => {
  goods = await orderableProducts(api, (await newBuyer(api)).token)
  expect(goods.length).toBeGreaterThan(4)
})

type Errors = Record<string, string[]> & { detail?: string }

async function placeOrder(buyer: Buyer, lines: [index: number, quantity: number][], points = false) {
  for (const [index, quantity] of lines)
    expect((await buyer.call('POST', 'carts/items/', { product: goods[index]!.id, quantity })).status).toBe(200)
  const { status, body } = await buyer.call<OrderDetail>(
    'POST',
    'orders/',
    checkoutForm(buyer, { use_loyalty_points: points }),
  )
  expect(status).toBe(201)
  await mail.next(buyer.account.email, new RegExp(body.number))
  return body
}

const cancel = (buyer: Buyer, orderId: number, body: unknown, path = `orders/${orderId}/cancel/`) =>
  buyer.call<OrderDetail & Errors>('POST', path, body)

const balanceOf = async (userId: number) =>
  Number(
    (await api.database.db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, userId)))[0]?.balance ?? 0,
  )

describe('orders/{id}/cancel/', () => {
  it('cancels a new order with the reason: points back, history, mails to buyer and manager', async () => {
    const buyer = await newBuyer(api)
    const [card] = await api.database.db
      .insert(managers)
      .values({ name: { ru: 'Ирина', en: 'Irina' }, email: 'irina@vitrina.example' })
      .returning({ id: managers.id })
    await api.database.db.update(users).set({ managerId: card!.id }).where(eq(users.id, buyer.account.id))
    await api.database.db.insert(loyaltyAccounts).values({ userId: buyer.account.id, balance: 3000 })
    const order = await placeOrder(buyer, [[0, 1]], true)
    expect(order).toMatchObject({ can_cancel: true, cancel_reason: '' })
    expect(order.points_spent).toBeGreaterThan(0)
    const before = await balanceOf(buyer.account.id)

    const { status, body } = await cancel(buyer, order.id, { reason: '  Ошиблись в количестве  ' })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      id: order.id,
      status: 'cancelled',
      can_cancel: false,
      cancel_reason: 'Ошиблись в количестве',
      points_accrued: 0,
    })
    expect(body.events.at(-1)).toMatchObject({ kind: 'status', status: 'cancelled' })
    expect(await balanceOf(buyer.account.id)).toBe(before + order.points_spent)
    const history = (await buyer.call<{ results: OrderDetail[] }>('GET', 'orders/')).body.results
    expect(history.find((row) => row.id === order.id)?.status).toBe('cancelled')

    const toBuyer = await mail.next(buyer.account.email, /Отменён/)
    expect(toBuyer.text).toContain('Ошиблись в количестве')
    expect(toBuyer.text).toContain(`/my/history/?order=${order.id}`)
    // A cancelled order has no invoice to link.
    expect(toBuyer.text).not.toContain('/invoice/')
    const toManager = await mail.next('irina@vitrina.example', new RegExp(`Заказ ${order.number} отменён покупателем`))
    expect(toManager.text).toContain('Ошиблись в количестве')

    // Once only: the second time it is no longer new.
    const again = await cancel(buyer, order.id, { reason: 'ещё раз' })
    expect(again.status).toBe(409)
    expect(again.body.detail).toContain(`Заказ ${order.number} уже передан в работу (Отменён)`)
    expect(await balanceOf(buyer.account.id)).toBe(before + order.points_spent)
  })

  it('needs a reason of at most 500 characters, refused in the request’s language', async () => {
    const buyer = await newBuyer(api)
    const order = await placeOrder(buyer, [[1, 1]])
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 5 }])
      expect(await cancel(buyer, order.id, body)).toMatchObject({ status: 400, body: { reason: [expect.any(String)] } })
    expect((await cancel(buyer, order.id, { reason: ' ' })).body.reason).toEqual(['Обязательное поле'])
    expect((await cancel(buyer, order.id, { reason: 'я'.repeat(501) })).body.reason).toEqual([
      'Причина — не длиннее 500 знаков',
    ])
    const english = await cancel(buyer, order.id, { reason: 'x'.repeat(501) }, `en/orders/${order.id}/cancel/`)
    expect(english.body.reason).toEqual(['The reason must be at most 500 characters'])
    for (const raw of ['not json', '[]']) expect((await cancel(buyer, order.id, raw)).status).toBe(400)
    expect((await cancel(buyer, order.id, { reason: 'я'.repeat(500) })).status).toBe(200)
  })

  it('refuses with 409 an order 1C has taken or moved on, and one staff moved on', async () => {
    const buyer = await newBuyer(api)
    const taken = await placeOrder(buyer, [[2, 1]])
    await ordersDocument(api.ctx)
    await confirmOrders(api.ctx)
    const takenDetail = (await buyer.call<OrderDetail>('GET', `orders/${taken.id}/`)).body
    expect(takenDetail).toMatchObject({ status: 'new', can_cancel: false })
    const refused = await cancel(buyer, taken.id, { reason: 'Передумали' })
    expect(refused.status).toBe(409)
    expect(refused.body.detail).toBe(
      `Заказ ${taken.number} уже передан в работу (Новый), отменить его на сайте нельзя. Свяжитесь с менеджером.`,
    )
    const english = await cancel(buyer, taken.id, { reason: 'Changed our mind' }, `en/orders/${taken.id}/cancel/`)
    expect(english.body.detail).toContain('can no longer be cancelled')

    const accepted = await placeOrder(buyer, [[3, 1]])
    await api.database.db.update(orders).set({ status: 'accepted' }).where(eq(orders.id, accepted.id))
    expect((await cancel(buyer, accepted.id, { reason: 'Передумали' })).status).toBe(409)
    const stored = await api.database.db.select().from(orders).where(eq(orders.id, accepted.id))
    expect(stored[0]).toMatchObject({ status: 'accepted', cancelReason: null })
  })

  it('is the order buyer’s only: another buyer 404, a guest 401, an unknown order 404', async () => {
    const owner = await newBuyer(api)
    const order = await placeOrder(owner, [[4, 1]])
    const other = await newBuyer(api)
    expect((await cancel(other, order.id, { reason: 'Чужой' })).status).toBe(404)
    expect((await other.call('POST', `orders/${order.id}/change/`, { reason: 'Чужой' })).status).toBe(404)
    const guest = await api.json(`/api/orders/${order.id}/cancel/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Гость' }),
    })
    expect(guest.status).toBe(401)
    expect((await cancel(owner, 2_000_000_000, { reason: 'Нет такого' })).status).toBe(404)
    const [stored] = await api.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(stored?.status).toBe('new')
  })

  it('hands 1C the cancelled order again, as cancelled and with the reason, when it had been offered', async () => {
    const buyer = await newBuyer(api)
    const order = await placeOrder(buyer, [[0, 2]])
    // 1C asked for the orders but has not confirmed yet: the buyer may still cancel.
    expect((await ordersDocument(api.ctx)).orderIds).toContain(order.id)
    expect((await cancel(buyer, order.id, { reason: 'Нашли дешевле' })).status).toBe(200)
    await confirmOrders(api.ctx)
    const next = await ordersDocument(api.ctx, { mark: false })
    expect(next.orderIds).toContain(order.id)
    const document = readDocuments(new TextDecoder().decode(next.body)).find(
      (doc) => doc.get('Номер')?.[0] === order.number,
    )!
    const names = document.get('ЗначенияРеквизитов/ЗначениеРеквизита/Наименование') ?? []
    const values = document.get('ЗначенияРеквизитов/ЗначениеРеквизита/Значение') ?? []
    const requisite = (name: string) => values[names.indexOf(name)]
    expect(requisite('Отменен')).toBe('true')
    expect(requisite('Причина отмены')).toBe('Нашли дешевле')
    expect(requisite('Статус заказа')).toBe('Отменён')
  })
})

describe('orders/{id}/change/', () => {
  it('puts the order’s lines in the cart and cancels the order, as one action', async () => {
    const buyer = await newBuyer(api)
    const order = await placeOrder(buyer, [
      [1, 2],
      [2, 3],
    ])
    expect((await buyer.call<Cart>('GET', 'carts/')).body.items).toEqual([])
    const { status, body } = await buyer.call<ChangeOrderResponse>('POST', `orders/${order.id}/change/`, {
      reason: 'Добавим позиции',
    })
    expect(status).toBe(200)
    expect(body.order).toMatchObject({ status: 'cancelled', cancel_reason: 'Добавим позиции', can_cancel: false })
    expect(body.cart.items.map((item) => [item.product.id, item.quantity])).toEqual([
      [goods[1]!.id, 2],
      [goods[2]!.id, 3],
    ])
    expect((await buyer.call<Cart>('GET', 'carts/')).body.items).toHaveLength(2)
    expect((await buyer.call('POST', `orders/${order.id}/change/`, { reason: 'Ещё раз' })).status).toBe(409)
  })

  it('does nothing when the reason is missing or none of the order’s lines can be ordered now', async () => {
    const buyer = await newBuyer(api)
    const order = await placeOrder(buyer, [[3, 1]])
    expect((await buyer.call('POST', `orders/${order.id}/change/`, { reason: '' })).status).toBe(400)
    await api.database.db.update(products).set({ isPublished: false }).where(eq(products.id, goods[3]!.id))
    try {
      const refused = await buyer.call<Errors>('POST', `orders/${order.id}/change/`, { reason: 'Поменяем' })
      expect(refused.status).toBe(400)
      expect(refused.body.detail).toContain('изменить его не получится')
    } finally {
      await api.database.db.update(products).set({ isPublished: true }).where(eq(products.id, goods[3]!.id))
    }
    const [stored] = await api.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, order.id), eq(orders.status, 'new')))
    expect(stored).toBeDefined()
    expect((await buyer.call<Cart>('GET', 'carts/')).body.items).toEqual([])
  })
})
