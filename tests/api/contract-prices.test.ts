// Contract prices: each buyer sees and orders at their own price list (the default one unless staff chose
// another) across the listing and its price sort, the product page, the cart, the checkout preview, the placed
// order and its history, and the PDF; a product the buyer's list does not price cannot be ordered by that buyer
// and never comes out free; staff switch a buyer's list with set-price-type from the next request on.
import { extractText, getDocumentProxy } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'
import { and, count, eq, inArray, isNull, or, type SQL } from 'drizzle-orm'
import { users } from '../../server/db/schema/accounts'
import { priceTypes, productPrices, products } from '../../server/db/schema/catalogue'
import { runStaffCommand } from '../../server/staff/commands'
import { StaffInputError } from '../../server/staff/staff-error'
import type { Cart } from '../../contract/cart'
import type { ProductCard, ProductDetail, ProductListResponse } from '../../contract/catalogue'
import type { FavoritesToCartResult } from '../../contract/favorites'
import { formatPrice } from '../../contract/format/price'
import type {
  OrderDetail,
  OrderHistoryResponse,
  OrderTotals,
  QuickOrderResponse,
  RepeatPreview,
} from '../../contract/orders'
import { setupApi } from '../fixtures/api-app'
import { newBuyer, orderableProducts, type Buyer } from '../fixtures/buyers'
import { findKeys } from '../fixtures/forbidden-keys'
import { checkoutForm } from '../fixtures/checkout-form'
import {
  defaultPriceTypeId,
  KEY_ACCOUNT_LIST,
  listPrices,
  priceTypeIdTitled,
  removeListPrice,
  setListPrices,
} from '../fixtures/price-lists'

const api = setupApi()
const db = () => api.database.db

let wholesaleId = 0
let keyId = 0
/** Orderable goods (priced in both lists, in stock) from the first catalogue page. */
let goods: ProductCard[] = []

beforeAll(async () => {
  wholesaleId = await defaultPriceTypeId(db())
  keyId = await priceTypeIdTitled(db(), KEY_ACCOUNT_LIST)
  const keyPrices = await listPrices(db(), keyId)
  goods = (await orderableProducts(api, (await newBuyer(api)).token)).filter((card) => keyPrices.has(card.id))
  expect(goods.length).toBeGreaterThan(12)
})

const good = (index: number) => goods[index]!
const keyBuyer = () => newBuyer(api, { priceTypeId: keyId })
const cardsOf = async (buyer: Buyer, query = 'ps=96') =>
  (await buyer.call<ProductListResponse>('GET', `catalog/products/?${query}`)).body.products
const cartOf = async (buyer: Buyer) => (await buyer.call<Cart>('GET', 'carts/')).body
const add = (buyer: Buyer, product: number, quantity = 1, locale = '') =>
  buyer.call<Cart & Record<string, string[]>>('POST', `${locale}carts/items/`, { product, quantity })
const calc = async (buyer: Buyer) => (await buyer.call<OrderTotals>('POST', 'orders/calc-price/', {})).body
const placeOrder = (buyer: Buyer) =>
  buyer.call<OrderDetail & Record<string, string[]>>('POST', 'orders/', checkoutForm(buyer, { delivery_time: '' }))

async function pdfText(buyer: Buyer, query: string): Promise<string> {
  const response = await api.request(`/api/catalog/download/?${query}`, {
    headers: { authorization: `Bearer ${buyer.token}` },
  })
  expect(response.status).toBe(200)
  const document = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()))
  const { text } = await extractText(document, { mergePages: true })
  return text.replace(/\s+/g, ' ')
}
const flat = (value: string) => value.replace(/\s+/g, ' ')

describe('two buyers on two price lists', () => {
  it('see their own list in the listing, and the price sort follows their list', async () => {
    const [wholesale, key] = [await newBuyer(api), await keyBuyer()]
    // The dearest wholesale product becomes the cheapest key-account one.
    const wholesaleCards = await cardsOf(wholesale, 'o=-price&ps=24')
    const dearest = wholesaleCards[0]!
    await setListPrices(db(), keyId, [{ productId: dearest.id, price: 1 }])
    const [wholesalePrices, keyPrices] = [await listPrices(db(), wholesaleId), await listPrices(db(), keyId)]

    for (const [buyer, prices] of [
      [wholesale, wholesalePrices],
      [key, keyPrices],
    ] as const) {
      const cards = await cardsOf(buyer)
      for (const card of cards) expect(card.price, card.sku_full).toBe(prices.get(card.id) ?? null)
      const sorted = (await cardsOf(buyer, 'o=price&ps=48')).map((card) => card.price)
      const priced = sorted.filter((price): price is number => price !== null)
      expect(priced).toEqual([...priced].sort((a, b) => a - b))
      expect(sorted.slice(priced.length).every((price) => price === null)).toBe(true)
    }
    expect((await cardsOf(key, 'o=price&ps=24'))[0]?.id).toBe(dearest.id)
    expect((await cardsOf(wholesale, 'o=price&ps=24'))[0]?.id).not.toBe(dearest.id)
    expect(keyPrices.get(good(0).id)).toBeLessThan(wholesalePrices.get(good(0).id)!)
  })

  it('see their own prices on the product page, in the cart, at checkout, in the order and its history', async () => {
    const [wholesale, key] = [await newBuyer(api), await keyBuyer()]
    const product = good(1)
    const prices = { wholesale: await listPrices(db(), wholesaleId), key: await listPrices(db(), keyId) }
    for (const [buyer, list] of [
      [wholesale, prices.wholesale],
      [key, prices.key],
    ] as const) {
      const price = list.get(product.id)!
      const page = await buyer.call<ProductDetail>('GET', `catalog/products/${product.id}/`)
      expect(page.body.price).toBe(price)
      expect((await add(buyer, product.id, 3)).status).toBe(200)
      const cart = await cartOf(buyer)
      const total = 3 * product.pack_quantity * price
      expect(cart.items[0]).toMatchObject({ price, total, missing: false })
      expect(cart.total_sum).toBe(total)
      expect(await calc(buyer)).toMatchObject({ subtotal: total, total, items_count: 1 })
      const placed = await placeOrder(buyer)
      expect(placed.status).toBe(201)
      expect(placed.body).toMatchObject({ subtotal: total, total })
      expect(placed.body.items[0]).toMatchObject({ product_id: product.id, price, amount: total })
      const history = await buyer.call<OrderHistoryResponse>('GET', 'orders/')
      expect(history.body.results[0]).toMatchObject({ id: placed.body.id, total })
      const detail = await buyer.call<OrderDetail>('GET', `orders/${placed.body.id}/`)
      expect(detail.body.items[0]).toMatchObject({ price, amount: total })
    }
    expect(prices.key.get(product.id)).not.toBe(prices.wholesale.get(product.id))
  })

  it('get the PDF catalogue in their own list, and "нет цены" where their list has none', async () => {
    const [wholesale, key] = [await newBuyer(api), await keyBuyer()]
    const first = (await pdfText(wholesale, 'limit=3')).match(/VT-\d{6}/g) ?? []
    expect(first).toHaveLength(3)
    const rows = await db()
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(inArray(products.sku, first))
    const product = rows.find((row) => row.sku === first[0])
    const other = rows.find((row) => row.sku === first[1])!
    expect(product).toBeDefined()
    await setListPrices(db(), wholesaleId, [{ productId: product!.id, price: 8_765_432_1 }])
    await setListPrices(db(), keyId, [{ productId: product!.id, price: 1_234_567_8 }])
    await removeListPrice(db(), keyId, other.id)
    const [mine, theirs] = [flat(formatPrice(8_765_432_1)), flat(formatPrice(1_234_567_8))]

    const wholesaleText = await pdfText(wholesale, 'limit=3')
    expect(wholesaleText).toContain(mine)
    expect(wholesaleText).not.toContain(theirs)
    expect(wholesaleText).not.toContain('нет цены')
    const keyText = await pdfText(key, 'limit=3')
    expect(keyText).toContain(theirs)
    expect(keyText).not.toContain(mine)
    expect(keyText).toContain('нет цены')
  })
})

describe('a product without a price in the buyer’s list', () => {
  it('shows a null price on the card and the product page, while the other list still prices it', async () => {
    const [wholesale, key] = [await newBuyer(api), await keyBuyer()]
    const product = good(2)
    await removeListPrice(db(), keyId, product.id)
    const card = (await cardsOf(key)).find((item) => item.id === product.id)
    expect(card).toBeDefined()
    expect(card).toHaveProperty('price', null)
    const page = await key.call<ProductDetail>('GET', `catalog/products/${product.id}/`)
    expect(page.body).toHaveProperty('price', null)
    expect((await wholesale.call<ProductDetail>('GET', `catalog/products/${product.id}/`)).body.price).toBe(
      product.price,
    )
  })

  it('cannot go into the cart: a 400 on product in the buyer’s language, nothing added', async () => {
    const [wholesale, key] = [await newBuyer(api), await keyBuyer()]
    const product = good(3)
    await removeListPrice(db(), keyId, product.id)
    const ru = await add(key, product.id)
    expect(ru.status).toBe(400)
    expect(ru.body.product).toEqual([
      'Этого товара нет в вашем прайс-листе, поэтому его нельзя заказать. Спросите менеджера.',
    ])
    const en = await add(key, product.id, 1, 'en/')
    expect(en.body.product).toEqual([
      'This product is not in your price list, so it cannot be ordered. Ask your manager.',
    ])
    expect((await cartOf(key)).items).toHaveLength(0)
    expect((await add(wholesale, product.id)).status).toBe(200)
  })

  it('already in the cart: flagged missing, no price, cannot grow, left out of checkout and the order', async () => {
    const key = await keyBuyer()
    const [kept, unpriced] = [good(4), good(5)]
    expect((await add(key, kept.id, 2)).status).toBe(200)
    expect((await add(key, unpriced.id, 5)).status).toBe(200)
    await removeListPrice(db(), keyId, unpriced.id)

    const cart = await cartOf(key)
    const line = cart.items.find((item) => item.product.id === unpriced.id)!
    expect(line).toMatchObject({ price: null, total: null, missing: true, quantity: 5 })
    expect(line.product.price).toBeNull()
    const keptPrice = (await listPrices(db(), keyId)).get(kept.id)!
    const keptTotal = 2 * kept.pack_quantity * keptPrice
    expect(cart.total_sum).toBe(keptTotal)

    expect((await key.call('POST', `carts/items/${line.id}/increase/`)).status).toBe(400)
    expect((await key.call('POST', `carts/items/${line.id}/update-quantity/`, { quantity: 9 })).status).toBe(400)
    expect((await cartOf(key)).items.find((item) => item.id === line.id)?.quantity).toBe(5)
    expect((await key.call('POST', `carts/items/${line.id}/decrease/`)).status).toBe(200)
    expect((await key.call('POST', `carts/items/${line.id}/update-quantity/`, { quantity: 3 })).status).toBe(200)
    expect((await cartOf(key)).items.find((item) => item.id === line.id)?.quantity).toBe(3)

    const totals = await calc(key)
    expect(totals).toMatchObject({ subtotal: keptTotal, total: keptTotal, items_count: 1 })
    expect(totals.missing.map((item) => item.product.id)).toEqual([unpriced.id])
    const placed = await placeOrder(key)
    expect(placed.status).toBe(201)
    expect(placed.body.items.map((item) => item.product_id)).toEqual([kept.id])
    expect(placed.body.total).toBe(keptTotal)
    const left = await cartOf(key)
    expect(left.items.map((item) => item.product.id)).toEqual([unpriced.id])

    // Only the unpriced line left: nothing to order, never an order at 0.
    const empty = await placeOrder(key)
    expect(empty.status).toBe(400)
    expect(empty.body.non_field_errors).toHaveLength(1)
  })

  it('is "no_price" in a quick order and is not added to the cart from it', async () => {
    const key = await keyBuyer()
    const [priced, unpriced] = [good(6), good(7)]
    await removeListPrice(db(), keyId, unpriced.id)
    const { status, body } = await key.call<QuickOrderResponse>('POST', 'orders/fast/', {
      text: `${priced.sku_full} 1\n${unpriced.sku_full} 2`,
      add_to_cart: true,
    })
    expect(status).toBe(200)
    expect(body.items.map((item) => item.status)).toEqual(['found', 'no_price'])
    expect(body.cart?.items.map((item) => item.product.id)).toEqual([priced.id])
  })

  it('is unavailable in a repeat order, and skipped by favourites-to-cart', async () => {
    const key = await keyBuyer()
    const [stays, goes] = [good(8), good(9)]
    for (const product of [stays, goes]) expect((await add(key, product.id)).status).toBe(200)
    const order = await placeOrder(key)
    expect(order.status).toBe(201)
    await removeListPrice(db(), keyId, goes.id)

    const preview = await key.call<RepeatPreview>('POST', `orders/${order.body.id}/repeat/`, { confirm: false })
    expect(preview.body.available.map((line) => line.product?.id)).toEqual([stays.id])
    expect(preview.body.unavailable.map((line) => line.product?.id)).toEqual([goes.id])
    expect(preview.body.unavailable[0]?.product?.price).toBeNull()
    const repeated = await key.call<Cart>('POST', `orders/${order.body.id}/repeat/`, { confirm: true })
    expect(repeated.body.items.map((item) => item.product.id)).toEqual([stays.id])

    await key.call('POST', 'carts/clear/')
    expect((await key.call('POST', 'favorites/', { favorite_products: [goes.id, stays.id] })).status).toBeLessThan(300)
    const moved = await key.call<FavoritesToCartResult>('POST', 'favorites-to-cart/')
    expect(moved.body).toMatchObject({ added: 1, skipped: 1 })
    expect(moved.body.items.map((item) => item.product.id)).toEqual([stays.id])
  })
})

describe('staff set-price-type and price-types', () => {
  it('switches a buyer’s prices on their next request, by title, by 1C Ид and back to default', async () => {
    const buyer = await newBuyer(api)
    const product = good(10)
    const prices = { wholesale: await listPrices(db(), wholesaleId), key: await listPrices(db(), keyId) }
    const priceSeen = async () => (await buyer.call<ProductDetail>('GET', `catalog/products/${product.id}/`)).body.price
    expect(await priceSeen()).toBe(prices.wholesale.get(product.id))
    expect((await add(buyer, product.id, 1)).status).toBe(200)

    const [said] = await runStaffCommand(db(), 'set-price-type', [buyer.account.email.toUpperCase(), 'крупный ОПТ'])
    expect(said).toContain(KEY_ACCOUNT_LIST)
    expect(await priceSeen()).toBe(prices.key.get(product.id))
    expect((await cartOf(buyer)).items[0]?.price).toBe(prices.key.get(product.id))

    await runStaffCommand(db(), 'set-price-type', [buyer.account.email, 'default'])
    expect(await priceSeen()).toBe(prices.wholesale.get(product.id))
    const [user] = await db()
      .select({ priceTypeId: users.priceTypeId })
      .from(users)
      .where(eq(users.id, buyer.account.id))
    expect(user?.priceTypeId).toBeNull()

    await db().update(priceTypes).set({ externalId: 'b1f6e7c2-key' }).where(eq(priceTypes.id, keyId))
    await runStaffCommand(db(), 'set-price-type', [buyer.account.email, 'b1f6e7c2-key'])
    expect(await priceSeen()).toBe(prices.key.get(product.id))
    const again = await runStaffCommand(db(), 'set-price-type', [buyer.account.email, KEY_ACCOUNT_LIST])
    expect(again[0]).toContain('already')
  })

  it('refuses an unknown e-mail or list with a clear message', async () => {
    const buyer = await newBuyer(api)
    await expect(runStaffCommand(db(), 'set-price-type', ['nobody@example.com', KEY_ACCOUNT_LIST])).rejects.toThrow(
      new StaffInputError('no account with the e-mail nobody@example.com'),
    )
    const unknown = runStaffCommand(db(), 'set-price-type', [buyer.account.email, 'Розница'])
    await expect(unknown).rejects.toBeInstanceOf(StaffInputError)
    await expect(unknown).rejects.toThrow(/no price list titled or with the Ид "Розница".*"Оптовая"/)
    await expect(runStaffCommand(db(), 'set-price-type', [buyer.account.email])).rejects.toBeInstanceOf(StaffInputError)
  })

  it('lists the price lists with the default flag, the products priced and the buyers on each', async () => {
    const buyer = await newBuyer(api)
    const priced = async (id: number) =>
      (await db().select({ n: count() }).from(productPrices).where(eq(productPrices.priceTypeId, id)))[0]?.n
    const buyers = async (where: SQL | undefined) =>
      (
        await db()
          .select({ n: count() })
          .from(users)
          .where(and(isNull(users.staffRole), where))
      )[0]?.n ?? 0
    await runStaffCommand(db(), 'set-price-type', [buyer.account.email, KEY_ACCOUNT_LIST])
    const lines = await runStaffCommand(db(), 'price-types', [])
    const [keyPriced, defaultPriced] = [await priced(keyId), await priced(wholesaleId)]
    const keyBuyers = await buyers(eq(users.priceTypeId, keyId))
    const defaultBuyers = await buyers(or(isNull(users.priceTypeId), eq(users.priceTypeId, wholesaleId)))
    expect(lines).toContain(
      `#${wholesaleId} "Оптовая" [default]: products priced ${defaultPriced}, buyers on it ${defaultBuyers}`,
    )
    expect(lines.find((line) => line.startsWith(`#${keyId} "${KEY_ACCOUNT_LIST}"`))).toMatch(
      new RegExp(`: products priced ${keyPriced}, buyers on it ${keyBuyers}$`),
    )
    expect(keyBuyers).toBeGreaterThanOrEqual(1)
  })
})

describe('guests', () => {
  it('still get no price key at all from the listing, the price sort aside, and the product page', async () => {
    const { body: listing } = await api.json<ProductListResponse>('/api/catalog/products/?ps=48')
    expect(findKeys(listing)).toEqual([])
    const { body: page } = await api.json(`/api/catalog/products/${good(2).id}/`)
    expect(findKeys(page)).toEqual([])
    expect((await api.json('/api/catalog/products/?o=price')).status).toBe(400)
  })
})
