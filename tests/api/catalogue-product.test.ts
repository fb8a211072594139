// catalog/products/{id}/: a product by id or slug with its gallery, spinner frames, colours, category trail,
// neighbours in name order and related goods as cards.
import { and, asc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ProductDetail } from '../../contract/catalogue'
import { productImages, products, productSpecs, relatedProducts } from '../../server/db/schema/catalogue'
import { setupApi } from '../fixtures/api-app'
import { bearer, createSessionFor, DEMO_BUYER_EMAIL } from '../fixtures/sessions'
import { byName, loadOracle } from './catalogue-oracle'

const api = setupApi()
let oracle: Awaited<ReturnType<typeof loadOracle>>
let spinning: number

beforeAll(async () => {
  oracle = await loadOracle(api.database.db)
  const [row] = await api.database.db
    .select({ id: productImages.productId })
    .from(productImages)
    .where(eq(productImages.kind, 'spin'))
    .orderBy(asc(productImages.productId))
    .limit(1)
  spinning = row?.id ?? 0
})

const detail = (key: string | number, init?: RequestInit, prefix = '/api') =>
  api.json<ProductDetail>(`${prefix}/catalog/products/${key}/`, init)

const imagesOf = async (productId: number, kind: 'gallery' | 'spin') =>
  (
    await api.database.db
      .select({ image: productImages.image })
      .from(productImages)
      .where(and(eq(productImages.productId, productId), eq(productImages.kind, kind)))
      .orderBy(asc(productImages.position), asc(productImages.id))
  ).map(({ image }) => ({ image }))

describe('GET /api/catalog/products/{id}/', () => {
  it('finds a product by id and by slug, with every field of the product page', async () => {
    const [row] = await api.database.db.select().from(products).where(eq(products.id, spinning))
    expect(row).toBeDefined()
    const byId = await detail(spinning)
    expect(byId.status).toBe(200)
    const bySlug = await detail(row?.slug ?? '')
    expect(bySlug.body).toEqual(byId.body)
    const product = byId.body
    expect(product).toMatchObject({
      id: spinning,
      slug: row?.slug,
      title: row?.title.ru,
      sku_full: row?.sku,
      weight: row?.weight,
      expiration: row?.expirationMonths,
      description: row?.description?.ru,
      description_short: row?.descriptionShort?.ru,
    })
    expect(product.images).toEqual(await imagesOf(spinning, 'gallery'))
    expect(product.spin_images).toEqual(await imagesOf(spinning, 'spin'))
    expect(product.spin_images.length).toBeGreaterThan(1)
    expect(product.colors.map((color) => color.slug).sort()).toEqual(
      [...(oracle.all.find((item) => item.id === spinning)?.colors ?? [])].sort(),
    )
  })

  it('gives the category with its ancestors from the root', async () => {
    const { body } = await detail(spinning)
    const path = oracle.all.find((item) => item.id === spinning)?.categoryPath ?? ''
    expect(body.category.path).toBe(path)
    expect(body.category.categories_path.map((link) => link.path)).toEqual(
      path
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    )
    expect(body.category.categories_path.every((link) => link.title.length > 0)).toBe(true)
  })

  it('links the previous and next products of the category in name order, in both languages', async () => {
    const product = oracle.all.find((item) => item.id === spinning)
    for (const locale of ['ru', 'en'] as const) {
      const siblings = oracle.all.filter((item) => item.categoryId === product?.categoryId).sort(byName(locale))
      for (const index of [0, 1, siblings.length - 1]) {
        const current = siblings[index]
        const { body } = await detail(current?.id ?? 0, undefined, locale === 'en' ? '/api/en' : '/api')
        expect(body.previous?.id ?? null).toBe(siblings[index - 1]?.id ?? null)
        expect(body.next?.id ?? null).toBe(siblings[index + 1]?.id ?? null)
      }
    }
  })

  it('lists related goods as cards in their position order', async () => {
    const related = await api.database.db
      .select({ id: relatedProducts.relatedId })
      .from(relatedProducts)
      .where(eq(relatedProducts.productId, spinning))
      .orderBy(asc(relatedProducts.position), asc(relatedProducts.relatedId))
    expect(related.length).toBeGreaterThan(0)
    const { body } = await detail(spinning)
    expect(body.related.map((card) => card.id)).toEqual(related.map((row) => row.id))
    expect(body.related.every((card) => card.slug && card.title && Array.isArray(card.labels))).toBe(true)
  })

  it('answers in English', async () => {
    const { body } = await detail(spinning, undefined, '/api/en')
    const product = oracle.all.find((item) => item.id === spinning)
    expect(body.title).toBe(product?.title.en)
    expect(`${body.category.title}${body.colors.map((color) => color.title).join('')}`).not.toMatch(/[а-яё]/i)
  })

  it('gives a buyer the price and stock band of the product and of its related goods', async () => {
    const token = await createSessionFor(api.database.db, DEMO_BUYER_EMAIL)
    const { body } = await detail(spinning, bearer(token))
    expect(body.price).toEqual(expect.any(Number))
    expect(body.amount).toMatch(/^(<10|<100|<1000|>1000|нет)$/)
    expect(body.in_wait).toEqual(expect.any(Boolean))
    for (const card of body.related) expect(card.price).toEqual(expect.any(Number))
  })

  it('answers unknown, malformed and unpublished products with 404', async () => {
    for (const key of ['999999', 'no-such-product', 'Bad_Slug', '99999999999999999999', '0']) {
      const { status, body } = await detail(key)
      expect(status, key).toBe(404)
      expect(body).toEqual({ detail: expect.any(String) })
    }
    const hidden = oracle.all[5]?.id ?? 0
    await api.database.db.update(products).set({ isPublished: false }).where(eq(products.id, hidden))
    try {
      expect((await detail(hidden)).status).toBe(404)
      const { body } = await detail(oracle.all[4]?.id ?? 0)
      expect([body.previous?.id, body.next?.id, ...body.related.map((card) => card.id)]).not.toContain(hidden)
    } finally {
      await api.database.db
        .update(products)
        .set({ isPublished: sql`true` })
        .where(eq(products.id, hidden))
    }
  })

  it('sends the description cleaned of scripts, event handlers and javascript: links', async () => {
    const [row] = await api.database.db
      .select({ description: products.description })
      .from(products)
      .where(eq(products.id, spinning))
    const hostile =
      '<p onmouseover="steal()">Состав<script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">x</a><ul><li>пункт</li></ul>'
    await api.database.db
      .update(products)
      .set({ description: { ru: hostile, en: hostile } })
      .where(eq(products.id, spinning))
    try {
      const { body } = await detail(spinning)
      expect(body.description).toBe('<p>Состав</p><a>x</a><ul><li>пункт</li></ul>')
    } finally {
      await api.database.db.update(products).set({ description: row!.description }).where(eq(products.id, spinning))
    }
  })

  it("lists the product's own specs in position order, in the locale asked for with Russian as fallback", async () => {
    expect((await detail(spinning)).body.specs).toEqual([])
    await api.database.db.insert(productSpecs).values([
      { productId: spinning, position: 2, title: { ru: 'Страна', en: '' }, value: { ru: 'Китай', en: 'China' } },
      { productId: spinning, position: 1, title: { ru: 'Материал', en: 'Material' }, value: { ru: 'хлопок', en: '' } },
    ])
    try {
      expect((await detail(spinning)).body.specs).toEqual([
        { title: 'Материал', value: 'хлопок' },
        { title: 'Страна', value: 'Китай' },
      ])
      expect((await detail(spinning, undefined, '/api/en')).body.specs).toEqual([
        { title: 'Material', value: 'хлопок' },
        { title: 'Страна', value: 'China' },
      ])
    } finally {
      await api.database.db.delete(productSpecs).where(eq(productSpecs.productId, spinning))
    }
  })
})
