// catalog/products/: every filter parameter, the facet counts and paging, checked against an in-memory model.
import { beforeAll, describe, expect, it } from 'vitest'
import type { ProductListResponse } from '../../contract/catalogue'
import { setupApi } from '../fixtures/api-app'
import { bearer, createSessionFor, DEMO_BUYER_EMAIL } from '../fixtures/sessions'
import { loadOracle, type OracleAnswer, type OracleProduct } from './catalogue-oracle'

const api = setupApi()
let oracle: Awaited<ReturnType<typeof loadOracle>>
let buyer: RequestInit

beforeAll(async () => {
  oracle = await loadOracle(api.database.db)
  buyer = bearer(await createSessionFor(api.database.db, DEMO_BUYER_EMAIL))
})

const list = (params: Record<string, string>, init?: RequestInit, prefix = '/api') =>
  api.json<ProductListResponse>(`${prefix}/catalog/products/?${new URLSearchParams(params)}`, init)

/** Values used most often in `products` (most frequent first). */
function mostCommon(products: OracleProduct[], values: (product: OracleProduct) => string[]): string[] {
  const counts = new Map<string, number>()
  for (const product of products) for (const value of values(product)) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value]) => value)
}

const topPath = () => mostCommon(oracle.all, (product) => [product.categoryPath.split('/')[0] ?? ''])[0] ?? ''
const inPath = (path: string) =>
  oracle.all.filter((product) => product.categoryPath === path || product.categoryPath.startsWith(`${path}/`))

const withSelected = (counts: Map<string, number>, selected: string | undefined) => {
  const result = Object.fromEntries(counts)
  for (const value of selected ? selected.split(',') : []) result[value] ??= 0
  return result
}

function expectFacets(body: ProductListResponse, expected: OracleAnswer, params: Record<string, string>) {
  expect(Object.fromEntries(body.brands.map((brand) => [brand.slug, brand.count]))).toEqual(
    withSelected(expected.brands, params.b),
  )
  expect(Object.fromEntries(body.colors.map((color) => [color.slug, color.count]))).toEqual(
    withSelected(expected.colors, params.c),
  )
  const options = Object.fromEntries(
    body.filters.flatMap((group) => group.items.map((item) => [item.value, item.count])),
  )
  expect(options).toEqual(withSelected(expected.options, params.f))
  expect(body.new).toBe(expected.new)
  expect(body.sale).toBe(expected.sale)
}

/** Requests `params` and checks total, pages, the page's ids in order and every facet against the model. */
async function expectAsModel(params: Record<string, string>, init?: RequestInit) {
  const { status, body } = await list(params, init)
  expect(status, JSON.stringify(body)).toBe(200)
  const expected = oracle.query(params)
  const size = Number(params.ps ?? 24)
  const page = Number(params.p ?? 1)
  expect(body.total).toBe(expected.ids.length)
  expect(body.pages).toBe(Math.ceil(expected.ids.length / size))
  expect(body.products.map((product) => product.id)).toEqual(expected.ids.slice((page - 1) * size, page * size))
  expectFacets(body, expected, params)
  return body
}

describe('GET /api/catalog/products/ filters', () => {
  it('lists the whole published catalogue by name with the labels for the sort buttons', async () => {
    const body = await expectAsModel({})
    expect(body.total).toBe(oracle.all.length)
    expect(body.labels.map((label) => label.slug)).toEqual(['new', 'hit', 'sale'])
    expect(body.products).toHaveLength(24)
  })

  it('takes a category path with all its descendants, at every depth', async () => {
    const leaf = mostCommon(oracle.all, (product) => [product.categoryPath])[0] ?? ''
    const mid = leaf.split('/').slice(0, 2).join('/')
    for (const path of [topPath(), mid, leaf]) {
      const body = await expectAsModel({ path })
      expect(body.total).toBeGreaterThan(0)
    }
    await expectAsModel({ path: `/${leaf}/` })
  })

  it('combines a category, two brands and a colour, and counts each facet without its own group', async () => {
    const path = topPath()
    const [first, second] = mostCommon(inPath(path), (product) => (product.brand ? [product.brand] : []))
    const color = mostCommon(
      inPath(path).filter((product) => product.brand === first || product.brand === second),
      (product) => product.colors,
    )[0]
    const body = await expectAsModel({ path, b: `${first},${second}`, c: color ?? '' })
    expect(body.brands.length).toBeGreaterThan(2)
    expect(body.total).toBeGreaterThan(0)
  })

  it('gives each brand of the facet exactly the count that selecting it yields', async () => {
    const path = topPath()
    const color = mostCommon(inPath(path), (product) => product.colors)[0] ?? ''
    const { body } = await list({ path, c: color })
    for (const brand of body.brands.slice(0, 4)) {
      const selected = await list({ path, c: color, b: brand.slug })
      expect(selected.body.total).toBe(brand.count)
    }
  })

  it('filters by several colours (any of them)', async () => {
    const [a, b] = mostCommon(oracle.all, (product) => product.colors)
    await expectAsModel({ c: `${a},${b}` })
  })

  it('filters by custom options: any option within a group, every group', async () => {
    const options = oracle.all.flatMap((product) => product.options)
    const [firstGroup, secondGroup] = [...new Set(options.map((option) => option.groupId))]
    const valuesOf = (groupId: number | undefined) =>
      mostCommon(oracle.all, (product) =>
        product.options.filter((option) => option.groupId === groupId).map((option) => option.value),
      )
    const [a, b] = valuesOf(firstGroup)
    const [c] = valuesOf(secondGroup)
    await expectAsModel({ f: `${a}` })
    const body = await expectAsModel({ f: `${a},${b},${c}` })
    expect(body.filters.length).toBeGreaterThan(0)
  })

  it('filters by the new and sale labels', async () => {
    const flagSets: Record<string, string>[] = [{ n: '1' }, { s: '1' }, { n: '1', s: '1' }, { n: '0', s: '0' }]
    for (const params of flagSets) await expectAsModel(params)
    const { body } = await list({ path: topPath() })
    expect((await list({ path: topPath(), n: '1' })).body.total).toBe(body.new)
    expect((await list({ path: topPath(), s: '1' })).body.total).toBe(body.sale)
  })

  it('limits the list to one brand for the brand page', async () => {
    const brand = mostCommon(oracle.all, (product) => (product.brand ? [product.brand] : []))[0] ?? ''
    const body = await expectAsModel({ brand })
    expect(body.products.every((product) => product.brand?.slug === brand)).toBe(true)
    await expectAsModel({
      brand,
      c:
        mostCommon(
          oracle.all.filter((product) => product.brand === brand),
          (product) => product.colors,
        )[0] ?? '',
    })
  })

  it('keeps a selected option that yields nothing in its facet, with count 0', async () => {
    const path = topPath()
    const scope = inPath(path)
    const brand = mostCommon(scope, (product) => (product.brand ? [product.brand] : [])).at(-1) ?? ''
    const absent = mostCommon(scope, (product) => product.colors).find(
      (color) => !scope.some((product) => product.brand === brand && product.colors.includes(color)),
    )
    expect(absent).toBeDefined()
    const body = await expectAsModel({ path, b: brand, c: absent ?? '' })
    expect(body.total).toBe(0)
    expect(body.colors.find((color) => color.slug === absent)?.count).toBe(0)
    expect(body.brands.find((item) => item.slug === brand)?.count).toBe(0)
  })

  it('shows only goods in stock when asked (a=1), hiding those out of stock even when supplied on order', async () => {
    const hidden = oracle.all.filter((product) => product.stock <= 0)
    expect(hidden.filter((product) => product.onOrder).length).toBeGreaterThan(0)
    expect(hidden.filter((product) => !product.onOrder).length).toBeGreaterThan(0)
    const body = await expectAsModel({ a: '1', ps: '96' }, buyer)
    expect(body.total).toBe(oracle.all.length - hidden.length)
    expect(body.products.filter((product) => product.amount === 'нет')).toEqual([])
    await expectAsModel({ a: '1', path: topPath(), n: '1' }, buyer)
    await expectAsModel({ a: '0' }, buyer)
    await expectAsModel({ a: '0' })
  })
})

describe('GET /api/catalog/products/ paging', () => {
  it('serves every page size and the last, partly filled page', async () => {
    for (const ps of ['24', '48', '96']) {
      const pages = Math.ceil(oracle.all.length / Number(ps))
      await expectAsModel({ ps, p: String(pages) })
      await expectAsModel({ ps, p: '2' })
    }
  })

  it('answers a page past the last with 404 in the SPEC format', async () => {
    const pages = Math.ceil(oracle.all.length / 24)
    const { status, body } = await list({ p: String(pages + 1) })
    expect(status).toBe(404)
    expect(body).toEqual({ detail: expect.any(String) })
  })

  it('answers an empty selection with an empty first page, and 404 after it', async () => {
    const path = topPath()
    const scope = inPath(path)
    const brand = mostCommon(scope, (product) => (product.brand ? [product.brand] : [])).at(-1) ?? ''
    const absent =
      mostCommon(scope, (product) => product.colors).find(
        (color) => !scope.some((product) => product.brand === brand && product.colors.includes(color)),
      ) ?? ''
    const empty = await list({ path, b: brand, c: absent })
    expect(empty.status).toBe(200)
    expect(empty.body).toMatchObject({ products: [], total: 0, pages: 0 })
    expect((await list({ path, b: brand, c: absent, p: '2' })).status).toBe(404)
  })
})

describe('GET /api/en/catalog/products/', () => {
  it('answers in English and sorts by the English titles', async () => {
    const path = topPath()
    const { status, body } = await list({ path, ps: '96' }, undefined, '/api/en')
    expect(status).toBe(200)
    const expected = oracle.query({ path }, 'en')
    expect(body.products.map((product) => product.id)).toEqual(expected.ids.slice(0, 96))
    expect(body.products.every((product) => !/[а-яё]/i.test(product.title))).toBe(true)
    expect(body.labels.map((label) => label.title)).toEqual(['New', 'Hit', 'Sale'])
    for (const color of body.colors) expect(color.title).not.toMatch(/[а-яё]/i)
    for (const group of body.filters)
      expect(group.title + group.items.map((item) => item.title).join('')).not.toMatch(/[а-яё]/i)
  })
})
