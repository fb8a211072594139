import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../server/db/schema/accounts'
import { brands, categories, products } from '../../server/db/schema/catalogue'
import { parseEnv } from '../../server/env'
import { TtlCache } from '../../server/http/ttl-cache'
import { productBatches } from '../../server/modules/catalogue-download/rows'
import { resolveScope } from '../../server/modules/catalogue-download/scope'
import { formatPrice } from '../../contract/format/price'
import type { CatalogueDownloadPage } from '../../contract/catalogue-download'
import type { CategoryNode } from '../../contract/site'
import { setupApi } from '../fixtures/api-app'
import { wholesalePrices } from '../fixtures/price-lists'
import { bearer, createSessionFor, DEMO_BUYER_EMAIL } from '../fixtures/sessions'

const api = setupApi()

type Pdf = { bytes: Buffer; text: string; response: Response }

/** Whitespace of any kind (the prices use no-break spaces) as one plain space. */
const flat = (value: string) => value.replace(/\s+/g, ' ').trim()

const skus = (text: string) => text.match(/VT-\d{6}/g) ?? []

async function download(path: string, init?: RequestInit): Promise<Pdf> {
  const response = await api.request(path, init)
  expect(
    response.status,
    await response
      .clone()
      .text()
      .then((body) => body.slice(0, 200)),
  ).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  const bytes = Buffer.from(await response.arrayBuffer())
  const document = await getDocumentProxy(new Uint8Array(bytes))
  const { text } = await extractText(document, { mergePages: true })
  return { bytes, text: flat(text), response }
}

let buyerToken = ''
let buyerOrganization = ''

beforeAll(async () => {
  buyerToken = await createSessionFor(api.database.db, DEMO_BUYER_EMAIL)
  const [buyer] = await api.database.db
    .select({ organization: users.organizationName })
    .from(users)
    .where(eq(users.email, DEMO_BUYER_EMAIL))
  buyerOrganization = buyer?.organization ?? ''
})

describe('GET /api/catalog/download/', () => {
  it('streams a real PDF with the cover, category headings in tree order and Cyrillic product rows', async () => {
    const { bytes, text, response } = await download('/api/catalog/download/?limit=6')
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(bytes.subarray(-6).toString()).toMatch(/%%EOF/)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(text).toContain('Каталог товаров')
    expect(text).toContain('6 товаров')
    const { body: tree } = await api.json<CategoryNode[]>('/api/catalog/categories/')
    const first = tree.find((node) => node.count > 0)
    expect(first).toBeDefined()
    expect(text).toContain(first?.title)
    const found = skus(text)
    expect(found).toHaveLength(6)
    const rows = await api.database.db
      .select({ sku: products.sku, title: products.title })
      .from(products)
      .where(inArray(products.sku, found))
    for (const row of rows) expect(text).toContain(flat(row.title.ru))
    expect(rows.every((row) => /[а-яё]/i.test(row.title.ru))).toBe(true)
    // Headings come before their rows: the first category's title precedes the first SKU.
    expect(text.indexOf(first?.title ?? '')).toBeLessThan(text.indexOf(found[0] ?? ''))
  })

  it('embeds the product pictures as JPEG images and a Cyrillic font', async () => {
    const { bytes } = await download('/api/catalog/download/?limit=3')
    const raw = bytes.toString('latin1')
    expect(raw).toMatch(/\/Subtype \/Image/)
    expect(raw).toMatch(/\/Filter \/DCTDecode/)
    expect(raw).toMatch(/\/FontFile2/)
  })

  it('names the attachment in ASCII and, in full, as RFC 5987 filename*', async () => {
    const { response } = await download('/api/catalog/download/?limit=1')
    const disposition = response.headers.get('content-disposition') ?? ''
    expect(disposition).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.pdf"; filename\*=UTF-8''/)
    const encoded = disposition.split("filename*=UTF-8''")[1] ?? ''
    expect(encoded).toMatch(/^[\w%.!~-]+$/)
    expect(decodeURIComponent(encoded)).toMatch(/^Каталог Витрина \d{4}-\d{2}-\d{2}\.pdf$/)
  })

  it('shows guests no price, rouble sign or availability, and says prices come after registration', async () => {
    const { text } = await download('/api/catalog/download/?limit=40')
    expect(text).toContain('Цены показываются после регистрации')
    expect(text).not.toContain('₽')
    for (const word of ['Цена', 'Наличие', 'очень много', 'достаточно']) expect(text).not.toContain(word)
    expect(skus(text)).toHaveLength(40)
  })

  it('shows a buyer the prices in ru-RU roubles, the availability bands and whose prices they are', async () => {
    const { text } = await download('/api/catalog/download/?limit=40', bearer(buyerToken))
    expect(text).toContain(`Цены для ${buyerOrganization}`)
    expect(text).toContain('Цена за шт.')
    expect(text).toContain('Наличие')
    const prices = await wholesalePrices(api.database.db)
    const rows = (
      await api.database.db
        .select({ id: products.id, sku: products.sku, stock: products.stock })
        .from(products)
        .where(inArray(products.sku, skus(text)))
    ).map((row) => ({ ...row, price: prices.get(row.id) ?? 0 }))
    expect(rows).toHaveLength(40)
    for (const row of rows) expect(text).toContain(`${row.sku}`)
    for (const row of rows) expect(text).toContain(flat(formatPrice(Number(row.price))))
    const bands = { none: 'нет', low: 'мало' }
    if (rows.some((row) => row.stock <= 0)) expect(text).toContain(bands.none)
    if (rows.some((row) => row.stock > 0 && row.stock < 10)) expect(text).toContain(bands.low)
  })

  it('pages with limit and offset over the same order', async () => {
    const all = skus((await download('/api/catalog/download/?limit=9')).text)
    const window = skus((await download('/api/catalog/download/?limit=4&offset=5')).text)
    expect(all).toHaveLength(9)
    expect(window).toEqual(all.slice(5, 9))
  })

  it('says so when the window is past the last product', async () => {
    const { text } = await download('/api/catalog/download/?offset=100000')
    expect(text).toContain('0 товаров')
    expect(text).toContain('В этой выборке нет товаров.')
    expect(skus(text)).toEqual([])
  })

  it('makes a brand PDF with every product of that brand and no other', async () => {
    const db = api.database.db
    const perBrand = await db
      .select({ id: brands.id, slug: brands.slug, title: brands.title, total: count() })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(and(eq(products.isPublished, true), eq(brands.isPublished, true)))
      .groupBy(brands.id, brands.slug, brands.title)
      .orderBy(asc(count()), asc(brands.id))
    const brand = perBrand.find((row) => Number(row.total) >= 3)
    if (!brand) throw new Error('the test catalogue has no brand with three products')
    const { text, response } = await download(`/api/catalog/download/?brand=${brand.slug}`)
    const expected = await db
      .select({ sku: products.sku })
      .from(products)
      .where(and(eq(products.brandId, brand.id), eq(products.isPublished, true)))
    expect(new Set(skus(text))).toEqual(new Set(expected.map((row) => row.sku)))
    expect(text).toContain(`Каталог бренда ${brand.title}`)
    expect(response.headers.get('content-disposition')).toContain(`filename="catalogue-${brand.slug}-`)
  })

  it('makes the PDF of one category with only the products below it', async () => {
    const { body: tree } = await api.json<CategoryNode[]>('/api/catalog/categories/')
    const category = tree.flatMap((node) => node.children).find((node) => node.count > 0 && node.count <= 60)
    if (!category) throw new Error('the test catalogue has no small second-level category')
    const { text } = await download(`/api/catalog/download/?path=${category.path}`)
    expect(text).toContain(`Каталог: ${category.title}`)
    const found = skus(text)
    expect(found).toHaveLength(category.count)
    const rows = await api.database.db
      .select({ path: categories.path })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(products.sku, found))
    for (const row of rows) expect(`${row.path}/`.startsWith(`${category.path}/`)).toBe(true)
  })

  it('is in English under /api/en/', async () => {
    const { text, response } = await download('/api/en/catalog/download/?limit=5')
    expect(text).toContain('Product catalogue')
    expect(text).toContain('Prices are shown after registration')
    const { body: tree } = await api.json<CategoryNode[]>('/api/en/catalog/categories/')
    expect(text).toContain(tree.find((node) => node.count > 0)?.title)
    const rows = await api.database.db
      .select({ title: products.title })
      .from(products)
      .where(inArray(products.sku, skus(text)))
    expect(rows).toHaveLength(5)
    for (const row of rows) expect(text).toContain(flat(row.title.en))
    expect(decodeURIComponent(response.headers.get('content-disposition')?.split("''")[1] ?? '')).toMatch(
      /^Catalogue Vitrina /,
    )
    const buyer = await download('/api/en/catalog/download/?limit=5', bearer(buyerToken))
    expect(buyer.text).toContain(`Prices for ${buyerOrganization}`)
    expect(buyer.text).toContain('Unit price')
  })

  it('refuses bad parameters with localized field errors', async () => {
    const cases: [string, string][] = [
      ['limit=0', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=1.5', 'offset'],
      ['brand=Not%20A%20Slug', 'brand'],
      ['path=..%2Fetc', 'path'],
      ['path=dogs//food', 'path'],
      ['pages=2', 'pages'],
    ]
    for (const [query, field] of cases) {
      const { status, body } = await api.json<Record<string, string[]>>(`/api/catalog/download/?${query}`)
      expect(status, query).toBe(400)
      expect(Object.keys(body), query).toEqual([field])
      expect(body[field]?.[0], query).toMatch(/[а-я]/i)
    }
    const en = await api.json<Record<string, string[]>>('/api/en/catalog/download/?limit=0&pages=1')
    expect(en.status).toBe(400)
    expect(en.body.limit?.[0]).toMatch(/^[\x20-\x7e]+$/)
    expect(en.body.pages?.[0]).toBe('Unknown parameter')
  })

  it('answers 404 for an unknown brand or category path, also for buyers', async () => {
    for (const query of ['brand=no-such-brand', 'path=no-such-category', 'path=dogs/no-such-child']) {
      const guest = await api.json<{ detail: string }>(`/api/catalog/download/?${query}`)
      expect(guest.status, query).toBe(404)
      expect(guest.body.detail).toBeTruthy()
      const buyer = await api.json(`/api/en/catalog/download/?${query}`, bearer(buyerToken))
      expect(buyer.status, query).toBe(404)
    }
  })

  it('leaves out unpublished brands', async () => {
    const db = api.database.db
    const [brand] = await db.select({ id: brands.id, slug: brands.slug }).from(brands).orderBy(asc(brands.id)).limit(1)
    if (!brand) throw new Error('no brand')
    await db.update(brands).set({ isPublished: false }).where(eq(brands.id, brand.id))
    try {
      const { status } = await api.json(`/api/catalog/download/?brand=${brand.slug}`)
      expect(status).toBe(404)
    } finally {
      await db.update(brands).set({ isPublished: true }).where(eq(brands.id, brand.id))
    }
  })
})

describe('GET /api/catalog/download/page/', () => {
  it('gives the page text, meta and the top categories with their counts', async () => {
    const { status, body } = await api.json<CatalogueDownloadPage>('/api/catalog/download/page/')
    expect(status).toBe(200)
    expect(body.title).toBe('Скачать каталог')
    expect(body.text).toBeTruthy()
    expect(body.meta.title).toContain('Скачать каталог')
    expect(body.meta.description).toBeTruthy()
    expect(body.with_prices).toBe(false)
    const { body: tree } = await api.json<CategoryNode[]>('/api/catalog/categories/')
    expect(body.categories).toEqual(
      tree.filter((node) => node.count > 0).map(({ slug, title, path, count }) => ({ slug, title, path, count })),
    )
    const [published] = await api.database.db
      .select({ total: count() })
      .from(products)
      .where(eq(products.isPublished, true))
    expect(body.total).toBe(Number(published?.total))
    expect(body.categories.reduce((sum, node) => sum + node.count, 0)).toBe(body.total)
  })

  it('tells a buyer the file will carry prices, and speaks English under /api/en/', async () => {
    const buyer = await api.json<CatalogueDownloadPage>('/api/catalog/download/page/', bearer(buyerToken))
    expect(buyer.body.with_prices).toBe(true)
    const en = await api.json<CatalogueDownloadPage>('/api/en/catalog/download/page/')
    expect(en.body.title).toBe('Download the catalogue')
    expect(en.body.categories[0]?.title).not.toMatch(/[а-я]/i)
  })
})

describe('productBatches', () => {
  it('reads the same rows in small keyset batches as in one query, from an offset inside a category', async () => {
    const ctx = { ...api.ctx, env: parseEnv({}), cache: new TtlCache(0), mediaDir: '' }
    for (const locale of ['ru', 'en'] as const) {
      const scope = await resolveScope(ctx, {}, locale)
      const read = async (batchSize: number) => {
        const batches = []
        for await (const batch of productBatches(
          ctx.db,
          scope.sections,
          null,
          null,
          locale,
          { limit: 120, offset: 3 },
          batchSize,
        ))
          batches.push(batch)
        return batches
      }
      const [small, whole] = await Promise.all([read(2), read(1000)])
      expect(small.every((batch) => batch.rows.length <= 2)).toBe(true)
      expect(small.some((batch) => batch.rows.length === 2)).toBe(true)
      const ids = (batches: typeof small) => batches.flatMap((batch) => batch.rows.map((row) => row.id))
      expect(ids(small)).toHaveLength(120)
      expect(ids(small)).toEqual(ids(whole))
      const firstSection = scope.sections.find((section) => section.own > 0)
      expect(firstSection && firstSection.own > 3).toBe(true)
      expect(whole[0]?.section).toBe(firstSection)
    }
  })
})
