// Guests never receive a price, a stock band, a wait-list flag or a line total from any product-returning
// endpoint of the catalogue or search (the PDF has its own check in catalogue-download.test.ts); signed-in
// buyers do. Other endpoints that return products add their walks here
// (the deep walk is tests/fixtures/forbidden-keys.ts).
import { asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ProductCard } from '../../contract/catalogue'
import { brands, relatedProducts } from '../../server/db/schema/catalogue'
import { publicationProducts } from '../../server/db/schema/content'
import { setupApi } from '../fixtures/api-app'
import { findKeys } from '../fixtures/forbidden-keys'
import { bearer, createSessionFor, DEMO_BUYER_EMAIL } from '../fixtures/sessions'

const api = setupApi()
let paths: string[]
let buyer: RequestInit

beforeAll(async () => {
  const db = api.database.db
  const [brand] = await db
    .select({ slug: brands.slug })
    .from(brands)
    .where(eq(brands.isPublished, true))
    .orderBy(asc(brands.id))
    .limit(1)
  const withRelated = await db
    .selectDistinct({ id: relatedProducts.productId })
    .from(relatedProducts)
    .orderBy(asc(relatedProducts.productId))
    .limit(3)
  const [action] = await db
    .select({ id: publicationProducts.publicationId })
    .from(publicationProducts)
    .orderBy(asc(publicationProducts.publicationId))
    .limit(1)
  const listings = [
    '',
    'ps=96',
    'p=2',
    'path=dogs',
    'o=new',
    'o=sale',
    'o=-sku',
    'n=1',
    's=1',
    'c=black,white',
    `brand=${brand?.slug}`,
  ]
  paths = [
    ...listings.flatMap((query) => [`/api/catalog/products/?${query}`, `/api/en/catalog/products/?${query}`]),
    ...withRelated.flatMap(({ id }) => [`/api/catalog/products/${id}/`, `/api/en/catalog/products/${id}/`]),
    `/api/pages/brand/${brand?.slug}/`,
    // Search answers with products too (the header suggestions use the same endpoint with a small limit).
    `/api/search/?q=${encodeURIComponent('игрушка')}`,
    `/api/search/?q=${encodeURIComponent('корм')}&limit=5`,
    '/api/en/search/?q=toy&page=2',
    // Content pages with product cards: the home page sliders and a sales action's products.
    '/api/pages/homepage/',
    '/api/en/pages/homepage/',
    `/api/pages/sales/actions/${action?.id}/`,
  ]
  buyer = bearer(await createSessionFor(db, DEMO_BUYER_EMAIL))
})

describe('guest price stripping', () => {
  it('returns no price, amount, in_wait or totals anywhere to a guest', async () => {
    for (const path of paths) {
      const { status, body } = await api.json(path)
      expect(status, path).toBe(200)
      expect(findKeys(body), path).toEqual([])
    }
  })

  it('returns the price and stock band to a signed-in buyer', async () => {
    const cards: ProductCard[] = []
    for (const path of paths.filter((item) => item.includes('/catalog/products/'))) {
      const { status, body } = await api.json<
        { products?: ProductCard[]; related?: ProductCard[] } & Partial<ProductCard>
      >(path, buyer)
      expect(status, path).toBe(200)
      cards.push(...(body.products ?? []), ...(body.related ?? []), ...(body.id ? [body as ProductCard] : []))
    }
    for (const path of paths.filter((item) => item.includes('/search/'))) {
      const { status, body } = await api.json<{ products: { results: ProductCard[] } }>(path, buyer)
      expect(status, path).toBe(200)
      expect(body.products.results.length, path).toBeGreaterThan(0)
      cards.push(...body.products.results)
    }
    expect(cards.length).toBeGreaterThan(100)
    for (const card of cards) {
      expect(card.price).toEqual(expect.any(Number))
      expect(card.amount).toEqual(expect.any(String))
      expect(card.in_wait).toEqual(expect.any(Boolean))
    }
  })

  it('treats a pending (inactive) account as a guest', async () => {
    const token = await createSessionFor(api.database.db, 'pending@example.com')
    const { body } = await api.json('/api/catalog/products/', bearer(token))
    expect(findKeys(body)).toEqual([])
  })
})

describe('findKeys', () => {
  it('finds forbidden keys at any depth and gives their paths', () => {
    expect(findKeys({ a: [{ b: { price: 1 } }], amount: null, title: 'price' })).toEqual(['$.a[0].b.price', '$.amount'])
    expect(findKeys([{ total_sum: 0 }, { sum: 0, in_wait: false }])).toEqual([
      '$[0].total_sum',
      '$[1].sum',
      '$[1].in_wait',
    ])
    expect(findKeys({ products: [{ id: 1, labels: [] }] })).toEqual([])
  })
})
