// News (pages/info/…) and sales actions (pages/sales/…): section pages, paged lists with a category filter,
// one publication by id or slug with previous/next, categories, 400s for bad queries and 404s.
import { and, asc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type {
  PublicationCategory,
  PublicationDetail,
  PublicationList,
  PublicationSectionPage,
} from '../../contract/content'
import { publicationCategories, publications } from '../../server/db/schema/content'
import { setupApi } from '../fixtures/api-app'
import { findKeys } from '../fixtures/forbidden-keys'
import { bearer, createSessionFor, DEMO_BUYER_EMAIL } from '../fixtures/sessions'

const api = setupApi()
const CYRILLIC = /[а-яё]/i
let buyer: RequestInit

beforeAll(async () => {
  buyer = bearer(await createSessionFor(api.database.db, DEMO_BUYER_EMAIL))
})

const SECTIONS = [
  { kind: 'info' as const, list: 'pages/info/publications/', page: 'pages/info/page/' },
  { kind: 'sales' as const, list: 'pages/sales/actions/', page: 'pages/sales/page/' },
]

/** Published items the lists show: dated today or earlier, and (sales) not yet ended. */
const publishedCount = async (kind: 'info' | 'sales', categoryId?: number) =>
  (
    await api.database.db
      .select({ id: publications.id })
      .from(publications)
      .where(
        and(
          eq(publications.kind, kind),
          eq(publications.isPublished, true),
          lte(publications.publicationDate, sql`current_date`),
          or(isNull(publications.endsOn), gte(publications.endsOn, sql`current_date`)),
          categoryId ? eq(publications.categoryId, categoryId) : undefined,
        ),
      )
  ).length

describe.each(SECTIONS)('$list', ({ kind, list, page }) => {
  it('the section page carries its categories', async () => {
    const { status, body } = await api.json<PublicationSectionPage>(`/api/${page}`)
    expect(status).toBe(200)
    expect(body.meta.title.length).toBeGreaterThan(0)
    expect(body.categories.length).toBeGreaterThan(0)
    expect(body.categories[0]).toEqual({
      id: expect.any(Number),
      title: expect.stringMatching(CYRILLIC),
      color: expect.any(String),
      slug: expect.any(String),
    })
    const en = await api.json<PublicationSectionPage>(`/api/en/${page}`)
    expect(en.body.categories.map((c) => c.title).join()).not.toMatch(CYRILLIC)
  })

  it('pages through every published item, newest first, in the item shape', async () => {
    const total = await publishedCount(kind)
    const first = await api.json<PublicationList>(`/api/${list}?page_size=5`)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ count: total, pages: Math.ceil(total / 5), page: 1, page_size: 5 })
    const item = first.body.results[0]
    expect(item).toMatchObject({
      id: expect.any(Number),
      title: expect.stringMatching(CYRILLIC),
      slug: expect.any(String),
      publication_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      image_preview: expect.stringMatching(/^\/media\//),
      image_main: expect.stringMatching(/^\/media\//),
      category: { title: expect.any(String), color: expect.any(String), slug: expect.any(String) },
    })
    const [y, m, d] = item!.publication_date.split('-')
    expect(item!.url).toBe(`/${kind}/${d}-${m}-${y}/${item!.slug}/`)
    const seen: string[] = []
    for (let p = 1; p <= first.body.pages; p++) {
      const { body } = await api.json<PublicationList>(`/api/${list}?page_size=5&page=${p}`)
      seen.push(...body.results.map((r) => `${r.publication_date}#${r.id}`))
    }
    expect(seen).toHaveLength(total)
    expect(new Set(seen).size).toBe(total)
    expect(
      [...seen]
        .sort()
        .reverse()
        .map((s) => s.slice(0, 10)),
    ).toEqual(seen.map((s) => s.slice(0, 10)))
    const defaults = await api.json<PublicationList>(`/api/${list}`)
    expect(defaults.body.page_size).toBe(12)
    const whole = await api.json<PublicationList>(`/api/${list}?limit=1000000`)
    expect(whole.body).toMatchObject({ count: total, pages: 1, page: 1 })
    expect(whole.body.results).toHaveLength(total)
    expect(whole.body.results[0]?.updated).toEqual(expect.any(String))
  })

  it('filters by category', async () => {
    const [category] = await api.database.db
      .select()
      .from(publicationCategories)
      .where(eq(publicationCategories.kind, kind))
      .orderBy(asc(publicationCategories.id))
      .limit(1)
    const { status, body } = await api.json<PublicationList>(`/api/en/${list}?category=${category!.slug}&page_size=100`)
    expect(status).toBe(200)
    expect(body.count).toBe(await publishedCount(kind, category!.id))
    expect(body.count).toBeGreaterThan(0)
    for (const item of body.results) expect(item.category?.slug).toBe(category!.slug)
    expect(body.results.map((r) => r.title).join()).not.toMatch(CYRILLIC)
  })

  it('answers bad page, page size and category with 400 field errors, and a page past the end with 404', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=-1', 'page'],
      ['page_size=1000', 'page_size'],
      ['limit=0', 'limit'],
      ['limit=x', 'limit'],
      ['category=no-such', 'category'],
      ['category=Bad%20Slug', 'category'],
    ] as const) {
      const { status, body } = await api.json<Record<string, string[]>>(`/api/${list}?${query}`)
      expect(status, query).toBe(400)
      expect(body[field]?.[0], query).toEqual(expect.any(String))
    }
    const en = await api.json<Record<string, string[]>>(`/api/en/${list}?category=no-such`)
    expect(en.body.category?.[0]).toBe('No such category')
    expect((await api.json(`/api/${list}?page=999`)).status).toBe(404)
  })

  it('finds one publication by id and by slug with its neighbours, in both languages', async () => {
    const { body: listed } = await api.json<PublicationList>(`/api/${list}?page_size=3`)
    const middle = listed.results[1]!
    const byId = await api.json<PublicationDetail>(`/api/${list}${middle.id}/`)
    expect(byId.status).toBe(200)
    expect((await api.json<PublicationDetail>(`/api/${list}${middle.slug}/`)).body).toEqual(byId.body)
    expect(byId.body).toMatchObject({
      id: middle.id,
      title: middle.title,
      slug: middle.slug,
      publication_date: middle.publication_date,
    })
    expect(byId.body.body).toMatch(/^<p>/)
    expect(byId.body.meta.title.length).toBeGreaterThan(0)
    expect(byId.body.meta.description.length).toBeGreaterThan(0)
    expect(byId.body.next?.id).toBe(listed.results[0]!.id)
    expect(byId.body.previous?.id).toBe(listed.results[2]!.id)
    const newest = await api.json<PublicationDetail>(`/api/${list}${listed.results[0]!.id}/`)
    expect(newest.body.next).toBeNull()
    const en = await api.json<PublicationDetail>(`/api/en/${list}${middle.slug}/`)
    expect(`${en.body.title}${en.body.body}${en.body.meta.title}${en.body.category?.title}`).not.toMatch(CYRILLIC)
  })

  it('checks the date of the page URL, and answers unknown ids and slugs with 404', async () => {
    const { body: listed } = await api.json<PublicationList>(`/api/${list}?page_size=1`)
    const item = listed.results[0]!
    const urlDate = item.publication_date.split('-').reverse().join('-')
    expect((await api.json(`/api/${list}${item.slug}/?date=${urlDate}`)).status).toBe(200)
    expect((await api.json(`/api/${list}${item.slug}/?date=01-01-2001`)).status).toBe(404)
    for (const date of ['2024-01-01', '31-02-2024', 'x']) {
      const { status, body } = await api.json<Record<string, string[]>>(`/api/${list}${item.slug}/?date=${date}`)
      expect(status, date).toBe(400)
      expect(body.date?.[0]).toEqual(expect.any(String))
    }
    for (const key of ['999999', 'no-such-slug', 'Bad_Slug']) {
      const { status, body } = await api.json<{ detail: string }>(`/api/en/${list}${key}/`)
      expect(status, key).toBe(404)
      expect(body.detail).toEqual(expect.any(String))
    }
    const other = kind === 'info' ? 'pages/sales/actions/' : 'pages/info/publications/'
    expect((await api.json(`/api/${other}${item.id}/`)).status).toBe(404)
  })

  it('keeps an item scheduled for a later day out of the list, the categories and its own address', async () => {
    const { body: before } = await api.json<PublicationList>(`/api/${list}`)
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    const [row] = await api.database.db
      .insert(publications)
      .values({
        kind,
        slug: 'scheduled-later',
        title: { ru: 'Скоро', en: 'Soon' },
        publicationDate: tomorrow,
        excerpt: { ru: '', en: '' },
        body: { ru: '<p>Позже</p>', en: '<p>Later</p>' },
      })
      .returning()
    const { body: after } = await api.json<PublicationList>(`/api/${list}`)
    expect(after.count).toBe(before.count)
    expect(after.results.map((r) => r.id)).not.toContain(row!.id)
    expect((await api.json(`/api/${list}${row!.id}/`)).status).toBe(404)
    expect((await api.json(`/api/${list}scheduled-later/`)).status).toBe(404)
    await api.database.db.delete(publications).where(eq(publications.id, row!.id))
  })

  it('sanitizes a stored body and excerpt', async () => {
    const [row] = await api.database.db
      .insert(publications)
      .values({
        kind,
        slug: 'stored-xss',
        title: { ru: 'Проверка', en: 'Check' },
        publicationDate: '2001-01-01',
        excerpt: { ru: '<p>Кратко<script>x()</script></p>', en: '' },
        body: { ru: '<p>Текст</p><script>alert(1)</script><img src=x onerror=alert(2)>', en: '<p>Text</p>' },
      })
      .returning()
    const { body } = await api.json<PublicationDetail>(`/api/${list}${row!.id}/`)
    expect(body.body).toBe('<p>Текст</p>')
    expect(body.excerpt).toBe('<p>Кратко</p>')
    expect(body.next).not.toBeNull()
    expect(body.previous).toBeNull()
  })
})

describe('sales actions and their products', () => {
  it('lists the products of an action without prices for guests and with prices for buyers', async () => {
    const { body: listed } = await api.json<PublicationList>('/api/pages/sales/actions/?page_size=100')
    let withProducts: PublicationDetail | undefined
    for (const item of listed.results) {
      const { body } = await api.json<PublicationDetail>(`/api/pages/sales/actions/${item.id}/`)
      if (body.products.length > 0) {
        withProducts = body
        break
      }
    }
    expect(withProducts).toBeDefined()
    expect(findKeys(withProducts)).toEqual([])
    const { body } = await api.json<PublicationDetail>(`/api/pages/sales/actions/${withProducts!.id}/`, buyer)
    expect(body.products[0]?.price).toEqual(expect.any(Number))
    expect(body.products[0]?.amount).toEqual(expect.any(String))
  })

  it('lists only current actions: an ended one leaves the list and counts, but its page still opens', async () => {
    const [ended] = await api.database.db
      .select({ id: publications.id, categoryId: publications.categoryId })
      .from(publications)
      .where(
        and(
          eq(publications.kind, 'sales'),
          eq(publications.isPublished, true),
          lt(publications.endsOn, sql`current_date`),
        ),
      )
      .limit(1)
    expect(ended, 'the demo data holds an ended action').toBeDefined()
    const today = new Date().toISOString().slice(0, 10)
    const { body: listed } = await api.json<PublicationList>('/api/pages/sales/actions/?page_size=100')
    expect(listed.results.length).toBeGreaterThan(0)
    expect(listed.results.map((item) => item.id)).not.toContain(ended!.id)
    for (const item of listed.results) expect(item.ends_on === null || item.ends_on >= today, item.url).toBe(true)
    const { body: categories } = await api.json<{ results: (PublicationCategory & { count: number })[] }>(
      '/api/pages/sales/categories/',
    )
    expect(categories.results.find((c) => c.id === ended!.categoryId)?.count).toBe(
      await publishedCount('sales', ended!.categoryId!),
    )
    expect((await api.json<PublicationDetail>(`/api/pages/sales/actions/${ended!.id}/`)).status).toBe(200)
  })

  it('GET pages/sales/categories/ lists the categories with their counts', async () => {
    const { status, body } = await api.json<{ results: (PublicationCategory & { count: number })[] }>(
      '/api/en/pages/sales/categories/',
    )
    expect(status).toBe(200)
    expect(body.results.length).toBeGreaterThan(0)
    expect(body.results.reduce((sum, c) => sum + c.count, 0)).toBeLessThanOrEqual(await publishedCount('sales'))
    expect(body.results.map((c) => c.title).join()).not.toMatch(CYRILLIC)
    const ru = await api.json<{ results: PublicationCategory[] }>('/api/pages/sales/categories/')
    expect(ru.body.results[0]?.title).toMatch(CYRILLIC)
  })
})
