// pages/homepage/: slides, product sliders (guests get no price or stock, buyers do), news, brands, about.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { HomePage } from '../../contract/content'
import { users } from '../../server/db/schema/accounts'
import { slides } from '../../server/db/schema/content'
import { TtlCache } from '../../server/http/ttl-cache'
import { loadHomePage } from '../../server/modules/content/homepage'
import { setupApi } from '../fixtures/api-app'
import { findKeys } from '../fixtures/forbidden-keys'
import { defaultPriceTypeId } from '../fixtures/price-lists'
import { bearer, createSessionFor, DEMO_BUYER_EMAIL } from '../fixtures/sessions'

const api = setupApi()
let buyer: RequestInit
let buyerId: number

beforeAll(async () => {
  buyer = bearer(await createSessionFor(api.database.db, DEMO_BUYER_EMAIL))
  const [user] = await api.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_BUYER_EMAIL))
  buyerId = user!.id
})

const home = (prefix = '/api', init?: RequestInit) => api.json<HomePage>(`${prefix}/pages/homepage/`, init)

describe('GET /api/pages/homepage/', () => {
  it('answers the page with its title, meta and every section', async () => {
    const { status, body } = await home()
    expect(status).toBe(200)
    expect(body.title).toMatch(/[а-яё]/i)
    expect(body.meta).toEqual({
      title: expect.any(String),
      description: expect.any(String),
      keywords: expect.any(String),
    })
    expect(body.meta.title.length).toBeGreaterThan(0)
    expect(body.slides.length).toBeGreaterThan(0)
    for (const slide of body.slides) {
      expect(Object.keys(slide).sort()).toEqual([
        'btn_text',
        'btn_url',
        'color',
        'id',
        'image',
        'image_full',
        'position',
        'text',
      ])
      expect(['left', 'center', 'right']).toContain(slide.position)
      expect(slide.image).toMatch(/^\/media\//)
    }
    expect(body.special.length).toBeGreaterThan(0)
    expect(body.hits.length).toBeGreaterThan(0)
    for (const card of body.special)
      expect(card.labels.some((label) => label.slug === 'sale' || label.slug === 'new')).toBe(true)
    for (const card of body.hits) expect(card.labels.map((label) => label.slug)).toContain('hit')
    expect(body.news.length).toBe(4)
    expect(body.news[0]).toMatchObject({
      publication_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      category: { title: expect.any(String), color: expect.any(String), slug: expect.any(String) },
    })
    const dates = body.news.map((item) => item.publication_date)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(body.brands.length).toBeGreaterThan(0)
    expect(body.brands[0]).toMatchObject({
      slug: expect.any(String),
      title: expect.any(String),
      logo: expect.any(String),
    })
    expect(body.about?.facts.length).toBeGreaterThan(0)
    expect(body.about?.facts[0]).toMatchObject({
      value: expect.any(String),
      description: expect.any(String),
      color: expect.any(String),
      bg_color: expect.any(String),
    })
    expect(body.about?.button).toMatchObject({ label: expect.any(String), url: '/about/' })
    expect(body.features.length).toBeGreaterThan(0)
  })

  it('answers in English', async () => {
    const { status, body } = await home('/api/en')
    expect(status).toBe(200)
    const texts = [
      body.title,
      body.meta.title,
      ...body.slides.map((s) => s.text + s.btn_text),
      ...body.news.map((n) => n.title),
      body.about?.title,
      body.about?.text,
      ...(body.about?.facts ?? []).map((f) => f.value + f.description),
      ...body.special.map((c) => c.labels.map((l) => l.title).join()),
    ]
    expect(texts.join(' ')).not.toMatch(/[а-яё]/i)
  })

  it('gives guests no price, amount or wait-list state and a buyer all of them', async () => {
    for (const prefix of ['/api', '/api/en']) expect(findKeys((await home(prefix)).body)).toEqual([])
    const { status, body } = await home('/api', buyer)
    expect(status).toBe(200)
    for (const card of [...body.special, ...body.hits]) {
      expect(card.price).toEqual(expect.any(Number))
      expect(card.amount).toEqual(expect.any(String))
      expect(card.in_wait).toEqual(expect.any(Boolean))
    }
  })

  it('treats a pending (inactive) account as a guest', async () => {
    const token = await createSessionFor(api.database.db, 'pending@example.com')
    expect(findKeys((await home('/api', bearer(token))).body)).toEqual([])
  })

  it('keeps product cards per viewer when the shared parts come from the cache', async () => {
    const cache = new TtlCache(60_000)
    const guest = await loadHomePage(api.database.db, cache, null, 'ru', api.ctx.env)
    const asBuyer = await loadHomePage(
      api.database.db,
      cache,
      { userId: buyerId, priceTypeId: await defaultPriceTypeId(api.database.db) },
      'ru',
      api.ctx.env,
    )
    expect(findKeys(guest)).toEqual([])
    expect(asBuyer?.special[0]?.price).toEqual(expect.any(Number))
    expect(asBuyer?.slides).toBe(guest?.slides)
  })

  it('sanitizes slide HTML stored in the CMS', async () => {
    const [slide] = await api.database.db
      .insert(slides)
      .values({
        image: '/media/x.svg',
        text: {
          ru: '<p onclick="steal()">Привет</p><script>alert(1)</script><img src=x onerror="alert(2)">',
          en: '<p>Hi</p><script>alert(1)</script>',
        },
        sort: -1,
      })
      .returning()
    const { body } = await home()
    const text = body.slides.find((s) => s.id === slide?.id)?.text
    expect(text).toBe('<p>Привет</p>')
  })
})
