// orders/calc-price/, orders/apply-coupon/ and orders/ POST: the cart priced on the server (coupon, points never
// above the balance nor the amount due), every checkout field validated, the order placed in one transaction
// (cart emptied, points debited exactly once under parallel checkouts, one order per Idempotency-Key), and the
// mails to the buyer and to the manager (staff when there is none).
import { eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { loyaltyAccounts, loyaltyLedger, managers, users } from '../../server/db/schema/accounts'
import { products } from '../../server/db/schema/catalogue'
import { cartItems, carts, coupons, orders } from '../../server/db/schema/ordering'
import { setLoyalty } from '../../server/staff/loyalty'
import type { Cart } from '../../contract/cart'
import type { ProductCard } from '../../contract/catalogue'
import { earliestDeliveryDate } from '../../contract/dates/delivery-calendar'
import { formatLongDate } from '../../contract/format/date'
import type { OrderDetail, OrderTotals } from '../../contract/orders'
import { setupApi } from '../fixtures/api-app'
import { newBuyer, orderableProducts, type Buyer } from '../fixtures/buyers'
import { checkoutForm } from '../fixtures/checkout-form'
import { setupMailCatcher } from '../fixtures/mail-catcher'

const STAFF = 'office@vitrina.example'
const mail = setupMailCatcher()
// No accrual in this file, so a balance only ever falls by what orders spend; accrual is in orders-history.
const api = setupApi({ env: () => ({ SMTP_URL: mail.url, STAFF_EMAIL: STAFF, LOYALTY_ACCRUAL_PERCENT: '0' }) })
let goods: ProductCard[] = []

beforeAll(async () => {
  goods = await orderableProducts(api, (await newBuyer(api)).token)
  expect(goods.length).toBeGreaterThan(8)
})

/** The first day the business calendar delivers on (default cut-off). */
const earliest = () => earliestDeliveryDate()
const formOf = (buyer: Buyer, changes: Record<string, unknown> = {}) =>
  checkoutForm(buyer, { comment: 'Позвонить за час', ...changes })

type Errors = Record<string, string[]>
const checkout = (buyer: Buyer, body: unknown, headers: Record<string, string> = {}, path = 'orders/') =>
  buyer.call<OrderDetail & Errors>('POST', path, body, headers)
const calc = (buyer: Buyer, body: unknown = {}) => buyer.call<OrderTotals & Errors>('POST', 'orders/calc-price/', body)
const fill = async (buyer: Buyer, lines: [index: number, quantity: number][]) => {
  for (const [index, quantity] of lines)
    expect((await buyer.call('POST', 'carts/items/', { product: goods[index]!.id, quantity })).status).toBe(200)
  return (await buyer.call<Cart>('GET', 'carts/')).body
}
const lineTotal = (index: number, quantity: number) => quantity * goods[index]!.pack_quantity * goods[index]!.price!

describe('orders/calc-price/ and orders/apply-coupon/', () => {
  it('answers 401 to a guest', async () => {
    for (const path of ['orders/calc-price/', 'orders/apply-coupon/', 'orders/']) {
      const { status } = await api.json(`/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      expect(status, path).toBe(401)
    }
  })

  it('prices the live cart, lists and drops unorderable lines, caps points at balance and amount due', async () => {
    const buyer = await newBuyer(api)
    await fill(buyer, [
      [0, 2],
      [1, 1],
      [2, 1],
    ])
    await api.database.db.update(products).set({ isPublished: false }).where(eq(products.id, goods[2]!.id))
    try {
      const subtotal = lineTotal(0, 2) + lineTotal(1, 1)
      const plain = await calc(buyer)
      expect(plain.status).toBe(200)
      expect(plain.body).toMatchObject({
        subtotal,
        coupon: null,
        discount: 0,
        points_balance: 0,
        points_usable: 0,
        points_used: 0,
        total: subtotal,
        items_count: 2,
      })
      expect(plain.body.missing.map((item) => item.product.id)).toEqual([goods[2]!.id])

      await setLoyalty(api.database.db, buyer.account.email, '5000')
      expect((await calc(buyer, { use_loyalty_points: false })).body).toMatchObject({
        points_balance: 5000,
        points_usable: 5000,
        points_used: 0,
        total: subtotal,
      })
      expect((await calc(buyer, { use_loyalty_points: true })).body).toMatchObject({
        points_used: 5000,
        total: subtotal - 5000,
      })

      const discount = Math.floor(subtotal * 0.05)
      expect((await calc(buyer, { use_loyalty_points: true, coupon: ' welcome5 ' })).body).toMatchObject({
        coupon: { code: 'WELCOME5', discount },
        discount,
        points_used: 5000,
        total: subtotal - discount - 5000,
      })

      // Never more than LOYALTY_MAX_SHARE_PERCENT (20 by default) of the amount due after the coupon.
      await setLoyalty(api.database.db, buyer.account.email, String(subtotal * 10))
      const share = Math.floor(((subtotal - discount) * 20) / 100)
      expect((await calc(buyer, { use_loyalty_points: true, coupon: 'WELCOME5' })).body).toMatchObject({
        points_balance: subtotal * 10,
        points_usable: share,
        total: subtotal - discount - share,
      })
    } finally {
      await api.database.db.update(products).set({ isPublished: true }).where(eq(products.id, goods[2]!.id))
    }
  })

  it('applies a fixed-amount coupon, never above the goods; refuses unknown, inactive and expired codes', async () => {
    const buyer = await newBuyer(api)
    await fill(buyer, [[3, 1]])
    const subtotal = lineTotal(3, 1)
    const applied = await buyer.call<OrderTotals & Errors>('POST', 'orders/apply-coupon/', { code: 'BONUS1000' })
    expect(applied.status).toBe(200)
    expect(applied.body).toMatchObject({
      subtotal,
      coupon: { code: 'BONUS1000' },
      discount: Math.min(100_000, subtotal),
      total: subtotal - Math.min(100_000, subtotal),
    })

    await api.database.db.insert(coupons).values({
      code: 'OLD2020',
      percent: 20,
      validFrom: new Date('2020-01-01'),
      validTo: new Date('2020-12-31'),
      isActive: true,
    })
    await api.database.db
      .insert(coupons)
      .values({ code: 'LATER', percent: 20, validFrom: new Date(Date.now() + 86_400_000 * 30), isActive: true })
    for (const code of ['NOPE', 'SUMMER10', 'OLD2020', 'LATER']) {
      const refused = await buyer.call<Errors>('POST', 'orders/apply-coupon/', { code })
      expect(refused.status, code).toBe(400)
      expect(refused.body.code, code).toEqual(['Такого действующего купона нет'])
      expect((await calc(buyer, { coupon: code })).body.coupon, code).toEqual(['Такого действующего купона нет'])
    }
    expect((await buyer.call<Errors>('POST', 'en/orders/apply-coupon/', { code: 'NOPE' })).body.code).toEqual([
      'There is no such valid coupon',
    ])
    expect((await buyer.call<Errors>('POST', 'orders/apply-coupon/', {})).body.code).toEqual(['Обязательное поле'])
    expect((await buyer.call<Errors>('POST', 'orders/apply-coupon/', { code: '  ' })).body.code).toEqual([
      'Обязательное поле',
    ])
    expect((await calc(buyer, { use_loyalty_points: 1 })).body.use_loyalty_points).toEqual(['Укажите да или нет'])
  })
})

describe('orders/ POST validation', () => {
  it('refuses every bad field with its message and leaves the cart and orders untouched', async () => {
    const buyer = await newBuyer(api)
    const cart = await fill(buyer, [[4, 1]])
    const cases: [Record<string, unknown>, string, string][] = [
      [{ company_name: undefined }, 'company_name', 'Обязательное поле'],
      [{ company_name: '   ' }, 'company_name', 'Обязательное поле'],
      [{ company_name: 'x'.repeat(256) }, 'company_name', 'Слишком длинное значение'],
      [{ email: '' }, 'email', 'Обязательное поле'],
      [{ email: 'buyer@' }, 'email', 'Неверный адрес электронной почты'],
      [{ phone: '' }, 'phone', 'Обязательное поле'],
      [{ phone: '8-916-ABC' }, 'phone', 'Цифры номера, добавочный — после «доб.»'],
      [{ phone: '1234567' }, 'phone', 'Не меньше 11 цифр'],
      [{ delivery_address: '' }, 'delivery_address', 'Обязательное поле'],
      [{ delivery_address: '', delivery_type: 'transport_company' }, 'delivery_address', 'Обязательное поле'],
      [{ delivery_address: 'x'.repeat(501) }, 'delivery_address', 'Слишком длинное значение'],
      [{ delivery_type: 'drone' }, 'delivery_type', 'Выберите способ доставки'],
      [{ delivery_type: undefined }, 'delivery_type', 'Обязательное поле'],
      [{ payment_type: 'card' }, 'payment_type', 'Выберите способ оплаты'],
      [{ delivery_time: 10 }, 'delivery_time', 'Введите текст'],
      [{ delivery_time: 'x'.repeat(101) }, 'delivery_time', 'Слишком длинное значение'],
      [{ delivery_date: undefined }, 'delivery_date', 'Обязательное поле'],
      [{ delivery_date: '2020-01-01' }, 'delivery_date', 'Дата доставки не может быть в прошлом'],
      [{ delivery_date: '2030-02-30' }, 'delivery_date', 'Неверная дата'],
      [{ delivery_date: '31.12.2030' }, 'delivery_date', 'Неверная дата'],
      [{ comment: 'x'.repeat(2001) }, 'comment', 'Слишком длинное значение'],
      [{ use_loyalty_points: 'yes' }, 'use_loyalty_points', 'Укажите да или нет'],
      [{ coupon: 'NOPE' }, 'coupon', 'Такого действующего купона нет'],
    ]
    for (const [changes, field, message] of cases) {
      const { status, body } = await checkout(buyer, formOf(buyer, changes))
      expect(status, JSON.stringify(changes).slice(0, 80)).toBe(400)
      expect(body[field], JSON.stringify(changes).slice(0, 80)).toEqual([message])
    }
    const en = await checkout(buyer, formOf(buyer, { delivery_date: '2020-01-01' }), {}, 'en/orders/')
    expect(en.body.delivery_date).toEqual(['The delivery date cannot be in the past'])
    expect((await checkout(buyer, [formOf(buyer)])).status).toBe(400)
    expect((await checkout(buyer, '{broken')).status).toBe(400)
    expect((await checkout(buyer, formOf(buyer), { 'idempotency-key': 'x'.repeat(201) })).body).toEqual({
      detail: 'Неверный ключ повтора запроса',
    })
    expect((await buyer.call<Cart>('GET', 'carts/')).body).toEqual(cart)
    expect(await api.database.db.$count(orders, eq(orders.userId, buyer.account.id))).toBe(0)
  })

  it('takes a pickup without an address and the earliest delivery date', async () => {
    const buyer = await newBuyer(api)
    await fill(buyer, [[5, 1]])
    const { status, body } = await checkout(
      buyer,
      formOf(buyer, {
        delivery_type: 'pickup',
        delivery_address: '',
        delivery_date: earliest(),
        delivery_time: undefined,
        comment: undefined,
      }),
    )
    expect(status).toBe(201)
    expect(body).toMatchObject({
      delivery_type: 'pickup',
      delivery_address: '',
      delivery_date: earliest(),
      delivery_time: '',
      comment: '',
    })
  })

  it('refuses an empty cart and a cart of lines that cannot be ordered', async () => {
    const buyer = await newBuyer(api)
    const empty = await checkout(buyer, formOf(buyer))
    expect(empty.status).toBe(400)
    expect(empty.body.non_field_errors).toEqual(['В корзине нет товаров, которые можно заказать'])
    await fill(buyer, [[6, 1]])
    await api.database.db.update(products).set({ stock: 0, onOrder: false }).where(eq(products.id, goods[6]!.id))
    try {
      expect((await checkout(buyer, formOf(buyer))).status).toBe(400)
      expect((await buyer.call<Cart>('GET', 'carts/')).body.items).toHaveLength(1)
    } finally {
      await api.database.db.update(products).set({ stock: 50 }).where(eq(products.id, goods[6]!.id))
    }
    const locked = await newBuyer(api, { canOrder: false })
    expect((await checkout(locked, formOf(locked))).status).toBe(403)
  })
})

describe('orders/ POST placing the order', () => {
  it('snapshots and prices the lines, spends the points, empties the cart, mails buyer and manager', async () => {
    const buyer = await newBuyer(api)
    const [manager] = await api.database.db
      .insert(managers)
      .values({ name: { ru: 'Ирина', en: 'Irina' }, email: 'irina@vitrina.example' })
      .returning({ id: managers.id })
    await api.database.db.update(users).set({ managerId: manager!.id }).where(eq(users.id, buyer.account.id))
    await setLoyalty(api.database.db, buyer.account.email, '3000')
    await fill(buyer, [
      [0, 2],
      [1, 3],
    ])
    const preview = (await calc(buyer, { use_loyalty_points: true, coupon: 'WELCOME5' })).body

    const { status, body } = await checkout(buyer, formOf(buyer, { use_loyalty_points: true, coupon: 'welcome5' }))
    expect(status).toBe(201)
    expect(body.number).toMatch(/^VT-\d{4}-\d{6}$/)
    expect(body).toMatchObject({
      status: 'new',
      company_name: 'ООО «Лапки»',
      phone: '79161234567',
      delivery_type: 'delivery',
      payment_type: 'invoice',
      subtotal: preview.subtotal,
      discount: preview.discount,
      points_spent: 3000,
      total: preview.total,
      items_count: 2,
      points_accrued: 0,
    })
    expect(body.items).toEqual(
      [0, 1].map((index, i) => ({
        id: expect.any(Number),
        product_id: goods[index]!.id,
        sku: goods[index]!.sku_full,
        image: goods[index]!.image,
        name: expect.any(String),
        quantity: [2, 3][i],
        price: goods[index]!.price,
        amount: lineTotal(index, [2, 3][i]!),
        comment: '',
      })),
    )
    expect((await buyer.call<Cart>('GET', 'carts/')).body).toMatchObject({ items: [], total_sum: 0 })
    const [account] = await api.database.db
      .select()
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.userId, buyer.account.id))
    expect(account?.balance).toBe(0)
    const spent = await api.database.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.orderId, body.id))
    expect(spent.map((row) => [row.spent, row.accrued])).toEqual([[3000, 0]])

    const toBuyer = await mail.next(buyer.account.email, new RegExp(`Заказ ${body.number} принят`))
    expect(toBuyer.text).toContain(goods[0]!.sku_full)
    expect(toBuyer.text).toContain('2 уп. — ')
    expect(toBuyer.text).toContain('Позвонить за час')
    // The mail opens this order in the history.
    expect(toBuyer.text).toContain(`/my/history/?order=${body.id}`)
    const toManager = await mail.next('irina@vitrina.example', new RegExp(`Новый заказ ${body.number}: ООО «Лапки»`))
    expect(toManager.text).toContain(goods[1]!.sku_full)
  })

  it('keeps each cart line’s comment on the order line: in the details, the history and both mails', async () => {
    const buyer = await newBuyer(api)
    const cart = await fill(buyer, [
      [4, 2],
      [5, 1],
    ])
    const line = cart.items.find((item) => item.product.id === goods[4]!.id)!
    expect(
      (await buyer.call('POST', `carts/items/${line.id}/update-comment/`, { comment: 'Отгрузить отдельно, паллета 2' }))
        .status,
    ).toBe(200)
    const { status, body } = await checkout(buyer, formOf(buyer))
    expect(status).toBe(201)
    expect(body.items.map((item) => [item.product_id, item.comment])).toEqual([
      [goods[4]!.id, 'Отгрузить отдельно, паллета 2'],
      [goods[5]!.id, ''],
    ])
    const details = await buyer.call<OrderDetail>('GET', `orders/${body.id}/`)
    expect(details.body.items[0]?.comment).toBe('Отгрузить отдельно, паллета 2')
    const toBuyer = await mail.next(buyer.account.email, new RegExp(`Заказ ${body.number} принят`))
    expect(toBuyer.text).toContain('Отгрузить отдельно, паллета 2')
    expect(toBuyer.html).toContain('Отгрузить отдельно, паллета 2')
    const toManager = await mail.next(STAFF, new RegExp(`Новый заказ ${body.number}`))
    expect(toManager.text).toContain('Отгрузить отдельно, паллета 2')
  })

  it('takes a phone with an extension; phones and delivery date show formatted in the details and mails', async () => {
    const buyer = await newBuyer(api)
    await fill(buyer, [[6, 1]])
    const date = earliest()
    const { status, body } = await checkout(buyer, formOf(buyer, { phone: '+7 (916) 123-45-67 доб. 12' }))
    expect(status).toBe(201)
    expect(body.phone).toBe('79161234567;ext=12')
    const toBuyer = await mail.next(buyer.account.email, new RegExp(`Заказ ${body.number} принят`))
    expect(toBuyer.text).toContain('+7 916 123-45-67 доб. 12')
    expect(toBuyer.text).toContain(formatLongDate(date, 'ru'))
    expect(toBuyer.text).not.toContain(date)
    expect(toBuyer.text).not.toContain('79161234567')
    const toManager = await mail.next(STAFF, new RegExp(`Новый заказ ${body.number}`))
    expect(toManager.text).toContain('+7 916 123-45-67 доб. 12')
    for (const phone of ['+7 916 123-45-67 ext 12', '79161234567 x12', '79161234567 доб.12']) {
      await fill(buyer, [[6, 1]])
      const again = await checkout(buyer, formOf(buyer, { phone }))
      expect(again.status, phone).toBe(201)
      expect(again.body.phone, phone).toBe('79161234567;ext=12')
    }
    const refused = await checkout(buyer, formOf(buyer, { phone: '79161234567 доб. abc' }))
    expect(refused.status).toBe(400)
    expect(refused.body.phone).toEqual(expect.any(Array))
  })

  it('mails staff when the buyer has no manager, and the buyer in English for an English checkout', async () => {
    const buyer = await newBuyer(api)
    await fill(buyer, [[2, 1]])
    const { status, body } = await checkout(buyer, formOf(buyer), {}, 'en/orders/')
    expect(status).toBe(201)
    await mail.next(buyer.account.email, new RegExp(`Order ${body.number} received`))
    await mail.next(STAFF, new RegExp(`Новый заказ ${body.number}`))
  })

  it('debits the balance once when 20 checkouts of one buyer race, each trying to spend it all', async () => {
    const buyer = await newBuyer(api)
    const { db } = api.database
    await setLoyalty(db, buyer.account.email, '2000')
    const cartIds: string[] = []
    for (let i = 0; i < 20; i += 1) {
      const [cart] = await db.insert(carts).values({ userId: buyer.account.id }).returning({ id: carts.id })
      await db.insert(cartItems).values({ cartId: cart!.id, productId: goods[i % 8]!.id, quantity: 5 })
      cartIds.push(cart!.id)
    }
    const answers = await Promise.all(
      cartIds.map((id) => checkout(buyer, formOf(buyer, { use_loyalty_points: true }), {}, `orders/?cart_id=${id}`)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201))
    expect(answers.map((answer) => answer.body.points_spent).sort((a, b) => b - a)).toEqual([
      2000,
      ...Array(19).fill(0),
    ])
    const [account] = await db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, buyer.account.id))
    expect(account?.balance).toBe(0)
    const [ledger] = await db
      .select({ spent: sql<string>`sum(${loyaltyLedger.spent})` })
      .from(loyaltyLedger)
      .where(
        inArray(
          loyaltyLedger.orderId,
          answers.map((answer) => answer.body.id),
        ),
      )
    expect(Number(ledger?.spent)).toBe(2000)
  })

  it('creates one order for 10 parallel submits with one Idempotency-Key and answers it again on retry', async () => {
    const buyer = await newBuyer(api)
    await fill(buyer, [[7, 2]])
    const key = 'checkout-7f3a9c'
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => checkout(buyer, formOf(buyer), { 'idempotency-key': key })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201])
    const ids = new Set(answers.map((answer) => answer.body.id))
    expect(ids.size).toBe(1)
    expect(await api.database.db.$count(orders, eq(orders.userId, buyer.account.id))).toBe(1)
    const retry = await checkout(buyer, formOf(buyer, { comment: 'changed' }), { 'idempotency-key': key })
    expect(retry.status).toBe(200)
    expect(retry.body).toEqual(answers[0]!.body)
    const number = answers[0]!.body.number
    await mail.next(buyer.account.email, new RegExp(number))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(
      mail.received.filter((item) => item.subject?.includes(number) && item.to_.includes(buyer.account.email)),
    ).toHaveLength(1)

    // A new key is a new order: the cart it would take is empty now.
    expect((await checkout(buyer, formOf(buyer), { 'idempotency-key': 'another-key' })).status).toBe(400)
    const other = await newBuyer(api)
    await fill(other, [[7, 1]])
    expect((await checkout(other, formOf(other), { 'idempotency-key': key })).status, 'keys are per buyer').toBe(201)
  })
})
