// A broad search keeps its 1,000 best goods (docs/decisions/027-capped-broad-search.md): search/ and the
// search page's listing say the total is capped, page within the 1,000 up to a correct last page, refuse a page
// beyond it with a localized message, sort and count facets within the kept goods; a narrow search counts exactly.
// Made-up words on inserted products make every count exact: "Глорбикс" on 1,100 goods (capped), "Флюмпер" on
// exactly 1,000 of them (not capped), "Шмуркель" on 3.
import { and, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ProductListResponse, SearchResponse } from '../../contract/catalogue'
import { SEARCH_RESULTS_CAP } from '../../contract/search-query'
import { brands, labels, productLabels, products } from '../../server/db/schema/catalogue'
import { rowsOf } from '../../server/modules/catalogue/sql-rows'
import { setupApi } from '../fixtures/api-app'
import { catalogueSample } from '../fixtures/catalogue-sample'
import { findKeys } from '../fixtures/forbidden-keys'
import { setWholesalePrices } from '../fixtures/price-lists'
import { bearer, createSessionFor, DEMO_BUYER_EMAIL } from '../fixtures/sessions'

const api = setupApi()

const BROAD = 1_100
const BESTSELLERS = 40
const BRANDED = 300
let bestsellerIds: number[]
let brandId: number
let buyer: RequestInit

type Refusal = { detail?: string }
const search = (params: Record<string, string>, prefix = '/api', init?: RequestInit) =>
  api.json<SearchResponse & Refusal>(`${prefix}/search/?${new URLSearchParams(params)}`, init)
const list = (params: Record<string, string>, prefix = '/api', init?: RequestInit) =>
  api.json<ProductListResponse & Refusal>(`${prefix}/catalog/products/?${new URLSearchParams(params)}`, init)

/** Every page of a listing, in order. */
async function allListed(params: Record<string, string>): Promise<number[]> {
  const first = await list({ ...params, ps: '96' })
  const rest = await Promise.all(
    Array.from({ length: first.body.pages - 1 }, (_, index) => list({ ...params, ps: '96', p: String(index + 2) })),
  )
  return [first, ...rest].flatMap(({ body }) => body.products.map((card) => card.id))
}

beforeAll(async () => {
  const db = api.database.db
  const sample = await catalogueSample(db)
  const [brand] = await db
    .insert(brands)
    .values({ slug: 'glorbix-test', title: 'Тестбренд' })
    .returning({ id: brands.id })
  if (!brand) throw new Error('the brand was not inserted')
  brandId = brand.id
  // The bestsellers are inserted last: an id order would leave them out of the first 1,000.
  const rows = await db
    .insert(products)
    .values([
      ...Array.from({ length: BROAD }, (_, index) => ({
        slug: `glorbix-${index}`,
        sku: `GLX-${index}`,
        title:
          index < SEARCH_RESULTS_CAP
            ? { ru: `Глорбикс Флюмпер модель ${index}`, en: `Glorbix Flumper model ${index}` }
            : { ru: `Глорбикс модель ${index}`, en: `Glorbix model ${index}` },
        categoryId: sample.categoryId,
        stock: 20,
        brandId: index < BRANDED ? brand.id : null,
      })),
      ...[1, 2, 3].map((index) => ({
        slug: `shmurkel-${index}`,
        sku: `SHM-${index}`,
        title: { ru: `Шмуркель ${index}`, en: `Shmurkel ${index}` },
        categoryId: sample.categoryId,
        stock: 20,
      })),
    ])
    .returning({ id: products.id })
  const ids = rows.map((row) => row.id)
  bestsellerIds = ids.slice(BROAD - BESTSELLERS, BROAD)
  await db
    .insert(productLabels)
    .values(bestsellerIds.map((productId) => ({ productId, labelId: sample.bestsellerLabelId })))
  await setWholesalePrices(
    db,
    ids.map((productId) => ({ productId, price: 5_000 })),
  )
  buyer = bearer(await createSessionFor(api.database.db, DEMO_BUYER_EMAIL))
})

describe('search cap: search/', () => {
  it('keeps 1,000 goods of a broad search and says the total is capped', async () => {
    const { status, body } = await search({ q: 'глорбикс' })
    expect(status).toBe(200)
    expect(body.products).toMatchObject({ total: SEARCH_RESULTS_CAP, total_capped: true, pages: 42 })
    expect(body.products.results).toHaveLength(24)
  })

  it('counts exactly 1,000 matches and fewer exactly, without the cap', async () => {
    expect((await search({ q: 'флюмпер' })).body.products).toMatchObject({ total: 1000, total_capped: false })
    expect((await search({ q: 'шмуркель' })).body.products).toMatchObject({ total: 3, total_capped: false, pages: 1 })
  })

  it('keeps the bestsellers among the 1,000 and ranks them first', async () => {
    const { body } = await search({ q: 'глорбикс', limit: '96' })
    expect(body.products.results.slice(0, BESTSELLERS).map((card) => card.id)).toEqual(
      expect.arrayContaining(bestsellerIds),
    )
  })

  it('answers the last page within the cap, and refuses the next one with a localized message', async () => {
    const last = await search({ q: 'глорбикс', page: '42' })
    expect(last.status).toBe(200)
    expect(last.body.products.results).toHaveLength(SEARCH_RESULTS_CAP - 41 * 24)
    const beyond = await search({ q: 'глорбикс', page: '43' })
    expect(beyond.status).toBe(404)
    expect(beyond.body.detail).toContain('1\u00a0000')
    const lastOf96 = await search({ q: 'glorbix', page: '11', limit: '96' }, '/api/en')
    expect(lastOf96.body.products.results).toHaveLength(SEARCH_RESULTS_CAP - 10 * 96)
    const english = await search({ q: 'glorbix', page: '12', limit: '96' }, '/api/en')
    expect(english.status).toBe(404)
    expect(english.body.detail).toContain('1,000')
  })

  it('gives a guest no price or stock on a capped search; a buyer gets them', async () => {
    const guest = await search({ q: 'глорбикс', limit: '96' })
    expect(findKeys(guest.body)).toEqual([])
    const signedIn = await search({ q: 'глорбикс' }, '/api', buyer)
    expect(signedIn.body.products.results[0]).toMatchObject({ price: 5_000 })
  })
})

describe('search cap: the search page listing', () => {
  it('lists the same 1,000 goods as search/, capped, page by page to the last one', async () => {
    const found = await Promise.all(
      Array.from({ length: 11 }, (_, index) => search({ q: 'глорбикс', limit: '96', page: String(index + 1) })),
    )
    const searchIds = found.flatMap(({ body }) => body.products.results.map((card) => card.id))
    expect(searchIds).toHaveLength(SEARCH_RESULTS_CAP)
    const first = await list({ q: 'глорбикс' })
    expect(first.body).toMatchObject({ total: SEARCH_RESULTS_CAP, total_capped: true, pages: 42 })
    expect(await allListed({ q: 'глорбикс' })).toEqual(searchIds)
    const last = await list({ q: 'глорбикс', p: '42' })
    expect(last.body.products).toHaveLength(SEARCH_RESULTS_CAP - 41 * 24)
  })

  it('refuses a page beyond the cap with a localized message, never a 500', async () => {
    const beyond = await list({ q: 'глорбикс', p: '43' })
    expect(beyond.status).toBe(404)
    expect(beyond.body.detail).toContain('1\u00a0000')
    const english = await list({ q: 'glorbix', p: '999999' }, '/api/en')
    expect(english.status).toBe(404)
    expect(english.body.detail).toContain('1,000')
    const narrow = await list({ q: 'шмуркель', p: '2' })
    expect(narrow.status).toBe(404)
    expect(narrow.body.detail).not.toContain('1\u00a0000')
  })

  it('sorts within the kept goods', async () => {
    const kept = new Set(await allListed({ q: 'глорбикс' }))
    const byName = await allListed({ q: 'глорбикс', o: 'name' })
    expect(byName).toHaveLength(SEARCH_RESULTS_CAP)
    expect(new Set(byName)).toEqual(kept)
    const first = await list({ q: 'глорбикс', o: 'name' })
    const titles = first.body.products.map((card) => card.title)
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'ru')))
    expect(first.body.total_capped).toBe(true)
  })

  it('counts the facets among the kept goods, and filters within them', async () => {
    const kept = await allListed({ q: 'глорбикс' })
    const brandedKept = (
      await api.database.db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, kept), eq(products.brandId, brandId)))
    ).length
    expect(brandedKept).toBeGreaterThan(0)
    const { body } = await list({ q: 'глорбикс' })
    expect(body.brands.find((brand) => brand.slug === 'glorbix-test')?.count).toBe(brandedKept)
    const filtered = await list({ q: 'глорбикс', b: 'glorbix-test', ps: '96' })
    expect(filtered.body).toMatchObject({ total: brandedKept, total_capped: true })
  })

  it('keeps a narrow search exact, and gives a guest no price or stock', async () => {
    const { body } = await list({ q: 'шмуркель' })
    expect(body).toMatchObject({ total: 3, total_capped: false, pages: 1 })
    expect(findKeys(await list({ q: 'глорбикс', ps: '96' }).then((answer) => answer.body))).toEqual([])
  })
})

describe('search cap: the stored bestseller rank', () => {
  it('follows the bestseller label as it is given and taken away', async () => {
    const db = api.database.db
    const [hit] = await db.select({ id: labels.id }).from(labels).where(eq(labels.slug, 'hit'))
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.slug, 'shmurkel-1'))
    if (!hit || !product) throw new Error('no bestseller label or fixture')
    const rankOf = async () =>
      rowsOf<{ rank: number }>(
        await db.execute(sql`select search_rank as rank from products where id = ${product.id}`),
      )[0]?.rank
    expect(await rankOf()).toBe(0)
    await db.insert(productLabels).values({ productId: product.id, labelId: hit.id })
    expect(await rankOf()).toBe(1)
    await db.delete(productLabels).where(eq(productLabels.productId, product.id))
    expect(await rankOf()).toBe(0)
    expect(
      rowsOf<{ rank: number }>(
        await db.execute(sql`select search_rank as rank from products where id = ${bestsellerIds[0]!}`),
      )[0]?.rank,
    ).toBe(1)
  })
})
