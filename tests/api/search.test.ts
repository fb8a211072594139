// search/: goods by Russian and English morphology, typo tolerance and exact SKU, sales actions and info
// articles, paging, the locale, guest stripping and bad parameters. The seeded catalogue is joined by a few
// products and publications with a made-up word ("Зефирелла" / "Zephyrella"), so every expectation is exact.
import { asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SearchResponse } from '../../contract/catalogue'
import { brands, products } from '../../server/db/schema/catalogue'
import { publications } from '../../server/db/schema/content'
import { setupApi } from '../fixtures/api-app'
import { findKeys } from '../fixtures/forbidden-keys'
import { setWholesalePrices } from '../fixtures/price-lists'
import { bearer, createSessionFor, DEMO_BUYER_EMAIL } from '../fixtures/sessions'

const api = setupApi()

const FIXTURES = {
  horseSingular: { sku: 'ZF-SINGULAR', ru: 'Попона Зефирелла для лошади, 100 шт', en: 'Zephyrella horse rug, 100 pcs' },
  horsesPlural: {
    sku: 'ZF-PLURAL',
    ru: 'Щётка Зефирелла для лошадей, 100 шт',
    en: 'Zephyrella brush for horses, 100 pcs',
  },
  hamster: {
    sku: 'ZF-HAMSTER',
    ru: 'Переноска Зефирелла для грызуна, 100 шт',
    en: 'Zephyrella carrier for a hamster, 100 pcs',
  },
  hamsters: {
    sku: 'ZF-HAMSTERS',
    ru: 'Колесо Зефирелла для грызунов, 100 шт',
    en: 'Zephyrella wheel for hamsters, 100 pcs',
  },
  bySku: { sku: 'zephyrella-100', ru: 'Подстилка древесная, 1 кг', en: 'Wood bedding, 1 kg' },
  hidden: { sku: 'ZF-HIDDEN', ru: 'Зефирелла снятая с продажи', en: 'Zephyrella withdrawn' },
  /** Of the first brand, without the brand in its title. */
  branded: { sku: 'ZF-BRANDED', ru: 'Поилка автоматическая, 2 л', en: 'Automatic drinker, 2 l' },
} as const

type FixtureKey = keyof typeof FIXTURES
const ids = {} as Record<FixtureKey, number>
let buyer: RequestInit
let brandTitle: string

const search = (query: string, init?: RequestInit) => api.json<SearchResponse>(`/api/search/?${query}`, init)
const q = (text: string, extra = '') => `q=${encodeURIComponent(text)}${extra}`
const productIds = (body: SearchResponse) => body.products.results.map((card) => card.id)

beforeAll(async () => {
  const db = api.database.db
  const [sample] = await db
    .select({ categoryId: products.categoryId })
    .from(products)
    .orderBy(asc(products.id))
    .limit(1)
  const [brand] = await db
    .select({ id: brands.id, title: brands.title })
    .from(brands)
    .where(eq(brands.isPublished, true))
    .orderBy(asc(brands.id))
    .limit(1)
  if (!sample || !brand) throw new Error('the test catalogue has no products or no brands')
  brandTitle = brand.title
  for (const [key, fixture] of Object.entries(FIXTURES) as [FixtureKey, (typeof FIXTURES)[FixtureKey]][]) {
    const [row] = await db
      .insert(products)
      .values({
        slug: `search-${key.toLowerCase()}`,
        sku: fixture.sku,
        title: { ru: fixture.ru, en: fixture.en },
        categoryId: sample.categoryId,
        stock: 50,
        isPublished: key !== 'hidden',
        brandId: key === 'branded' ? brand.id : null,
      })
      .returning({ id: products.id })
    if (!row) throw new Error(`fixture ${key} was not inserted`)
    ids[key] = row.id
    await setWholesalePrices(db, [{ productId: row.id, price: 12_345 }])
  }
  await db.insert(publications).values([
    {
      kind: 'sales',
      slug: 'zephyrella-sale',
      title: { ru: 'Скидки на Зефиреллу', en: 'Zephyrella discounts' },
      publicationDate: '2026-03-05',
    },
    {
      kind: 'info',
      slug: 'zephyrella-guide',
      title: { ru: 'Как выбрать попону Зефирелла', en: 'Choosing a Zephyrella rug' },
      publicationDate: '2025-12-31',
    },
    {
      kind: 'info',
      slug: 'zephyrella-draft',
      title: { ru: 'Черновик про Зефиреллу', en: 'Zephyrella draft' },
      publicationDate: '2026-01-01',
      isPublished: false,
    },
    {
      kind: 'info',
      slug: 'zephyrella-scheduled',
      title: { ru: 'Анонс Зефиреллы', en: 'Zephyrella preview' },
      publicationDate: '2999-01-01',
    },
  ])
  buyer = bearer(await createSessionFor(db, DEMO_BUYER_EMAIL))
})

describe('search: goods', () => {
  it('finds a singular title by a plural form in Russian', async () => {
    const { status, body } = await search(q('лошадей зефирелла'))
    expect(status).toBe(200)
    expect(productIds(body).sort()).toEqual([ids.horseSingular, ids.horsesPlural].sort())
  })

  it('finds a singular title by a plural form in English', async () => {
    const { body } = await search(q('hamsters zephyrella'))
    expect(productIds(body).sort()).toEqual([ids.hamster, ids.hamsters].sort())
  })

  it('matches the last word as a prefix while it is being typed', async () => {
    const { body } = await search(q('лошадей зефир'))
    expect(productIds(body).sort()).toEqual([ids.horseSingular, ids.horsesPlural].sort())
  })

  it('tolerates typos in Russian and English words', async () => {
    const { body: ru } = await search(q('зефирела для лашадей'))
    expect(productIds(ru).sort()).toEqual([ids.horseSingular, ids.horsesPlural].sort())
    const { body: en } = await search(q('zephirella hamstrs'))
    expect(productIds(en).sort()).toEqual([ids.hamster, ids.hamsters].sort())
  })

  it('ranks an exact SKU match first, whatever the case', async () => {
    const { body } = await search(q('ZEPHYRELLA-100'))
    expect(productIds(body)[0]).toBe(ids.bySku)
    // The words of the SKU also occur in the titles of the other fixtures, which rank higher on text alone.
    expect(body.products.total).toBeGreaterThan(1)
    const { body: seeded } = await search(q('vt-010005'))
    expect(seeded.products.results[0]?.sku_full).toBe('VT-010005')
  })

  it('finds goods by brand title', async () => {
    const { body } = await search(q(brandTitle.toLowerCase(), '&limit=96'))
    expect(body.products.total).toBeGreaterThan(1)
    expect(body.products.results.every((card) => card.brand?.title === brandTitle)).toBe(true)
    expect(productIds(body)).toContain(ids.branded)
  })

  it('leaves out unpublished goods', async () => {
    const { body } = await search(q('зефирелла', '&limit=96'))
    expect(productIds(body)).not.toContain(ids.hidden)
    expect(productIds(body)).toEqual(
      expect.arrayContaining([ids.horseSingular, ids.horsesPlural, ids.hamster, ids.hamsters]),
    )
  })

  it('pages through the goods with totals', async () => {
    const { body: all } = await search(q('собак', '&limit=10'))
    expect(all.products.total).toBeGreaterThan(10)
    expect(all.products.pages).toBe(Math.ceil(all.products.total / 10))
    const { body: first } = await search(q('собак', '&limit=5'))
    const { body: second } = await search(q('собак', '&limit=5&page=2'))
    expect([...productIds(first), ...productIds(second)]).toEqual(productIds(all))
    expect(second.products.total).toBe(all.products.total)
    expect(second.products.pages).toBe(Math.ceil(all.products.total / 5))
    const { status, body: beyond } = await search(
      q('собак', `&limit=96&page=${Math.ceil(all.products.total / 96) + 1}`),
    )
    expect(status).toBe(200)
    expect(beyond.products.results).toEqual([])
    expect(beyond.products.total).toBe(all.products.total)
  })

  it('answers nothing found with empty lists', async () => {
    const { status, body } = await search(q('щщщщщщщщ'))
    expect(status).toBe(200)
    expect(body).toEqual({
      products: { total: 0, total_capped: false, pages: 0, results: [] },
      actions: { total: 0, results: [] },
      publications: { total: 0, results: [] },
    })
  })

  it('shows English titles under /api/en/ and Russian ones under /api/', async () => {
    const { body: en } = await api.json<SearchResponse>(`/api/en/search/?${q('попона зефирелла')}`)
    expect(en.products.results.map((card) => card.title)).toEqual([FIXTURES.horseSingular.en])
    const { body: ru } = await search(q('zephyrella rug'))
    expect(ru.products.results.map((card) => card.title)).toEqual([FIXTURES.horseSingular.ru])
  })
})

describe('search: sales actions and publications', () => {
  it('finds published actions and articles by title, with their page urls, not drafts or scheduled ones', async () => {
    const { body } = await search(q('зефирелла'))
    expect(body.actions).toEqual({
      total: 1,
      results: [
        expect.objectContaining({
          slug: 'zephyrella-sale',
          title: 'Скидки на Зефиреллу',
          publication_date: '2026-03-05',
          url: '/sales/05-03-2026/zephyrella-sale/',
        }),
      ],
    })
    expect(body.publications).toEqual({
      total: 1,
      results: [
        expect.objectContaining({
          slug: 'zephyrella-guide',
          title: 'Как выбрать попону Зефирелла',
          url: '/info/31-12-2025/zephyrella-guide/',
        }),
      ],
    })
  })

  it('matches them in English, by morphology and with typos too', async () => {
    const { body: en } = await api.json<SearchResponse>(`/api/en/search/?${q('zephyrella discount')}`)
    expect(en.actions.results.map((item) => item.title)).toEqual(['Zephyrella discounts'])
    const { body: typo } = await search(q('зефирела'))
    expect(typo.actions.total).toBe(1)
    expect(typo.publications.total).toBe(1)
  })

  it('pages actions and publications with the same page and limit', async () => {
    const { body: all } = await search(q('корм', '&limit=96'))
    const { body: second } = await search(q('корм', '&limit=1&page=2'))
    expect(all.publications.total).toBeGreaterThan(1)
    expect(second.publications.total).toBe(all.publications.total)
    expect(second.publications.results).toEqual(all.publications.results.slice(1, 2))
    expect(second.actions.results).toEqual(all.actions.results.slice(1, 2))
  })
})

describe('search: prices', () => {
  it('gives a guest no price, stock band or wait-list flag', async () => {
    for (const path of [`/api/search/?${q('зефирелла')}`, `/api/en/search/?${q('собак', '&limit=96')}`]) {
      const { status, body } = await api.json(path)
      expect(status).toBe(200)
      expect(findKeys(body), path).toEqual([])
    }
  })

  it('gives a signed-in buyer prices and stock bands', async () => {
    const { body } = await search(q('зефирелла'), buyer)
    const card = body.products.results.find((item) => item.id === ids.horseSingular)
    expect(card).toMatchObject({ price: 12_345, amount: '<100', in_wait: false })
  })
})

describe('search: bad parameters', () => {
  const cases: [string, string][] = [
    ['', 'q'],
    ['q=%20%20', 'q'],
    [q('a'.repeat(201)), 'q'],
    [q('корм', '&page=0'), 'page'],
    [q('корм', '&page=-1'), 'page'],
    [q('корм', '&page=two'), 'page'],
    [q('корм', '&limit=0'), 'limit'],
    [q('корм', '&limit=97'), 'limit'],
    [q('корм', '&limit=1.5'), 'limit'],
    [q('корм', '&sort=name'), 'sort'],
    [q('корм', '&q=кот'), 'q'],
    ['q=%00', 'q'],
    ['q=a%00b', 'q'],
  ]
  for (const [query, field] of cases) {
    it(`refuses "${query.slice(0, 40)}" with an error on ${field}`, async () => {
      const { status, body } = await api.json<Record<string, string[]>>(`/api/search/?${query}`)
      expect(status).toBe(400)
      expect(Object.keys(body)).toEqual([field])
      expect(body[field]?.[0]).toMatch(/[а-я]/i)
    })
  }

  it('explains errors in English under /api/en/', async () => {
    const { status, body } = await api.json<Record<string, string[]>>(`/api/en/search/?${q('корм', '&limit=500')}`)
    expect(status).toBe(400)
    expect(body.limit?.[0]).toMatch(/^[\x20-\x7e]+$/)
  })

  it('accepts a query of exactly 200 characters and trims the query', async () => {
    expect((await search(q('a'.repeat(200)))).status).toBe(200)
    const { body } = await search(q('  ZEPHYRELLA-100  '))
    expect(productIds(body)[0]).toBe(ids.bySku)
  })

  it('never fails on text-search syntax or odd characters', async () => {
    for (const text of [
      'a & b | !(c:*)',
      "'",
      '\\',
      '::*',
      '%_',
      '!!!',
      '🐶 корм',
      'корм <-> кот',
      '"фраза"',
      'ё',
      '١٢٣',
    ]) {
      const { status } = await search(q(text))
      expect(status, text).toBe(200)
    }
  })
})
