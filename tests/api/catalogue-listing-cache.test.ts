// The parts of catalog/products/ and a product's page kept in the shared cache (totals, facets, page ids, cards,
// a product's own data): the change signal an import publishes drops them at once, and kept answers never cross
// price lists, nor give guests prices or stock, nor one buyer's wait list to another.
import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ProductDetail, ProductListResponse } from '../../contract/catalogue'
import { TtlCache } from '../../server/http/ttl-cache'
import { rowsOf } from '../../server/modules/catalogue/sql-rows'
import { catalogueChanged } from '../../server/modules/exchange/catalogue-changed'
import { setupApi } from '../fixtures/api-app'
import { newBuyer } from '../fixtures/buyers'
import { findKeys } from '../fixtures/forbidden-keys'
import { defaultPriceTypeId, KEY_ACCOUNT_LIST, priceTypeIdTitled, setListPrices } from '../fixtures/price-lists'
import { bearer } from '../fixtures/sessions'

const api = setupApi()

beforeEach(() => {
  api.ctx.cache = new TtlCache(60_000)
})
afterEach(() => {
  api.ctx.cache = new TtlCache(0)
})

const list = async (query: string, init?: RequestInit) => {
  const { status, body } = await api.json<ProductListResponse>(`/api/catalog/products/?${query}`, init)
  expect(status).toBe(200)
  return body
}

const brandCount = (body: ProductListResponse, slug: string) => body.brands.find((brand) => brand.slug === slug)?.count

const setProduct = (id: number, change: ReturnType<typeof sql>) =>
  api.database.db.execute(sql`update products set ${change} where id = ${id}`)

describe('kept listing parts', () => {
  it('are dropped by the change signal of an import: totals, facets and filtered pages change at once', async () => {
    const whole = await list('ps=24')
    const brand = whole.products.find((card) => card.brand)!.brand!
    const filtered = `b=${brand.slug}&ps=96`
    const before = await list(filtered)
    const product = before.products[0]!
    await setProduct(product.id, sql`is_published = false`)
    try {
      // Kept: nothing told the storefront yet.
      expect((await list('ps=24')).total).toBe(whole.total)
      expect((await list(filtered)).products.map((card) => card.id)).toContain(product.id)

      await catalogueChanged(api.ctx)
      const after = await list('ps=24')
      expect(after.total).toBe(whole.total - 1)
      expect(brandCount(after, brand.slug)).toBe(brandCount(whole, brand.slug)! - 1)
      const afterFiltered = await list(filtered)
      expect(afterFiltered.total).toBe(before.total - 1)
      expect(afterFiltered.products.map((card) => card.id)).not.toContain(product.id)
    } finally {
      await setProduct(product.id, sql`is_published = true`)
      await catalogueChanged(api.ctx)
    }
  })

  it('show buyers the stock an import brought at once: goods out of stock leave the in-stock listing', async () => {
    const buyer = await newBuyer(api)
    const inStock = await list('a=1&ps=24', bearer(buyer.token))
    const product = inStock.products[0]!
    const [{ stock }] = rowsOf<{ stock: number }>(
      await api.database.db.execute(sql`select stock from products where id = ${product.id}`),
    ) as [{ stock: number }]
    await setProduct(product.id, sql`stock = 0`)
    try {
      await catalogueChanged(api.ctx)
      const after = await list('a=1&ps=24', bearer(buyer.token))
      expect(after.total).toBe(inStock.total - 1)
      expect(after.products.map((card) => card.id)).not.toContain(product.id)
    } finally {
      await setProduct(product.id, sql`stock = ${stock}`)
      await catalogueChanged(api.ctx)
    }
  })

  it('keep price orders per price list, and give guests no prices or stock after buyers asked', async () => {
    const [wholesale, keyAccount] = [
      await defaultPriceTypeId(api.database.db),
      await priceTypeIdTitled(api.database.db, KEY_ACCOUNT_LIST),
    ]
    const first = (await list('ps=24&o=sku')).products[0]!
    await setListPrices(api.database.db, wholesale, [{ productId: first.id, price: 999_999_999 }])
    await setListPrices(api.database.db, keyAccount, [{ productId: first.id, price: 1 }])
    await catalogueChanged(api.ctx)
    const wholesaleBuyer = await newBuyer(api, { priceTypeId: wholesale })
    const keyBuyer = await newBuyer(api, { priceTypeId: keyAccount })

    const wholesalePage = await list('ps=24&o=price', bearer(wholesaleBuyer.token))
    const keyPage = await list('ps=24&o=price', bearer(keyBuyer.token))
    expect(wholesalePage.products.map((card) => card.id)).not.toContain(first.id)
    expect(keyPage.products[0]).toMatchObject({ id: first.id, price: 1 })

    const buyerCards = await list('ps=24&o=sku', bearer(keyBuyer.token))
    expect(buyerCards.products[0]).toMatchObject({ id: first.id, price: 1 })
    const guestCards = await list('ps=24&o=sku')
    expect(guestCards.products.map((card) => card.id)).toEqual(buyerCards.products.map((card) => card.id))
    expect(findKeys(guestCards)).toEqual([])
    expect(findKeys(await list('ps=24&o=sku'))).toEqual([])
  })

  it("share buyers' cards within a price list; whether a buyer waits for a product is their own, at once", async () => {
    const priceList = await defaultPriceTypeId(api.database.db)
    const [waiting, other] = [
      await newBuyer(api, { priceTypeId: priceList }),
      await newBuyer(api, { priceTypeId: priceList }),
    ]
    const before = await list('ps=24&o=sku', bearer(other.token))
    const product = before.products[0]!
    expect(product.in_wait).toBe(false)
    await api.database.db.execute(sql`insert into wait_list (product_id, user_id, email)
      values (${product.id}, ${waiting.account.id}, ${waiting.account.email})`)

    const theirs = await list('ps=24&o=sku', bearer(waiting.token))
    expect(theirs.products[0]).toMatchObject({ id: product.id, price: product.price, in_wait: true })
    expect(theirs.products.slice(1).every((card) => card.in_wait === false)).toBe(true)
    expect((await list('ps=24&o=sku', bearer(other.token))).products[0]).toMatchObject({ in_wait: false })
  })

  it("keep a product page's data and cards alike: prices per price list, a buyer's wait list at once", async () => {
    const [wholesale, keyAccount] = [
      await defaultPriceTypeId(api.database.db),
      await priceTypeIdTitled(api.database.db, KEY_ACCOUNT_LIST),
    ]
    const product = (await list('ps=24&o=sku')).products[0]!
    await setListPrices(api.database.db, wholesale, [{ productId: product.id, price: 500_00 }])
    await setListPrices(api.database.db, keyAccount, [{ productId: product.id, price: 400_00 }])
    await catalogueChanged(api.ctx)
    const [waiting, keyBuyer] = [
      await newBuyer(api, { priceTypeId: wholesale }),
      await newBuyer(api, { priceTypeId: keyAccount }),
    ]
    const detail = async (init?: RequestInit) => {
      const { status, body } = await api.json<ProductDetail>(`/api/catalog/products/${product.slug}/`, init)
      expect(status).toBe(200)
      return body
    }
    expect(await detail(bearer(waiting.token))).toMatchObject({ price: 500_00, in_wait: false })
    expect(await detail(bearer(keyBuyer.token))).toMatchObject({ price: 400_00, in_wait: false })
    await api.database.db.execute(sql`insert into wait_list (product_id, user_id, email)
      values (${product.id}, ${waiting.account.id}, ${waiting.account.email})`)
    expect(await detail(bearer(waiting.token))).toMatchObject({ price: 500_00, in_wait: true })
    expect(await detail(bearer(keyBuyer.token))).toMatchObject({ price: 400_00, in_wait: false })
    expect(findKeys(await detail())).toEqual([])
  })

  it('weigh what they keep and drop the least recently used beyond the byte budget', async () => {
    api.ctx.cache = new TtlCache(60_000, 2000, 1024 * 1024)
    for (let page = 1; page <= 4; page += 1) await list(`ps=96&p=${page}`)
    expect(api.ctx.cache.bytes).toBeGreaterThan(0)
    expect(api.ctx.cache.bytes).toBeLessThanOrEqual(1024 * 1024)

    const cache = new TtlCache(60_000, 2000, 100)
    const computed: string[] = []
    const get = (key: string) =>
      cache.get(
        key,
        async () => (computed.push(key), key),
        () => 40,
      )
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) await get(key)
    expect(computed).toEqual(['a', 'b', 'c', 'b'])
    expect(cache.bytes).toBe(80)
  })
})
