// carts/…: the buyer's cart, every call answering the whole cart; refusals for guests, accounts that may not order
// and goods that cannot be ordered; 400s for bad bodies and queries; no update lost under parallel calls.
import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../server/db/schema/accounts'
import { products } from '../../server/db/schema/catalogue'
import { carts } from '../../server/db/schema/ordering'
import type { AccountResponse } from '../../contract/account'
import type { Cart, CartAddResult } from '../../contract/cart'
import type { ProductListResponse } from '../../contract/catalogue'
import type { VarsResponse } from '../../contract/site'
import { createAccount } from '../fixtures/account-users'
import { setupApi } from '../fixtures/api-app'
import { bearer, createSessionFor } from '../fixtures/sessions'
import { CART_EXTRAS } from '../fixtures/cart-extras'

const api = setupApi()
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

type Product = { id: number; price: number; pack: number }
let orderable: Product[] = []

/** A new buyer with a session: each test owns its cart. */
async function newBuyer(values: Parameters<typeof createAccount>[1] = {}) {
  const account = await createAccount(api.database.db, values)
  const token = await createSessionFor(api.database.db, account.email)
  const call = <T = Cart>(method: string, path: string, body?: unknown, locale = '') =>
    api.json<T>(`/api/${locale}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
  return {
    account,
    token,
    call,
    add: (product: number, quantity?: number) => call<CartAddResult>('POST', 'carts/items/', { product, quantity }),
  }
}

beforeAll(async () => {
  const { token } = await newBuyer()
  const { body } = await api.json<ProductListResponse>('/api/catalog/products/?ps=96', bearer(token))
  orderable = body.products
    .filter((p) => p.permissions.can_order && p.amount !== 'нет' && (p.price ?? 0) > 0)
    .map((p) => ({ id: p.id, price: p.price!, pack: p.pack_quantity }))
  expect(orderable.length).toBeGreaterThan(8)
})

const product = (index: number) => orderable[index]!

describe('carts/ for guests and accounts that may not order', () => {
  it('answers a guest 401 on every call', async () => {
    for (const [method, path] of [
      ['GET', 'carts/'],
      ['POST', 'carts/items/'],
      ['POST', 'carts/clear/'],
      ['POST', 'carts/items/1/increase/'],
      ['DELETE', 'carts/items/1/'],
    ] as const) {
      const { status, body } = await api.json<{ detail: string }>(`/api/${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      })
      expect(status, `${method} ${path}`).toBe(401)
      expect(body.detail).toEqual(expect.any(String))
    }
  })

  it('lets an account that may not order see its cart but not add to it', async () => {
    const buyer = await newBuyer({ canOrder: false })
    expect((await buyer.call('GET', 'carts/')).status).toBe(200)
    const { status, body } = await buyer.add(product(0).id)
    expect(status).toBe(403)
    expect(body).toEqual({ detail: expect.stringMatching(/менеджер/) })
  })
})

describe('carts/items/ and the cart answer', () => {
  it('starts with no cart, adds a product, and counts packs, lines and money', async () => {
    const buyer = await newBuyer()
    expect((await buyer.call('GET', 'carts/')).body).toEqual({
      id: null,
      items: [],
      total_count: 0,
      total_products: 0,
      total_sum: 0,
      ...CART_EXTRAS,
    })
    const first = product(0)
    const { status, body } = await buyer.add(first.id, 3)
    expect(status).toBe(200)
    expect(body.id).toMatch(UUID)
    expect(body.message).toBe('Товар добавлен в корзину')
    expect(body.item_added).toMatchObject({
      product: { id: first.id },
      quantity: 3,
      comment: '',
      pack_quantity: first.pack,
      price: first.price,
      total: 3 * first.pack * first.price,
      missing: false,
    })
    expect(body).toMatchObject({ total_count: 3, total_products: 1, total_sum: 3 * first.pack * first.price })

    const second = product(1)
    await buyer.add(second.id)
    const again = await buyer.add(first.id, 2)
    expect(again.body.message).toBe('Товар уже был в корзине: теперь в ней 5 уп.')
    expect(again.body.item_added.quantity).toBe(5)
    expect(again.body.items.map((item) => item.product.id)).toEqual([first.id, second.id])
    expect(again.body).toMatchObject({
      id: body.id,
      total_count: 6,
      total_products: 2,
      total_sum: 5 * first.pack * first.price + second.pack * second.price,
    })
    expect((await buyer.call('GET', 'carts/')).body).toEqual({
      id: body.id,
      items: again.body.items,
      total_count: 6,
      total_products: 2,
      total_sum: again.body.total_sum,
      ...CART_EXTRAS,
      total_units: 5 * first.pack + second.pack,
      total_weight: again.body.total_weight,
      total_volume: again.body.total_volume,
    })

    const en = await buyer.call<CartAddResult>('POST', 'carts/items/', { product: second.id }, 'en/')
    expect(en.body.message).toBe('It was already in the cart: it now holds 2 packs')
  })

  it('refuses bad bodies and queries with field errors and changes nothing', async () => {
    const buyer = await newBuyer()
    await buyer.add(product(0).id)
    const cases: [unknown, string][] = [
      [{ product: product(1).id, quantity: 0 }, 'quantity'],
      [{ product: product(1).id, quantity: -1 }, 'quantity'],
      [{ product: product(1).id, quantity: 1.5 }, 'quantity'],
      [{ product: product(1).id, quantity: '2' }, 'quantity'],
      [{ product: product(1).id, quantity: 10_000 }, 'quantity'],
      [{ product: product(1).id, quantity: 100_000 }, 'quantity'],
      [{ quantity: 1 }, 'product'],
      [{ product: 'abc' }, 'product'],
      [{ product: 2_147_483_648 }, 'product'],
      [{ product: 999_999 }, 'product'],
      [[1, 2], 'non_field_errors'],
    ]
    for (const [body, field] of cases) {
      const answer = await buyer.call<Record<string, string[]>>('POST', 'carts/items/', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body[field]?.[0], JSON.stringify(body)).toEqual(expect.any(String))
    }
    expect((await buyer.call('POST', 'carts/items/', '{not json')).status).toBe(400)
    const badCart = await buyer.call<Record<string, string[]>>('GET', 'carts/?cart_id=not-a-uuid')
    expect(badCart.status).toBe(400)
    expect(badCart.body.cart_id?.[0]).toBe('Неверный номер корзины')
    const { body } = await buyer.call('GET', 'carts/')
    expect(body.items.map((item) => [item.product.id, item.quantity])).toEqual([[product(0).id, 1]])
  })

  it('refuses goods that cannot be ordered, are out of stock or are not in the catalogue', async () => {
    const buyer = await newBuyer()
    const [locked, soldOut, hidden] = [product(2), product(3), product(4)]
    const { db } = api.database
    await db.update(products).set({ canOrder: false }).where(eq(products.id, locked.id))
    await db.update(products).set({ stock: 0, onOrder: false }).where(eq(products.id, soldOut.id))
    await db.update(products).set({ isPublished: false }).where(eq(products.id, hidden.id))
    try {
      for (const [id, text] of [
        [locked.id, 'Этот товар нельзя заказать'],
        [soldOut.id, 'Товара нет в наличии: подпишитесь на поступление'],
        [hidden.id, 'Такого товара нет в каталоге'],
      ] as const) {
        const { status, body } = await buyer.call<Record<string, string[]>>('POST', 'carts/items/', { product: id })
        expect(status).toBe(400)
        expect(body.product).toEqual([text])
      }
      await db.update(products).set({ onOrder: true }).where(eq(products.id, soldOut.id))
      expect((await buyer.add(soldOut.id)).status, 'supplied on order').toBe(200)
    } finally {
      await db
        .update(products)
        .set({ canOrder: true, isPublished: true, stock: 50, onOrder: false })
        .where(inArray(products.id, [locked.id, soldOut.id, hidden.id]))
    }
  })

  it('flags a line whose product was withdrawn, keeps it, leaves it out of the sum and account summary', async () => {
    const buyer = await newBuyer()
    const [kept, withdrawn] = [product(5), product(6)]
    await buyer.add(kept.id, 2)
    await buyer.add(withdrawn.id, 1)
    await api.database.db.update(products).set({ isPublished: false }).where(eq(products.id, withdrawn.id))
    try {
      const { body } = await buyer.call('GET', 'carts/')
      expect(body.items.map((item) => item.missing)).toEqual([false, true])
      expect(body).toMatchObject({ total_count: 3, total_products: 2, total_sum: 2 * kept.pack * kept.price })
      const account = await api.json<AccountResponse>('/api/my/account/', bearer(buyer.token))
      expect(account.body.cart).toEqual({ id: body.id, total_count: 3, total_sum: body.total_sum })
    } finally {
      await api.database.db.update(products).set({ isPublished: true }).where(eq(products.id, withdrawn.id))
    }
  })
})

describe('the ceiling of packs on one line (CART_MAX_QUANTITY, 9 999 by default)', () => {
  it('refuses more packs than the ceiling (add or typed quantity) with a field error, in both languages', async () => {
    const buyer = await newBuyer()
    const over = await buyer.call<Record<string, string[]>>('POST', 'carts/items/', {
      product: product(0).id,
      quantity: 10_000,
    })
    expect(over.status).toBe(400)
    expect(over.body.quantity).toEqual(['Не больше 9\u00a0999 упаковок в одной позиции'])
    const { body } = await buyer.add(product(0).id, 9_999)
    expect(body.item_added.quantity).toBe(9_999)
    const typed = await buyer.call<Record<string, string[]>>(
      'POST',
      `carts/items/${body.item_added.id}/update-quantity/`,
      { quantity: 99_999 },
      'en/',
    )
    expect(typed.status).toBe(400)
    expect(typed.body.quantity).toEqual(['At most 9,999 packs on one line'])
    expect((await buyer.call('GET', 'carts/')).body.items.map((item) => item.quantity)).toEqual([9_999])
  })

  it('stops plus and a repeated add at the ceiling', async () => {
    const buyer = await newBuyer()
    const { body } = await buyer.add(product(0).id, 9_998)
    expect((await buyer.add(product(0).id, 5)).body.item_added.quantity).toBe(9_999)
    const { body: cart } = await buyer.call('POST', `carts/items/${body.item_added.id}/increase/`)
    expect(cart.items[0]!.quantity).toBe(9_999)
  })

  it('tells the storefront the ceiling in vars/', async () => {
    const { body } = await api.json<VarsResponse>('/api/vars/')
    expect(body.settings.cart_max_quantity).toBe(9_999)
  })
})

describe('carts/items/{id}/… and the whole cart', () => {
  it('increases, decreases, sets, comments and removes a line; minus at one pack removes it', async () => {
    const buyer = await newBuyer()
    const { body: added } = await buyer.add(product(0).id, 2)
    const line = added.item_added.id
    const quantityOf = (cart: Cart) => cart.items.find((item) => item.id === line)?.quantity
    expect(quantityOf((await buyer.call('POST', `carts/items/${line}/increase/`)).body)).toBe(3)
    expect(quantityOf((await buyer.call('POST', `carts/items/${line}/decrease/`)).body)).toBe(2)
    expect(quantityOf((await buyer.call('POST', `carts/items/${line}/update-quantity/`, { quantity: 40 })).body)).toBe(
      40,
    )
    const commented = await buyer.call('POST', `carts/items/${line}/update-comment/`, {
      comment: '  Отгрузить в пятницу  ',
    })
    expect(commented.body.items[0]?.comment).toBe('Отгрузить в пятницу')
    const tooLong = await buyer.call<Record<string, string[]>>('POST', `carts/items/${line}/update-comment/`, {
      comment: 'я'.repeat(501),
    })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.comment).toEqual([expect.any(String)])
    for (const quantity of [0, 'x', null, 100_000]) {
      expect(
        (await buyer.call('POST', `carts/items/${line}/update-quantity/`, { quantity })).status,
        String(quantity),
      ).toBe(400)
    }
    await buyer.call('POST', `carts/items/${line}/update-quantity/`, { quantity: 1 })
    const removed = await buyer.call('POST', `carts/items/${line}/decrease/`)
    expect(removed.body).toMatchObject({ id: added.id, items: [], total_count: 0, total_sum: 0 })

    const { body: again } = await buyer.add(product(1).id)
    const deleted = await buyer.call('DELETE', `carts/items/${again.item_added.id}/`)
    expect(deleted.body.items).toEqual([])
  })

  it('answers 404 for a line that is not in the buyer’s cart, and for a malformed line id', async () => {
    const owner = await newBuyer()
    const other = await newBuyer()
    const { body } = await owner.add(product(0).id)
    for (const id of [String(body.item_added.id), '999999999', 'abc', '0', '99999999999']) {
      const { status, body: refusal } = await other.call<{ detail: string }>('POST', `carts/items/${id}/increase/`)
      expect(status, id).toBe(404)
      expect(refusal.detail).toBe('Этой позиции нет в корзине')
    }
    expect((await owner.call('GET', 'carts/')).body.items[0]?.quantity).toBe(1)
  })

  it('clears the lines, deletes the cart, and starts a new one on the next add', async () => {
    const buyer = await newBuyer()
    await buyer.add(product(0).id)
    const { body } = await buyer.add(product(1).id)
    const cleared = await buyer.call('POST', 'carts/clear/')
    expect(cleared.body).toEqual({
      id: body.id,
      items: [],
      total_count: 0,
      total_products: 0,
      total_sum: 0,
      ...CART_EXTRAS,
    })
    const deleted = await buyer.call('POST', `carts/delete/?cart_id=${body.id}`)
    expect(deleted.body.id).toBeNull()
    const fresh = await buyer.add(product(2).id)
    expect(fresh.body.id).toMatch(UUID)
    expect(fresh.body.id).not.toBe(body.id)
  })

  it('ignores a cart id that is someone else’s and answers the buyer’s own cart', async () => {
    const owner = await newBuyer()
    const other = await newBuyer()
    const { body: theirs } = await owner.add(product(0).id, 7)
    const { body: mine } = await other.call<CartAddResult>('POST', `carts/items/?cart_id=${theirs.id}`, {
      product: product(1).id,
    })
    expect(mine.id).not.toBe(theirs.id)
    expect((await other.call('POST', `carts/clear/?cart_id=${theirs.id}`)).body.id).toBe(mine.id)
    expect((await owner.call('GET', 'carts/')).body.items.map((item) => item.quantity)).toEqual([7])
  })
})

describe('carts/ under parallel calls', () => {
  it('loses no update among 100 parallel changes and makes one cart for parallel first adds', async () => {
    const buyer = await newBuyer()
    const [a, b, c] = [product(0), product(1), product(2)]
    // Parallel first adds of a buyer with no cart yet.
    await Promise.all(Array.from({ length: 10 }, () => buyer.add(a.id, 3)))
    expect(await api.database.db.select().from(carts).where(eq(carts.userId, buyer.account.id))).toHaveLength(1)
    const { body: start } = await buyer.call('GET', 'carts/')
    const lineA = start.items[0]!.id
    expect(start.items[0]!.quantity).toBe(30)

    const calls = [
      ...Array.from({ length: 40 }, () => () => buyer.call('POST', `carts/items/${lineA}/increase/`)),
      ...Array.from({ length: 20 }, () => () => buyer.call('POST', `carts/items/${lineA}/decrease/`)),
      ...Array.from({ length: 25 }, () => () => buyer.add(b.id, 2)),
      ...Array.from({ length: 15 }, () => () => buyer.add(c.id, 1)),
    ]
    const answers = await Promise.all(calls.map((call) => call()))
    expect(answers.map((answer) => answer.status)).toEqual(calls.map(() => 200))

    const { body } = await buyer.call('GET', 'carts/')
    const quantities = Object.fromEntries(body.items.map((item) => [item.product.id, item.quantity]))
    expect(quantities).toEqual({ [a.id]: 30 + 40 - 20, [b.id]: 50, [c.id]: 15 })
    expect(body.total_sum).toBe(50 * a.pack * a.price + 50 * b.pack * b.price + 15 * c.pack * c.price)
  })
})

describe('carts/ for a deactivated session', () => {
  it('answers 401 once the account is gone', async () => {
    const buyer = await newBuyer()
    await api.database.db.delete(users).where(eq(users.id, buyer.account.id))
    expect((await buyer.call('GET', 'carts/')).status).toBe(401)
  })
})
