// orders/ GET, orders/{id}/ (also orders/orders/{id}/) and orders/{id}/repeat/: the buyer's own orders only,
// newest first and paged, details as ordered, loyalty points accrued on the bonuses page, and repeating an order
// with a preview of what is available before the chosen lines go to the cart.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../server/db/schema/catalogue'
import type { BonusesResponse } from '../../contract/account'
import type { Cart } from '../../contract/cart'
import type { ProductCard } from '../../contract/catalogue'
import { earliestDeliveryDate } from '../../contract/dates/delivery-calendar'
import { type OrderDetail, type OrderHistoryResponse, type RepeatPreview } from '../../contract/orders'
import { setupApi } from '../fixtures/api-app'
import { setWholesalePrices } from '../fixtures/price-lists'
import { newBuyer, orderableProducts, type Buyer } from '../fixtures/buyers'

const api = setupApi()
let goods: ProductCard[] = []

beforeAll(async () => {
  goods = await orderableProducts(api, (await newBuyer(api)).token)
  expect(goods.length).toBeGreaterThan(8)
})

type Errors = Record<string, string[]> & { detail?: string }

async function placeOrder(buyer: Buyer, lines: [index: number, quantity: number][]): Promise<OrderDetail> {
  for (const [index, quantity] of lines)
    await buyer.call('POST', 'carts/items/', { product: goods[index]!.id, quantity })
  const { status, body } = await buyer.call<OrderDetail>('POST', 'orders/', {
    company_name: 'ООО «Хвост»',
    email: buyer.account.email,
    phone: '79161234567',
    delivery_address: 'Тверь, ул. Мира, 1',
    delivery_type: 'delivery',
    payment_type: 'cash',
    delivery_date: earliestDeliveryDate(),
  })
  expect(status).toBe(201)
  return body
}

describe('orders/ history and details', () => {
  it('answers a guest 401', async () => {
    for (const path of ['orders/', 'orders/1/', 'orders/orders/1/'])
      expect((await api.json(`/api/${path}`)).status, path).toBe(401)
  })

  it('lists only the buyer’s orders, newest first, paged', async () => {
    const buyer = await newBuyer(api)
    expect((await buyer.call<OrderHistoryResponse>('GET', 'orders/')).body).toEqual({ count: 0, results: [] })
    const first = await placeOrder(buyer, [
      [0, 1],
      [1, 2],
    ])
    const second = await placeOrder(buyer, [[2, 1]])
    const third = await placeOrder(buyer, [
      [3, 1],
      [4, 1],
      [5, 1],
    ])
    await placeOrder(await newBuyer(api), [[0, 1]])

    const { status, body } = await buyer.call<OrderHistoryResponse>('GET', 'orders/')
    expect(status).toBe(200)
    expect(body.count).toBe(3)
    expect(body.results).toEqual(
      [third, second, first].map((order) => ({
        id: order.id,
        number: order.number,
        date: order.date,
        status: 'new',
        status_title: null,
        paid_at: null,
        shipped_at: null,
        total: order.total,
        items_count: order.items.length,
        placed_by: 'Тестов Тест Тестович',
      })),
    )
    expect(body.results.map((row) => row.items_count)).toEqual([3, 1, 2])
    expect(
      (await buyer.call<OrderHistoryResponse>('GET', 'orders/?limit=2&page=2')).body.results.map((row) => row.id),
    ).toEqual([first.id])
    for (const query of ['limit=0', 'limit=abc', 'page=0', 'limit=101'])
      expect((await buyer.call('GET', `orders/?${query}`)).status, query).toBe(400)
  })

  it('shows an order by both paths with its lines as ordered; 404 for another buyer’s or unknown order', async () => {
    const buyer = await newBuyer(api)
    const order = await placeOrder(buyer, [[6, 2]])
    await setWholesalePrices(api.database.db, [{ productId: goods[6]!.id, price: goods[6]!.price! + 100 }])
    try {
      const detail = await buyer.call<OrderDetail>('GET', `orders/${order.id}/`)
      expect(detail.status).toBe(200)
      expect(detail.body).toEqual(order)
      expect(detail.body.items).toEqual([
        {
          id: expect.any(Number),
          product_id: goods[6]!.id,
          sku: goods[6]!.sku_full,
          image: goods[6]!.image,
          name: goods[6]!.title,
          quantity: 2,
          price: goods[6]!.price,
          amount: 2 * goods[6]!.pack_quantity * goods[6]!.price!,
          comment: '',
        },
      ])
      expect((await buyer.call('GET', `orders/orders/${order.id}/`)).body).toEqual(detail.body)
    } finally {
      await setWholesalePrices(api.database.db, [{ productId: goods[6]!.id, price: goods[6]!.price! }])
    }
    const stranger = await newBuyer(api)
    for (const path of [
      `orders/${order.id}/`,
      `orders/orders/${order.id}/`,
      'orders/99999999/',
      'orders/99999999999/',
      'orders/abc/',
    ]) {
      const { status, body } = await stranger.call<Errors>('GET', path)
      expect(status, path).toBe(404)
      expect(body.detail, path).toEqual(expect.any(String))
    }
    expect((await stranger.call<Errors>('GET', `orders/${order.id}/`)).body.detail).toBe('Заказ не найден')
    expect((await stranger.call<Errors>('POST', `orders/${order.id}/repeat/`, {})).status).toBe(404)
    expect((await buyer.call<Errors>('GET', `orders/other/${order.id}/`)).status).toBe(404)
  })

  it('leaves the routes of other modules reachable next to orders/orders/{id}/', async () => {
    const buyer = await newBuyer(api)
    const { body: tree } = await buyer.call<{ path: string; children: { path: string }[] }[]>(
      'GET',
      'catalog/categories/',
    )
    for (const path of [tree[0]!.path, tree[0]!.children[0]!.path]) {
      for (const locale of ['', 'en/'])
        expect((await buyer.call('GET', `${locale}catalog/categories/${path}/`)).status, `${locale}${path}`).toBe(200)
    }
  })

  it('accrues loyalty points per brand on a placed order, pending on the bonuses page until it ships', async () => {
    const buyer = await newBuyer(api)
    const order = await placeOrder(buyer, [
      [0, 20],
      [1, 20],
    ])
    const byBrand = new Map<number | null, number>()
    for (const item of order.items) {
      const brand = goods.find((card) => card.id === item.product_id)?.brand?.id ?? null
      byBrand.set(brand, (byBrand.get(brand) ?? 0) + item.amount)
    }
    const expected = [...byBrand.values()].reduce((sum, amount) => sum + Math.floor((amount * 0.5) / 100), 0)
    expect(expected).toBeGreaterThan(0)
    expect(order.points_accrued).toBe(expected)
    const bonuses = await buyer.call<BonusesResponse>('GET', 'bonuses/')
    expect(bonuses.body.balance).toBe(0)
    expect(bonuses.body.pending).toBe(expected)
    expect(bonuses.body.totals).toEqual({ accrued: 0, spent: 0 })
    expect(bonuses.body.results.map((row) => row.brand).sort()).toEqual(
      [...byBrand.keys()].map((id) => goods.find((card) => card.brand?.id === id)?.brand?.title ?? null).sort(),
    )
  })
})

describe('orders/{id}/repeat/', () => {
  it('previews available and out-of-stock lines, then adds the chosen available ones to the cart', async () => {
    const buyer = await newBuyer(api)
    const order = await placeOrder(buyer, [
      [0, 2],
      [1, 3],
      [2, 4],
    ])
    const [a, b, soldOut] = order.items
    await api.database.db.update(products).set({ stock: 0, onOrder: false }).where(eq(products.id, goods[2]!.id))
    try {
      const preview = await buyer.call<RepeatPreview>('POST', `orders/${order.id}/repeat/`, {})
      expect(preview.status).toBe(200)
      expect(preview.body.available.map((line) => [line.id, line.sku, line.quantity, line.product?.id])).toEqual([
        [a!.id, a!.sku, 2, goods[0]!.id],
        [b!.id, b!.sku, 3, goods[1]!.id],
      ])
      expect(preview.body.unavailable.map((line) => [line.id, line.product?.amount])).toEqual([[soldOut!.id, 'нет']])
      expect((await buyer.call<Cart>('GET', 'carts/')).body.items).toEqual([])

      const chosen = await buyer.call<Cart>('POST', `orders/${order.id}/repeat/`, {
        confirm: true,
        items: [b!.id, soldOut!.id],
      })
      expect(chosen.status).toBe(200)
      expect(chosen.body.items.map((item) => [item.product.id, item.quantity])).toEqual([[goods[1]!.id, 3]])

      const all = await buyer.call<Cart>('POST', `orders/${order.id}/repeat/`, { confirm: true })
      expect(all.body.items.map((item) => [item.product.id, item.quantity])).toEqual([
        [goods[1]!.id, 6],
        [goods[0]!.id, 2],
      ])

      const refused = await buyer.call<Errors>('POST', `orders/${order.id}/repeat/`, {
        confirm: true,
        items: [soldOut!.id],
      })
      expect(refused.status).toBe(400)
      expect(refused.body.detail).toBe('Не удалось повторить заказ')
      expect(
        (await buyer.call<Errors>('POST', `en/orders/${order.id}/repeat/`, { confirm: true, items: [soldOut!.id] }))
          .body.detail,
      ).toBe('Unable to repeat order')
    } finally {
      await api.database.db.update(products).set({ stock: 50 }).where(eq(products.id, goods[2]!.id))
    }
  })

  it('lists a withdrawn product as unavailable and refuses bad bodies', async () => {
    const buyer = await newBuyer(api)
    const order = await placeOrder(buyer, [[3, 1]])
    await api.database.db.update(products).set({ isPublished: false }).where(eq(products.id, goods[3]!.id))
    try {
      const preview = await buyer.call<RepeatPreview>('POST', `orders/${order.id}/repeat/`, {})
      expect(preview.body).toEqual({
        available: [],
        unavailable: [
          { id: order.items[0]!.id, sku: goods[3]!.sku_full, name: goods[3]!.title, quantity: 1, product: null },
        ],
      })
      expect((await buyer.call<Errors>('POST', `orders/${order.id}/repeat/`, { confirm: true })).status).toBe(400)
    } finally {
      await api.database.db.update(products).set({ isPublished: true }).where(eq(products.id, goods[3]!.id))
    }
    for (const body of [{ confirm: 'yes' }, { items: 'all' }, { items: [0] }, [1]])
      expect((await buyer.call('POST', `orders/${order.id}/repeat/`, body)).status, JSON.stringify(body)).toBe(400)
    const locked = await newBuyer(api, { canOrder: false })
    expect((await locked.call('GET', 'orders/')).status).toBe(200)
  })
})
