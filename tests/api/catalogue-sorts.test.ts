// catalog/products/ sort orders: each one checked against the model's order, price sorts for buyers only.
import { beforeAll, describe, expect, it } from 'vitest'
import type { ProductListResponse } from '../../contract/catalogue'
import { LABEL_SORTS, ORDER_SORTS, PRICE_SORTS } from '../../contract/catalogue-query'
import { setupApi } from '../fixtures/api-app'
import { bearer, createSessionFor, DEMO_BUYER_EMAIL } from '../fixtures/sessions'
import { loadOracle } from './catalogue-oracle'

const api = setupApi()
let oracle: Awaited<ReturnType<typeof loadOracle>>
let buyer: RequestInit

beforeAll(async () => {
  oracle = await loadOracle(api.database.db)
  buyer = bearer(await createSessionFor(api.database.db, DEMO_BUYER_EMAIL))
})

const list = (params: Record<string, string>, init?: RequestInit) =>
  api.json<ProductListResponse>(`/api/catalog/products/?${new URLSearchParams(params)}`, init)

async function expectOrder(params: Record<string, string>, init?: RequestInit) {
  const expected = oracle.query(params).ids
  const pages = Math.max(1, Math.ceil(expected.length / 96))
  for (const p of ['1', '2'].slice(0, pages)) {
    const { status, body } = await list({ ...params, ps: '96', p }, init)
    expect(status).toBe(200)
    expect(body.products.map((product) => product.id)).toEqual(expected.slice((Number(p) - 1) * 96, Number(p) * 96))
  }
}

describe('GET /api/catalog/products/ sorts', () => {
  it('sorts by name when no order is given', async () => {
    const byDefault = await list({ ps: '96' })
    const byName = await list({ ps: '96', o: 'name' })
    expect(byDefault.body.products.map((product) => product.id)).toEqual(
      byName.body.products.map((product) => product.id),
    )
    const titles = byName.body.products.map((product) => product.title)
    expect(titles).toEqual([...titles].sort(new Intl.Collator('und').compare))
  })

  for (const sort of ORDER_SORTS.filter((sort) => !PRICE_SORTS.includes(sort)))
    it(`orders by ${sort} for everyone`, async () => {
      await expectOrder({ o: sort })
      await expectOrder({ o: sort }, buyer)
    })

  for (const sort of PRICE_SORTS)
    it(`orders a buyer's list by ${sort} and refuses it to a guest`, async () => {
      await expectOrder({ o: sort }, buyer)
      const { body } = await list({ o: sort, ps: '96' }, buyer)
      const prices = body.products.map((product) => product.price ?? NaN)
      expect(prices).toEqual([...prices].sort((a, b) => (sort === 'price' ? a - b : b - a)))
      const guest = await list({ o: sort })
      expect(guest.status).toBe(400)
      expect(Object.keys(guest.body)).toEqual(['o'])
    })

  for (const sort of LABEL_SORTS)
    it(`puts products labelled ${sort} first, then by name`, async () => {
      await expectOrder({ o: sort })
      const { body } = await list({ o: sort, ps: '96' })
      const labelled = oracle.all.filter((product) => product.labels.includes(sort)).length
      expect(labelled).toBeGreaterThan(0)
      const flags = body.products.map((product) => product.labels.some((label) => label.slug === sort))
      expect(flags.slice(0, Math.min(labelled, 96)).every(Boolean)).toBe(true)
    })

  it('sorts within filters', async () => {
    const brand = oracle.all.find((product) => product.brand)?.brand ?? ''
    await expectOrder({ o: '-name', brand })
    await expectOrder({ o: 'sku', n: '1' })
  })
})
