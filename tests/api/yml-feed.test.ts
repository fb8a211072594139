// /yml.xml: the dealer feed over the demo catalogue. Valid against the YML structure rules (tests/fixtures/
// yml-catalog.xsd), only published goods of visible categories, prices only of the configured price list,
// escaped texts, and a built file kept until the import drops it.
import { mkdtempSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { validateXML } from 'xmllint-wasm'
import { categories, priceTypes, products, productSpecs } from '../../server/db/schema/catalogue'
import { invalidateYmlFeed, ymlFeedFile } from '../../server/feeds/yml/cache'
import { ymlFeedResponse } from '../../server/feeds/yml/http'
import { visibleCategoryOf } from '../../server/modules/catalogue/visibility'
import { rowsOf } from '../../server/modules/catalogue/sql-rows'
import { setupApi } from '../fixtures/api-app'
import { defaultPriceTypeId, wholesalePrices } from '../fixtures/price-lists'

const SITE = 'https://vitrina.example'
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-yml-'))
const api = setupApi({ env: () => ({ DATA_DIR: dataDir }) })

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

type Offer = { id: number; available: boolean; body: string }

const request = (init?: RequestInit) => new Request(`${SITE}/yml.xml`, init)

async function feed(env: { YML_PRICE_TYPE?: string } = {}, init?: RequestInit) {
  const response = await ymlFeedResponse(request(init), { db: api.database.db, env: { ...api.ctx.env, ...env } })
  return { response, xml: await response.text() }
}

/** The feed built afresh (as after an import). */
async function freshFeed(env: { YML_PRICE_TYPE?: string } = {}) {
  await invalidateYmlFeed(api.ctx)
  return feed(env)
}

const offersOf = (xml: string): Offer[] =>
  [...xml.matchAll(/<offer id="(\d+)" available="(true|false)">(.*?)<\/offer>/gs)].map(([, id, available, body]) => ({
    id: Number(id),
    available: available === 'true',
    body: body ?? '',
  }))

const element = (body: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(body)?.[1] ?? null

async function structureErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'yml.xml', contents: xml }],
    schema: [{ fileName: 'yml-catalog.xsd', contents: await readFile('tests/fixtures/yml-catalog.xsd', 'utf8') }],
    maxMemoryPages: 2048,
  })
  return result.valid ? [] : result.errors.map((error) => error.message)
}

async function shownProducts(): Promise<
  { id: number; slug: string; stock: number; on_order: boolean; can_order: boolean }[]
> {
  return rowsOf(
    await api.database.db.execute(sql`select p.id, p.slug, p.stock, p.on_order, p.can_order from products p
      where p.is_published and ${visibleCategoryOf(sql`p.category_id`)} order by p.id`),
  )
}

describe('GET /yml.xml', () => {
  it('builds the feed afresh in a new process rather than serve a file some earlier configuration left', async () => {
    const file = ymlFeedFile(api.ctx.env)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, '<yml_catalog date="2020-01-01T00:00+03:00"/>\n')
    const { xml } = await feed()
    expect(xml).toContain('<offers>')
    expect(await readFile(file, 'utf8')).toBe(xml)
  })

  it('serves a well-formed YML catalogue that keeps the structure rules, one offer per product shown', async () => {
    const { response, xml } = await freshFeed()
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="')).toBe(true)
    expect(await structureErrors(xml)).toEqual([])
    expect(xml).toMatch(
      /<shop>\n<name>[^<]+<\/name>\n<company>[^<]+<\/company>\n<url>https:\/\/vitrina\.example\/<\/url>/,
    )
    expect(xml).toContain('<currencies><currency id="RUB" rate="1"/></currencies>')

    const shown = await shownProducts()
    const offers = offersOf(xml)
    expect(offers.map((offer) => offer.id)).toEqual(shown.map((product) => product.id))
    for (const [index, offer] of offers.entries()) {
      const product = shown[index]!
      expect(element(offer.body, 'url')).toBe(`${SITE}/product/${product.slug}/`)
      expect(element(offer.body, 'currencyId')).toBe('RUB')
      expect(element(offer.body, 'name')).toBeTruthy()
      expect(offer.available).toBe(product.can_order && (product.stock > 0 || product.on_order))
    }
    const pictures = [...xml.matchAll(/<picture>([^<]*)<\/picture>/g)].map((match) => match[1])
    expect(pictures.length).toBeGreaterThan(0)
    expect(pictures.every((picture) => picture?.startsWith(`${SITE}/media/`))).toBe(true)
  })

  it('carries no price unless YML_PRICE_TYPE names a price list; then that list in roubles', async () => {
    expect((await freshFeed()).xml).not.toContain('<price>')
    const priceTypeId = await defaultPriceTypeId(api.database.db)
    const [priceType] = await api.database.db.select().from(priceTypes).where(eq(priceTypes.id, priceTypeId))
    const prices = await wholesalePrices(api.database.db)
    const byTitle = offersOf((await freshFeed({ YML_PRICE_TYPE: priceType!.title })).xml)
    expect(byTitle.length).toBeGreaterThan(0)
    for (const offer of byTitle) {
      const kopecks = prices.get(offer.id)
      const price = element(offer.body, 'price')
      expect(price === null ? undefined : Math.round(Number(price) * 100), String(offer.id)).toBe(kopecks)
    }
    await api.database.db
      .update(priceTypes)
      .set({ externalId: 'pt-1c-wholesale' })
      .where(eq(priceTypes.id, priceTypeId))
    expect((await freshFeed({ YML_PRICE_TYPE: 'pt-1c-wholesale' })).xml).toContain('<price>')
    expect((await freshFeed({ YML_PRICE_TYPE: 'no such list' })).xml).not.toContain('<price>')
  })

  it('leaves out unpublished products and everything in a hidden category', async () => {
    const [first, second] = await shownProducts()
    const [hiddenCategory] = await api.database.db
      .select({ id: categories.id })
      .from(categories)
      .innerJoin(products, eq(products.categoryId, categories.id))
      .where(and(eq(products.id, second!.id)))
    await api.database.db.update(products).set({ isPublished: false }).where(eq(products.id, first!.id))
    await api.database.db.update(categories).set({ isPublished: false }).where(eq(categories.id, hiddenCategory!.id))
    try {
      const { xml } = await freshFeed()
      expect(await structureErrors(xml)).toEqual([])
      const ids = offersOf(xml).map((offer) => offer.id)
      expect(ids).not.toContain(first!.id)
      expect(ids).not.toContain(second!.id)
      expect(xml).not.toContain(`<category id="${hiddenCategory!.id}"`)
      expect(ids).toEqual((await shownProducts()).map((product) => product.id))
    } finally {
      await api.database.db.update(products).set({ isPublished: true }).where(eq(products.id, first!.id))
      await api.database.db.update(categories).set({ isPublished: true }).where(eq(categories.id, hiddenCategory!.id))
    }
  })

  it('escapes &<>"\' in names and params and lists the product specs as params', async () => {
    const [product] = await shownProducts()
    const [row] = await api.database.db.select().from(products).where(eq(products.id, product!.id))
    const name = `Кот & <пёс> "ёж" 'ёлка'`
    await api.database.db
      .update(products)
      .set({ title: { ru: name, en: name }, description: { ru: '<p>Мягкий &amp; тёплый</p>', en: '' } })
      .where(eq(products.id, product!.id))
    await api.database.db.insert(productSpecs).values({
      productId: product!.id,
      position: 1,
      title: { ru: 'Размер "XL"', en: '' },
      value: { ru: '50 < 52 & 54', en: '' },
    })
    try {
      const { xml } = await freshFeed()
      expect(await structureErrors(xml)).toEqual([])
      const offer = offersOf(xml).find((item) => item.id === product!.id)
      expect(offer?.body).toContain('<name>Кот &amp; &lt;пёс&gt; &quot;ёж&quot; &apos;ёлка&apos;</name>')
      expect(offer?.body).toContain('<description>Мягкий &amp; тёплый</description>')
      expect(offer?.body).toContain('<param name="Размер &quot;XL&quot;">50 &lt; 52 &amp; 54</param>')
    } finally {
      await api.database.db.delete(productSpecs).where(eq(productSpecs.productId, product!.id))
      await api.database.db
        .update(products)
        .set({ title: row!.title, description: row!.description })
        .where(eq(products.id, product!.id))
    }
  })

  it('keeps the built feed until it is dropped, and answers a matching ETag with 304', async () => {
    const first = await freshFeed()
    const etag = first.response.headers.get('ETag')
    expect(etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/)
    const [product] = await shownProducts()
    await api.database.db.update(products).set({ isPublished: false }).where(eq(products.id, product!.id))
    try {
      const cached = await feed()
      expect(cached.xml).toBe(first.xml)
      expect((await feed({}, { headers: { 'If-None-Match': etag! } })).response.status).toBe(304)
      const rebuilt = await freshFeed()
      expect(offersOf(rebuilt.xml).map((offer) => offer.id)).not.toContain(product!.id)
      expect(rebuilt.response.headers.get('ETag')).not.toBe(etag)
    } finally {
      await api.database.db.update(products).set({ isPublished: true }).where(eq(products.id, product!.id))
    }
  })

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await feed({}, { method: 'HEAD' })
    expect(head.response.status).toBe(200)
    expect(head.xml).toBe('')
    expect((await feed({}, { method: 'POST' })).response.status).toBe(405)
  })
})
