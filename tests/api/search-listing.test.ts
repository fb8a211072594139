// The search page's listing: catalog/products/ with a query (q) lists the goods search/ finds, with the
// catalogue's sorts, filters, facets and paging, by relevance unless sorted otherwise. Relevance is checked
// by rules on a made-up word ("Квакворм" / "Quackworm") in products inserted here, and on the seeded
// catalogue only by what a buyer must see (dog and cat foods on the first page for «корм»).
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ProductListResponse, SearchResponse } from '../../contract/catalogue'
import {
  brands,
  categories,
  colors,
  labels,
  productColors,
  productLabels,
  products,
} from '../../server/db/schema/catalogue'
import { setWholesalePrices } from '../fixtures/price-lists'
import { setupApi } from '../fixtures/api-app'
import { catalogueSample } from '../fixtures/catalogue-sample'

const api = setupApi()

/** Inserted in this order, so that an id order would put the weakest match first. */
const FIXTURES = {
  prefixOnly: { ru: 'Кваквормушка подвесная, 1 шт', en: 'Quackwormery hanging, 1 pc' },
  brandOnly: { ru: 'Миска керамическая для тестов, 1 шт', en: 'Ceramic test bowl, 1 pc' },
  named: { ru: 'Квакворм сухой для тестов, 1 кг', en: 'Quackworm dry test food, 1 kg' },
  namedBestseller: { ru: 'Квакворм влажный для тестов, 85 г', en: 'Quackworm wet test food, 85 g' },
} as const
type FixtureKey = keyof typeof FIXTURES
const ids = {} as Record<FixtureKey, number>
let brandSlug: string

const list = (params: Record<string, string>, prefix = '/api') =>
  api.json<ProductListResponse>(`${prefix}/catalog/products/?${new URLSearchParams(params)}`)
const listIds = (body: ProductListResponse) => body.products.map((card) => card.id)

beforeAll(async () => {
  const db = api.database.db
  const sample = await catalogueSample(db)
  const [brand] = await db
    .insert(brands)
    .values({ slug: 'kvakvorm-test', title: 'Квакворм' })
    .returning({ id: brands.id, slug: brands.slug })
  if (!brand) throw new Error('the brand was not inserted')
  brandSlug = brand.slug
  for (const [key, title] of Object.entries(FIXTURES) as [FixtureKey, (typeof FIXTURES)[FixtureKey]][]) {
    const [row] = await db
      .insert(products)
      .values({
        slug: `kvakvorm-${key.toLowerCase()}`,
        sku: `KV-${key.toUpperCase()}`,
        title,
        categoryId: sample.categoryId,
        stock: 5,
        brandId: key === 'brandOnly' ? brand.id : null,
      })
      .returning({ id: products.id })
    if (!row) throw new Error(`fixture ${key} was not inserted`)
    ids[key] = row.id
    await setWholesalePrices(db, [{ productId: row.id, price: 10_000 }])
  }
  await db.insert(productLabels).values({ productId: ids.namedBestseller, labelId: sample.bestsellerLabelId })
})

/** Every good a search listing holds, page by page. */
async function allListed(params: Record<string, string>): Promise<number[]> {
  const listed: number[] = []
  for (let page = 1; ; page += 1) {
    const { body } = await list({ ...params, ps: '96', p: String(page) })
    listed.push(...listIds(body))
    if (page >= body.pages) return listed
  }
}

/** The total, brand and colour facets and the new and sale counts of these goods, read from their rows. */
async function facetsOf(productIds: number[]) {
  const db = api.database.db
  const brandRows = await db
    .select({ slug: brands.slug, count: count() })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(inArray(products.id, productIds), isNotNull(products.brandId)))
    .groupBy(brands.slug)
  const colourRows = await db
    .select({ slug: colors.slug, count: count() })
    .from(productColors)
    .innerJoin(colors, eq(colors.id, productColors.colorId))
    .where(inArray(productColors.productId, productIds))
    .groupBy(colors.slug)
  const labelled = async (slug: string) =>
    (
      await db
        .select({ id: productLabels.productId })
        .from(productLabels)
        .innerJoin(labels, eq(labels.id, productLabels.labelId))
        .where(and(inArray(productLabels.productId, productIds), eq(labels.slug, slug)))
    ).length
  const bySlug = (rows: { slug: string; count: number }[]) =>
    expect.arrayContaining(rows.map((row) => expect.objectContaining({ slug: row.slug, count: row.count })))
  return {
    total: productIds.length,
    brands: bySlug(brandRows),
    colors: bySlug(colourRows),
    new: await labelled('new'),
    sale: await labelled('sale'),
  }
}

async function expectDogAndCatGoods(productIds: number[]) {
  const paths = await api.database.db
    .select({ path: categories.path })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, productIds))
  expect(paths.some(({ path }) => path.startsWith('dogs/'))).toBe(true)
  expect(paths.some(({ path }) => path.startsWith('cats/'))).toBe(true)
}

describe('search ranking', () => {
  const expected = () => [ids.namedBestseller, ids.named, ids.prefixOnly, ids.brandOnly]

  it('ranks titles naming the query word above prefix and brand matches, the bestseller first among them', async () => {
    const { status, body } = await list({ q: 'квакворм' })
    expect(status).toBe(200)
    expect(listIds(body)).toEqual(expected())
  })

  it('ranks the same way in the search/ answer, and in English', async () => {
    const { body } = await api.json<SearchResponse>(`/api/search/?q=${encodeURIComponent('квакворм')}`)
    expect(body.products.results.map((card) => card.id)).toEqual(expected())
    const { body: en } = await list({ q: 'quackworm' }, '/api/en')
    expect(listIds(en).slice(0, 2)).toEqual([ids.namedBestseller, ids.named])
  })

  it('puts dog and cat foods on page 1 for «корм», titles naming it above those only starting with it', async () => {
    const { body: found } = await api.json<SearchResponse>(`/api/search/?q=${encodeURIComponent('корм')}&limit=24`)
    await expectDogAndCatGoods(found.products.results.map((card) => card.id))
    const { body } = await list({ q: 'корм', ps: '96' })
    expect(body.total).toBeGreaterThan(96)
    await expectDogAndCatGoods(listIds(body).slice(0, 24))
    // «Кормушка» (a feeder) only starts with the word: no feeder comes before the last title naming «корм».
    const titles = body.products.map((card) => card.title.toLowerCase())
    const lastNamed = titles.findLastIndex((title) =>
      /(^|[^а-яё])корм([^а-яё]|а|у|ом|е|ы|ов|ам|ами|ах)?([^а-яё]|$)/.test(title),
    )
    const firstFeeder = titles.findIndex((title) => title.includes('кормушк'))
    if (firstFeeder >= 0) expect(firstFeeder).toBeGreaterThan(lastNamed)
  })
})

describe('catalog/products/ with a search query', () => {
  it('lists exactly the goods search/ finds, page by page, in the same order', async () => {
    const { body: found } = await api.json<SearchResponse>(`/api/search/?q=${encodeURIComponent('собак')}&limit=96`)
    const { body: first } = await list({ q: 'собак' })
    const { body: second } = await list({ q: 'собак', p: '2' })
    expect(first.total).toBe(found.products.total)
    expect(first.pages).toBe(Math.ceil(found.products.total / 24))
    expect([...listIds(first), ...listIds(second)]).toEqual(found.products.results.slice(0, 48).map((card) => card.id))
  })

  it('sorts, filters by brand and counts the facets of the found goods only', async () => {
    const { body: byName } = await list({ q: 'квакворм', o: 'name' })
    expect(byName.products.map((card) => card.title)).toEqual(
      [FIXTURES.named.ru, FIXTURES.namedBestseller.ru, FIXTURES.prefixOnly.ru, FIXTURES.brandOnly.ru].sort((a, b) =>
        a.localeCompare(b, 'ru'),
      ),
    )
    expect(byName.brands).toEqual([expect.objectContaining({ slug: brandSlug, count: 1 })])
    const { body: branded } = await list({ q: 'квакворм', b: brandSlug })
    expect(listIds(branded)).toEqual([ids.brandOnly])
    expect(branded.brands).toEqual([expect.objectContaining({ slug: brandSlug, count: 1 })])
  })

  it('counts the facets of the found goods as their rows say, with a filter selected too', async () => {
    const found = await allListed({ q: 'корм' })
    const whole = await list({ q: 'корм' })
    expect(whole.body).toMatchObject(await facetsOf(found))
    const colour = whole.body.colors[0]?.slug
    if (!colour) throw new Error('no colour among the goods found for «корм»')
    const coloured = await list({ q: 'корм', c: colour })
    const [colourRow] = await api.database.db.select({ id: colors.id }).from(colors).where(eq(colors.slug, colour))
    const withColour = (
      await api.database.db
        .select({ id: productColors.productId })
        .from(productColors)
        .where(and(inArray(productColors.productId, found), eq(productColors.colorId, colourRow?.id ?? 0)))
    ).map((row) => row.id)
    expect(withColour.length).toBeGreaterThan(0)
    // The colour group counts without its own selection: among every good found.
    expect(coloured.body).toMatchObject({ ...(await facetsOf(withColour)), colors: (await facetsOf(found)).colors })
  })

  it('answers an empty listing when nothing is found; refuses relevance without a query and a NUL in it', async () => {
    const { status, body } = await list({ q: 'щщщщщщщщ' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ total: 0, pages: 0, products: [], colors: [], filters: [], new: 0, sale: 0 })
    const stopWord = await list({ q: 'для', b: brandSlug })
    expect(stopWord.body).toMatchObject({ total: 0, products: [], brands: [expect.objectContaining({ count: 0 })] })
    const { status: rankStatus, body: rankBody } = await api.json<Record<string, string[]>>(
      '/api/catalog/products/?o=rank',
    )
    expect(rankStatus).toBe(400)
    expect(Object.keys(rankBody)).toEqual(['o'])
    const { status: nulStatus, body: nulBody } = await api.json<Record<string, string[]>>(
      '/api/catalog/products/?q=a%00b',
    )
    expect(nulStatus).toBe(400)
    expect(Object.keys(nulBody)).toEqual(['q'])
  })
})
