// The delivery rule and the minimum order (ORDER_MIN_SUM, DELIVERY_COST, DELIVERY_FREE_FROM): the cart and the
// checkout preview quote every method on both sides of the free-delivery threshold, placing an order refuses goods
// below the minimum in the buyer's language and stores the method's cost inside the total; and the cart's totals in
// packs, pieces, weight and volume.
import { inArray } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Cart } from '../../contract/cart'
import type { ProductCard } from '../../contract/catalogue'
import { formatPrice } from '../../contract/format/price'
import type { OrderDetail, OrderTotals } from '../../contract/orders'
import { products } from '../../server/db/schema/catalogue'
import { setupApi } from '../fixtures/api-app'
import { newBuyer, orderableProducts, type Buyer } from '../fixtures/buyers'
import { checkoutForm } from '../fixtures/checkout-form'

const MIN = 5_000_00
const COST = 700_00
const FREE_FROM = 50_000_00
const api = setupApi({
  env: () => ({
    ORDER_MIN_SUM: '5000',
    DELIVERY_COST: '700',
    DELIVERY_FREE_FROM: '50000',
    LOYALTY_ACCRUAL_PERCENT: '0',
  }),
})
let goods: ProductCard[] = []

beforeAll(async () => {
  goods = await orderableProducts(api, (await newBuyer(api)).token)
  expect(goods.length).toBeGreaterThan(3)
})

const packPrice = (card: ProductCard) => card.price! * card.pack_quantity
/** A product whose one pack is below the minimum, and the packs of it that make at least `sum` kopecks. */
const cheap = () => goods.find((card) => packPrice(card) < MIN)!
const packsFor = (card: ProductCard, sum: number) => Math.ceil(sum / packPrice(card))

async function cartWith(buyer: Buyer, card: ProductCard, quantity: number): Promise<Cart> {
  const { status, body } = await buyer.call<Cart>('POST', 'carts/items/', { product: card.id, quantity })
  expect(status).toBe(200)
  return body
}

type Errors = Record<string, string[]> & { detail?: string }
const calc = (buyer: Buyer, body: unknown = {}) => buyer.call<OrderTotals & Errors>('POST', 'orders/calc-price/', body)
const place = (buyer: Buyer, changes: Record<string, unknown> = {}, locale = '') =>
  buyer.call<OrderDetail & Errors>('POST', `${locale}orders/`, checkoutForm(buyer, changes))

describe('the delivery quote', () => {
  it('quotes the flat cost below the threshold, pickup free, and what is left to the minimum', async () => {
    const buyer = await newBuyer(api)
    const card = cheap()
    const cart = await cartWith(buyer, card, 1)
    expect(cart.delivery).toEqual({
      min_order: MIN,
      to_min_order: MIN - packPrice(card),
      free_from: FREE_FROM,
      to_free_delivery: FREE_FROM - packPrice(card),
      costs: { delivery: COST, transport_company: COST, pickup: 0 },
    })
  })

  it('quotes free delivery from the threshold on', async () => {
    const buyer = await newBuyer(api)
    const card = cheap()
    const cart = await cartWith(buyer, card, packsFor(card, FREE_FROM))
    expect(cart.total_sum).toBeGreaterThanOrEqual(FREE_FROM)
    expect(cart.delivery).toMatchObject({
      to_min_order: 0,
      to_free_delivery: 0,
      costs: { delivery: 0, transport_company: 0, pickup: 0 },
    })
  })

  it('prices the chosen method into the checkout total and refuses an unknown one', async () => {
    const buyer = await newBuyer(api)
    const card = cheap()
    const cart = await cartWith(buyer, card, packsFor(card, MIN))
    expect(cart.total_sum).toBeLessThan(FREE_FROM)
    const delivery = await calc(buyer)
    expect(delivery.body).toMatchObject({
      delivery_type: 'delivery',
      delivery_cost: COST,
      total: cart.total_sum + COST,
    })
    const pickup = await calc(buyer, { delivery_type: 'pickup' })
    expect(pickup.body).toMatchObject({ delivery_type: 'pickup', delivery_cost: 0, total: cart.total_sum })
    const coupon = await buyer.call<OrderTotals>('POST', 'orders/apply-coupon/', {
      code: 'WELCOME5',
      delivery_type: 'transport_company',
    })
    expect(coupon.body).toMatchObject({ delivery_cost: COST, total: cart.total_sum - coupon.body.discount + COST })
    const wrong = await calc(buyer, { delivery_type: 'drone' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.delivery_type).toHaveLength(1)
  })
})

describe('placing an order under the rule', () => {
  it('refuses goods below the minimum with a localized 409 and keeps the cart', async () => {
    const buyer = await newBuyer(api)
    const card = cheap()
    await cartWith(buyer, card, 1)
    const ru = await place(buyer)
    expect(ru.status).toBe(409)
    const [minimum, missing] = [formatPrice(MIN), formatPrice(MIN - packPrice(card))]
    expect(ru.body.detail).toBe(`Минимальная сумма заказа — ${minimum}. Добавьте товаров ещё на ${missing}.`)
    const en = await place(buyer, {}, 'en/')
    expect(en.status).toBe(409)
    expect(en.body.detail).toBe(`The minimum order is ${minimum}. Add goods worth ${missing} more.`)
    const pickup = await place(buyer, { delivery_type: 'pickup', delivery_address: '' })
    expect(pickup.status).toBe(409)
    expect((await buyer.call<Cart>('GET', 'carts/')).body.items).toHaveLength(1)
  })

  it('adds the delivery cost below the threshold and stores it with the order', async () => {
    const buyer = await newBuyer(api)
    const card = cheap()
    const cart = await cartWith(buyer, card, packsFor(card, MIN))
    const { status, body } = await place(buyer)
    expect(status).toBe(201)
    expect(body).toMatchObject({ subtotal: cart.total_sum, delivery_cost: COST, total: cart.total_sum + COST })
    const again = await buyer.call<OrderDetail>('GET', `orders/${body.id}/`)
    expect(again.body).toMatchObject({ delivery_cost: COST, total: cart.total_sum + COST })
    // The invoice states delivery as a service line, so its lines add up to the amount due.
    const invoice = await api.request(`/api/orders/${body.id}/invoice/`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    })
    expect(invoice.status).toBe(200)
    const document = await getDocumentProxy(new Uint8Array(await invoice.arrayBuffer()))
    const text = (await extractText(document, { mergePages: true })).text.replace(/\s+/g, ' ')
    const roubles = (kopecks: number) =>
      `${Math.floor(kopecks / 100)
        .toString()
        .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${String(kopecks % 100).padStart(2, '0')}`
    expect(text).toContain(`Доставка 1 усл. ${roubles(COST)} ${roubles(COST)}`)
    expect(text).toContain(`Всего к оплате: ${roubles(cart.total_sum + COST)}`)
    // So does the order's spreadsheet, before the sum to pay.
    const csv = await api.request(`/api/orders/${body.id}/export/?format=csv`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    })
    const rows = (await csv.text()).split(/\r?\n/)
    const delivery = rows.findIndex((row) => row.startsWith('Доставка;') || row.includes(';Доставка;'))
    expect(delivery).toBeGreaterThan(0)
    expect(rows[delivery]).toContain('700,00')
    expect(rows[delivery + 1]).toContain('К оплате')
  })

  it('charges nothing for a pickup nor from the threshold on', async () => {
    const pickupBuyer = await newBuyer(api)
    const card = cheap()
    const small = await cartWith(pickupBuyer, card, packsFor(card, MIN))
    const pickup = await place(pickupBuyer, { delivery_type: 'pickup', delivery_address: '' })
    expect(pickup.status).toBe(201)
    expect(pickup.body).toMatchObject({ delivery_cost: 0, total: small.total_sum })

    const bigBuyer = await newBuyer(api)
    const big = await cartWith(bigBuyer, card, packsFor(card, FREE_FROM))
    const delivered = await place(bigBuyer)
    expect(delivered.status).toBe(201)
    expect(delivered.body).toMatchObject({ delivery_cost: 0, total: big.total_sum })
  })
})

describe('the cart totals', () => {
  it('counts packs, pieces, weight and volume over the lines', async () => {
    const buyer = await newBuyer(api)
    const [a, b] = goods
    await cartWith(buyer, a!, 3)
    const cart = await cartWith(buyer, b!, 2)
    const rows = await api.database.db
      .select({ id: products.id, weight: products.weight, volume: products.volume, pack: products.packQuantity })
      .from(products)
      .where(inArray(products.id, [a!.id, b!.id]))
    const byId = new Map(rows.map((row) => [row.id, row]))
    const units = (id: number, packs: number) => packs * byId.get(id)!.pack
    expect(cart.total_count).toBe(5)
    expect(cart.total_units).toBe(units(a!.id, 3) + units(b!.id, 2))
    expect(cart.total_weight).toBe(
      units(a!.id, 3) * byId.get(a!.id)!.weight! + units(b!.id, 2) * byId.get(b!.id)!.weight!,
    )
    expect(cart.total_volume).toBe(
      units(a!.id, 3) * byId.get(a!.id)!.volume! + units(b!.id, 2) * byId.get(b!.id)!.volume!,
    )
    expect(cart.total_volume).toBeGreaterThan(0)

    // A product without a measure counts for none; with none at all the total is unknown.
    await api.database.db
      .update(products)
      .set({ volume: null })
      .where(inArray(products.id, [a!.id, b!.id]))
    expect((await buyer.call<Cart>('GET', 'carts/')).body.total_volume).toBeNull()
  })
})
