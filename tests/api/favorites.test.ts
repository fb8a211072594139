// favorites/… and the account paths around them: a guest's local list answered as cards without prices, a
// buyer's list added to (idempotently, unknown ids ignored), removed from, checked, paged, its page text, and
// moved to the cart with the cart's own rules; 401 for guests on buyer paths; 400 field errors for bad input.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../server/db/schema/catalogue'
import type { AccountResponse } from '../../contract/account'
import type { CartAddResult } from '../../contract/cart'
import type { ProductListResponse } from '../../contract/catalogue'
import type { FavoritesCards, FavoritesCheck, FavoritesShort, FavoritesToCartResult } from '../../contract/favorites'
import { createAccount } from '../fixtures/account-users'
import { setupApi } from '../fixtures/api-app'
import { CART_EXTRAS } from '../fixtures/cart-extras'
import { bearer, createSessionFor } from '../fixtures/sessions'

const api = setupApi()
const UNKNOWN = 2_000_000_000

let orderable: number[] = []
let soldOut: number[] = []

async function newBuyer(values: Parameters<typeof createAccount>[1] = {}) {
  const account = await createAccount(api.database.db, values)
  const token = await createSessionFor(api.database.db, account.email)
  const call = <T = FavoritesShort>(method: string, path: string, body?: unknown, locale = '') =>
    api.json<T>(`/api/${locale}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
  return { account, token, call }
}

const ids = (list: FavoritesShort) => list.results.map((row) => row.id)

beforeAll(async () => {
  const { token } = await newBuyer()
  const { body } = await api.json<ProductListResponse>('/api/catalog/products/?ps=96', bearer(token))
  orderable = body.products.filter((p) => p.permissions.can_order && p.amount !== 'нет').map((p) => p.id)
  const [gone] = await api.database.db.select({ id: products.id }).from(products).where(eq(products.stock, 0)).limit(1)
  if (gone)
    await api.database.db.update(products).set({ onOrder: false, canOrder: true }).where(eq(products.id, gone.id))
  soldOut = gone ? [gone.id] : []
  expect(orderable.length).toBeGreaterThan(5)
})

describe('favorites/ for guests', () => {
  it('answers the cards of the local ids that exist, without prices or stock', async () => {
    const [a, b] = orderable
    const { status, body } = await api.json<FavoritesCards>(
      `/api/favorites/?limit=1000000&favorite_products=${b},${UNKNOWN},${a}`,
    )
    expect(status).toBe(200)
    expect(body.count).toBe(2)
    expect(body.results.map((card) => card.id)).toEqual([b, a])
    for (const card of body.results) {
      expect(card).not.toHaveProperty('price')
      expect(card).not.toHaveProperty('amount')
    }
    const short = await api.json<FavoritesShort>(
      `/api/en/favorites/?limit=1000000&short=true&favorite_products=${a},${UNKNOWN}`,
    )
    expect(short.body).toEqual({ count: 1, results: [{ id: a }] })
    expect((await api.json<FavoritesShort>('/api/favorites/?short=true')).body).toEqual({ count: 0, results: [] })
  })

  it('refuses malformed lists and limits with field errors', async () => {
    for (const query of [
      'favorite_products=1,x',
      'favorite_products=-1',
      'favorite_products=1,,2',
      'limit=0',
      'limit=1000001',
      'short=yes',
      `favorite_products=${Array.from({ length: 1001 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const { status, body } = await api.json<Record<string, string[]>>(`/api/favorites/?${query}`)
      expect(status, query).toBe(400)
      expect(Object.values(body)[0]?.[0], query).toEqual(expect.any(String))
    }
    const { body } = await api.json<Record<string, string[]>>('/api/en/favorites/?favorite_products=abc')
    expect(body.favorite_products).toEqual(['List product ids: whole numbers separated by commas, at most 1000'])
  })

  it('gives guests 401 on every buyer path', async () => {
    const calls = [
      ['POST', 'favorites/'],
      ['DELETE', 'favorites/'],
      ['GET', 'favorites-check/?favorite_products=1'],
      ['GET', 'favorite-items/'],
      ['GET', 'favorites-page/'],
      ['POST', 'favorites-to-cart/'],
    ] as const
    for (const [method, path] of calls) {
      const body = method === 'GET' ? undefined : JSON.stringify({ favorite_products: [1] })
      const answer = await api.json<{ detail: string }>(`/api/${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body,
      })
      expect(answer.status, `${method} ${path}`).toBe(401)
      expect(answer.body.detail).toEqual(expect.any(String))
    }
  })
})

describe('favorites/ for a buyer', () => {
  it('adds idempotently in order, ignores unknown ids, removes, and the account shows the same list', async () => {
    const buyer = await newBuyer()
    const [a, b, c] = orderable
    const first = await buyer.call('POST', 'favorites/', { favorite_products: [b, a, UNKNOWN] })
    expect(first.status).toBe(200)
    expect(ids(first.body)).toEqual([b, a])
    const again = await buyer.call('POST', 'favorites/', { favorite_products: [a, c, c] })
    expect(again.body).toEqual({ count: 3, results: [{ id: b }, { id: a }, { id: c }] })
    expect((await buyer.call('GET', 'favorites/?limit=1000000&short=true')).body).toEqual(again.body)
    // A stored list wins over a favorite_products query: that is only the guest's.
    expect(ids((await buyer.call('GET', `favorites/?short=true&favorite_products=${orderable[4]}`)).body)).toEqual([
      b,
      a,
      c,
    ])
    expect((await buyer.call<AccountResponse>('GET', 'my/account/')).body.favorites).toEqual([b, a, c])

    const removed = await buyer.call('DELETE', 'favorites/', { favorite_products: a })
    expect(ids(removed.body)).toEqual([b, c])
    expect(ids((await buyer.call('DELETE', 'favorites/', { favorite_products: UNKNOWN })).body)).toEqual([b, c])
    expect((await buyer.call('GET', 'favorites/?short=true&limit=1&offset=1')).body).toEqual({
      count: 2,
      results: [{ id: c }],
    })
  })

  it('answers cards with prices for the buyer, paged in favorite-items/', async () => {
    const buyer = await newBuyer()
    await buyer.call('POST', 'favorites/', { favorite_products: orderable.slice(0, 5) })
    const cards = await buyer.call<FavoritesCards>('GET', 'favorites/')
    expect(cards.body.count).toBe(5)
    expect(cards.body.results[0]?.price).toEqual(expect.any(Number))
    const page = await buyer.call<FavoritesCards>('GET', 'favorite-items/?limit=2&offset=2', undefined, 'en/')
    expect(page.body.count).toBe(5)
    expect(page.body.results.map((card) => card.id)).toEqual(orderable.slice(2, 4))
    expect((await buyer.call<FavoritesCards>('GET', 'favorite-items/')).body.results).toHaveLength(5)
    expect((await buyer.call('GET', 'favorite-items/?limit=x')).status).toBe(400)
  })

  it('checks which ids are favourites', async () => {
    const buyer = await newBuyer()
    const [a, b] = orderable
    await buyer.call('POST', 'favorites/', { favorite_products: [a] })
    expect(
      (await buyer.call<FavoritesCheck>('GET', `favorites-check/?favorite_products=${b},${a},${UNKNOWN}`)).body,
    ).toEqual({ results: [a] })
    expect((await buyer.call('GET', 'favorites-check/')).status).toBe(400)
  })

  it('refuses bad bodies with field errors', async () => {
    const buyer = await newBuyer()
    const bad = [
      ['POST', {}],
      ['POST', { favorite_products: 'x' }],
      ['POST', { favorite_products: [0] }],
      ['POST', { favorite_products: [1.5] }],
      ['POST', [1]],
      ['POST', '{oops'],
      ['POST', { favorite_products: Array.from({ length: 1001 }, (_, i) => i + 1) }],
      ['DELETE', {}],
      ['DELETE', { favorite_products: [1] }],
      ['DELETE', { favorite_products: '1' }],
    ] as const
    for (const [method, body] of bad) {
      const answer = await buyer.call<Record<string, unknown>>(method, 'favorites/', body)
      expect(answer.status, `${method} ${JSON.stringify(body)}`).toBe(400)
    }
    const { body } = await buyer.call<Record<string, string[]>>('POST', 'favorites/', { favorite_products: ['a'] })
    expect(body['favorite_products.0']).toEqual(['Укажите номера товаров: целые числа через запятую, не больше 1000'])
  })

  it('answers the favourites page text in both languages', async () => {
    const buyer = await newBuyer()
    const ru = await buyer.call<{ title: string; text: string; meta: { title: string } }>('GET', 'favorites-page/')
    expect(ru.status).toBe(200)
    expect(ru.body.title).toBe('Избранное')
    expect(ru.body.text).toContain('<p>')
    expect((await buyer.call<{ title: string }>('GET', 'favorites-page/', undefined, 'en/')).body.title).toBe(
      'Favourites',
    )
  })
})

describe('favorites-to-cart/', () => {
  it('adds one pack of every orderable favourite not yet in the cart and counts the rest as skipped', async () => {
    const buyer = await newBuyer()
    const [a, b, c] = orderable
    const { body: added } = await buyer.call<CartAddResult>('POST', 'carts/items/', { product: a, quantity: 4 })
    await buyer.call('POST', 'favorites/', { favorite_products: [a, b, c, ...soldOut] })
    const { status, body } = await buyer.call<FavoritesToCartResult>('POST', `favorites-to-cart/?cart_id=${added.id}`)
    expect(status).toBe(200)
    expect(body.id).toBe(added.id)
    expect(body.added).toBe(2)
    expect(body.skipped).toBe(1 + soldOut.length)
    expect(body.items.map((item) => [item.product.id, item.quantity])).toEqual([
      [a, 4],
      [b, 1],
      [c, 1],
    ])
    expect(body.total_products).toBe(3)

    const twice = await buyer.call<FavoritesToCartResult>('POST', 'favorites-to-cart/')
    expect(twice.body).toMatchObject({ added: 0, skipped: 3 + soldOut.length, total_products: 3 })
  })

  it('answers an empty cart when there is nothing to move, and 403 to an account that may not order', async () => {
    const empty = await newBuyer()
    expect((await empty.call<FavoritesToCartResult>('POST', 'favorites-to-cart/')).body).toEqual({
      id: null,
      items: [],
      total_count: 0,
      total_products: 0,
      total_sum: 0,
      ...CART_EXTRAS,
      added: 0,
      skipped: 0,
    })
    expect((await empty.call('POST', 'favorites-to-cart/?cart_id=nope')).status).toBe(400)

    const barred = await newBuyer({ canOrder: false })
    await barred.call('POST', 'favorites/', { favorite_products: [orderable[0]] })
    expect((await barred.call('POST', 'favorites-to-cart/')).status).toBe(403)
  })
})
