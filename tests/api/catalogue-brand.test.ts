// pages/brand/{id}/: the brand page by id or slug, with derived meta tags, in both languages.
import { asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BrandIndexEntry, BrandPage, ProductListResponse } from '../../contract/catalogue'
import { brands } from '../../server/db/schema/catalogue'
import { metaDescription } from '../../server/modules/catalogue/brand-page'
import { setupApi } from '../fixtures/api-app'

const api = setupApi()
let brand: typeof brands.$inferSelect

beforeAll(async () => {
  const [row] = await api.database.db
    .select()
    .from(brands)
    .where(eq(brands.isPublished, true))
    .orderBy(asc(brands.id))
    .limit(1)
  if (!row) throw new Error('no brand in the test catalogue')
  brand = row
})

const page = (key: string | number, prefix = '/api') => api.json<BrandPage>(`${prefix}/pages/brand/${key}/`)

describe('GET /api/pages/brand/{id}/', () => {
  it('finds a brand by id and by slug', async () => {
    const byId = await page(brand.id)
    expect(byId.status).toBe(200)
    expect((await page(brand.slug)).body).toEqual(byId.body)
    expect(byId.body).toMatchObject({
      id: brand.id,
      slug: brand.slug,
      title: brand.title,
      logo: brand.logo,
      logo_color: brand.logoColor,
    })
    expect(byId.body.description).toBe(brand.description?.ru)
    expect(byId.body.country).toEqual(expect.any(String))
  })

  it('derives the meta tags from the brand', async () => {
    const { body } = await page(brand.slug)
    expect(body.meta.title).toContain(brand.title)
    expect(body.meta.keywords).toContain(brand.title)
    expect(body.meta.description.length).toBeGreaterThan(20)
    expect(body.meta.description.length).toBeLessThanOrEqual(160)
    expect(body.meta.description).not.toMatch(/[<>]/)
  })

  it('answers in English', async () => {
    const { body } = await page(brand.slug, '/api/en')
    expect(body.description).toBe(brand.description?.en)
    expect(`${body.meta.title}${body.meta.description}${body.country}`).not.toMatch(/[а-яё]/i)
  })

  it('answers unknown, malformed and unpublished brands with 404', async () => {
    for (const key of ['999999', 'no-such-brand', 'Bad_Slug']) expect((await page(key)).status).toBe(404)
    await api.database.db.update(brands).set({ isPublished: false }).where(eq(brands.id, brand.id))
    try {
      expect((await page(brand.slug)).status).toBe(404)
      expect((await api.json(`/api/catalog/products/?brand=${brand.slug}`)).status).toBe(404)
    } finally {
      await api.database.db.update(brands).set({ isPublished: true }).where(eq(brands.id, brand.id))
    }
  })
})

describe('metaDescription', () => {
  it('turns HTML into plain text cut at a word boundary', () => {
    expect(metaDescription('<p>Short  <b>text</b></p>')).toBe('Short text')
    const long = metaDescription(`<p>${'word '.repeat(60)}</p>`)
    expect(long.length).toBeLessThanOrEqual(160)
    expect(long).toMatch(/word…$/)
  })
})

describe('GET /api/pages/brand/ (the brands index)', () => {
  type Index = { results: BrandIndexEntry[] }

  it('lists each published brand by title with its logo and the count of its goods in the catalogue', async () => {
    const { status, body } = await api.json<Index>('/api/pages/brand/')
    expect(status).toBe(200)
    const published = await api.database.db.select().from(brands).where(eq(brands.isPublished, true))
    expect(body.results.map((entry) => entry.slug).sort()).toEqual(published.map((row) => row.slug).sort())
    expect(body.results.map((entry) => entry.title)).toEqual(
      [...body.results.map((entry) => entry.title)].sort((a, b) => a.localeCompare(b, 'ru')),
    )
    for (const entry of body.results.slice(0, 5)) {
      const listing = await api.json<ProductListResponse>(`/api/catalog/products/?brand=${entry.slug}`)
      expect(entry.count, entry.slug).toBe(listing.body.total)
      const row = published.find((item) => item.slug === entry.slug)
      expect(entry).toMatchObject({ id: row?.id, title: row?.title, logo: row?.logo, logo_color: row?.logoColor })
    }
    expect(body.results.some((entry) => entry.count > 0)).toBe(true)
  })

  it('leaves unpublished brands out, in English too', async () => {
    const [hidden] = await api.database.db
      .insert(brands)
      .values({ slug: 'hidden-index-brand', title: 'Hidden', isPublished: false })
      .returning()
    const { status, body } = await api.json<Index>('/api/en/pages/brand/')
    expect(status).toBe(200)
    expect(body.results.map((entry) => entry.slug)).not.toContain(hidden?.slug)
  })
})
