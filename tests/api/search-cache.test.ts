// A search's found goods, their order and the search page's facets are kept in the shared cache: a repeated
// query is not ranked again, a catalogue change drops what was kept, and only ids and counts are shared, so
// every viewer still gets the cards of their own price list (guests none).
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductListResponse, SearchResponse } from '../../contract/catalogue'
import { products } from '../../server/db/schema/catalogue'
import { TtlCache } from '../../server/http/ttl-cache'
import { setupApi } from '../fixtures/api-app'
import { findKeys } from '../fixtures/forbidden-keys'
import { KEY_ACCOUNT_LIST, priceTypeIdTitled, setListPrices, setWholesalePrices } from '../fixtures/price-lists'
import { bearer, createSessionFor, DEMO_BUYER_EMAIL } from '../fixtures/sessions'

const api = setupApi()
const WORD = 'шмыгозавр'

let categoryId: number
let buyer: RequestInit
let keyAccount: RequestInit
const found: number[] = []

const search = (init?: RequestInit) => api.json<SearchResponse>(`/api/search/?q=${encodeURIComponent(WORD)}`, init)
const listing = (init?: RequestInit) =>
  api.json<ProductListResponse>(`/api/catalog/products/?q=${encodeURIComponent(WORD)}`, init)

async function addProduct(index: number): Promise<number> {
  const [row] = await api.database.db
    .insert(products)
    .values({
      slug: `shmygozavr-${index}`,
      sku: `SHM-${index}`,
      title: { ru: `Шмыгозавр игрушка ${index}`, en: `Shmygozavr toy ${index}` },
      categoryId,
      stock: 5,
    })
    .returning({ id: products.id })
  if (!row) throw new Error('the product was not inserted')
  await setWholesalePrices(api.database.db, [{ productId: row.id, price: 10_000 + index }])
  const keyAccountList = await priceTypeIdTitled(api.database.db, KEY_ACCOUNT_LIST)
  await setListPrices(api.database.db, keyAccountList, [{ productId: row.id, price: 9_000 + index }])
  found.push(row.id)
  return row.id
}

beforeAll(async () => {
  const [sample] = await api.database.db
    .select({ categoryId: products.categoryId })
    .from(products)
    .orderBy(asc(products.id))
    .limit(1)
  if (!sample) throw new Error('the test catalogue has no products')
  categoryId = sample.categoryId
  buyer = bearer(await createSessionFor(api.database.db, DEMO_BUYER_EMAIL))
  keyAccount = bearer(await createSessionFor(api.database.db, 'keyaccount@example.com'))
  await addProduct(1)
  api.ctx.cache = new TtlCache(60_000)
})
afterAll(() => {
  api.ctx.cache = new TtlCache(0)
})

describe('search results in the shared cache', () => {
  it('answers a repeated query from what was kept until the catalogue changes', async () => {
    expect((await search()).body.products.total).toBe(1)
    expect((await listing()).body.total).toBe(1)

    // Written behind the app's back: nothing tells the cache, so the kept answer stands.
    const added = await addProduct(2)
    expect((await search()).body.products.results.map((card) => card.id)).toEqual([found[0]])
    expect((await listing()).body.total).toBe(1)

    await api.ctx.changes.publish('catalogue')
    const searched = (await search()).body.products
    expect(searched.total).toBe(2)
    expect(searched.results.map((card) => card.id).sort()).toEqual([...found].sort())
    const listed = (await listing()).body
    expect(listed.total).toBe(2)
    expect(listed.products.map((card) => card.id)).toContain(added)
  })

  it('keeps a title change out until the change is published', async () => {
    const [first] = found
    await api.database.db
      .update(products)
      .set({ title: { ru: 'Подстилка древесная', en: 'Wood bedding' } })
      .where(eq(products.id, first!))
    expect((await listing()).body.total).toBe(2)
    await api.ctx.changes.publish('catalogue')
    expect((await search()).body.products.results.map((card) => card.id)).not.toContain(first)
    expect((await listing()).body.total).toBe(1)
  })

  it('gives each viewer the cards of their own price list from the same kept ids, and guests none', async () => {
    const [, second] = found
    // Kept first for a buyer, then read by a guest and a key account, and the other way round.
    for (const order of [
      [buyer, undefined, keyAccount],
      [undefined, keyAccount, buyer],
    ]) {
      await api.ctx.changes.publish('catalogue')
      for (const viewer of order) {
        const searched = (await search(viewer)).body
        const listed = (await listing(viewer)).body
        const cards = [searched.products.results.find((card) => card.id === second), listed.products[0]]
        if (viewer === undefined) {
          expect(findKeys(searched)).toEqual([])
          expect(findKeys(listed)).toEqual([])
        } else for (const card of cards) expect(card).toMatchObject({ price: viewer === buyer ? 10_002 : 9_002 })
      }
    }
  })

  it('lists the goods of the search page in the order search/ kept, ranking them once for both', async () => {
    await api.ctx.changes.publish('catalogue')
    const kept = (await search()).body.products.results.map((card) => card.id)
    // Written behind the app's back: a listing ranking on its own would find it.
    const added = await addProduct(3)
    expect((await listing()).body.products.map((card) => card.id)).toEqual(kept)
    await api.ctx.changes.publish('catalogue')
    expect((await listing()).body.products.map((card) => card.id)).toContain(added)
  })
})

describe('the shared cache', () => {
  it('drops its least recently used entries beyond its size', async () => {
    const cache = new TtlCache(60_000, 2)
    let computed = 0
    const get = (key: string) => cache.get(key, async () => (computed += 1))
    await get('a')
    await get('b')
    await get('a')
    await get('c')
    expect(cache.size).toBe(2)
    expect(computed).toBe(3)
    await get('a')
    expect(computed).toBe(3)
    await get('b')
    expect(computed).toBe(4)
  })
})
