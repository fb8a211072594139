// orders/fast/: a quick order of `SKU quantity` lines (JSON text or an uploaded CSV file) resolved line by line,
// then, with add_to_cart, the orderable lines put in the cart in one call; forgiving about separators, case,
// blank lines, quotes and a header; 400 for empty, oversized or malformed input.
import { eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../server/db/schema/catalogue'
import type { Cart } from '../../contract/cart'
import type { ProductCard } from '../../contract/catalogue'
import type { QuickOrderLine, QuickOrderResponse } from '../../contract/orders'
import { setupApi } from '../fixtures/api-app'
import { newBuyer, orderableProducts } from '../fixtures/buyers'

const api = setupApi()
let goods: ProductCard[] = []

beforeAll(async () => {
  goods = await orderableProducts(api, (await newBuyer(api)).token)
  expect(goods.length).toBeGreaterThan(8)
})

const sku = (index: number) => goods[index]!.sku_full
const fast = (buyer: Awaited<ReturnType<typeof newBuyer>>, body: unknown, locale = '') =>
  buyer.call<QuickOrderResponse & Record<string, string[]>>('POST', `${locale}orders/fast/`, body)
const summary = (items: QuickOrderLine[]) =>
  items.map((item) =>
    'sku' in item ? [item.status, item.sku, item.quantity, item.lines] : [item.status, item.text, item.lines],
  )

describe('orders/fast/ resolving lines', () => {
  it('answers a guest 401', async () => {
    const { status } = await api.json('/api/orders/fast/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'A 1' }),
    })
    expect(status).toBe(401)
  })

  it('reads spaces, tabs, semicolons, commas, quotes, blank lines and any case; sums repeated SKUs', async () => {
    const buyer = await newBuyer(api)
    const text = [
      `${sku(0)} 2`,
      '',
      `${sku(1).toLowerCase()}\t3`,
      `  ${sku(2)};4  `,
      `"${sku(3)}","5"`,
      `${sku(0)}, 1`,
      `${sku(4)}`,
      '   ',
      `${sku(1)} ; 2`,
    ].join('\r\n')
    const { status, body } = await fast(buyer, { text })
    expect(status).toBe(200)
    expect(summary(body.items)).toEqual([
      ['found', sku(0), 3, [1, 6]],
      ['found', sku(1), 5, [3, 9]],
      ['found', sku(2), 4, [4]],
      ['found', sku(3), 5, [5]],
      ['found', sku(4), 1, [7]],
    ])
    const first = body.items[0] as Extract<QuickOrderLine, { sku: string }>
    expect(first.product).toMatchObject({ id: goods[0]!.id, price: goods[0]!.price, amount: expect.any(String) })
    expect(body.cart).toBeUndefined()
    expect((await buyer.call<Cart>('GET', 'carts/')).body.items).toEqual([])
  })

  it('tells not found, not orderable, out of stock and unreadable lines apart, and skips a header line', async () => {
    const buyer = await newBuyer(api)
    const [locked, soldOut, hidden] = [goods[5]!, goods[6]!, goods[7]!]
    const { db } = api.database
    await db.update(products).set({ canOrder: false }).where(eq(products.id, locked.id))
    await db.update(products).set({ stock: 0, onOrder: false }).where(eq(products.id, soldOut.id))
    await db.update(products).set({ isPublished: false }).where(eq(products.id, hidden.id))
    try {
      const text = [
        'Артикул;Количество',
        `${sku(0)};1`,
        'NO-SUCH-SKU-1 2',
        `${locked.sku_full} 1`,
        `${soldOut.sku_full} 1`,
        `${hidden.sku_full} 1`,
        `${sku(1)} two`,
        `${sku(1)} 0`,
        `${sku(1)} 1 2`,
        `${sku(1)} 100000`,
      ].join('\n')
      const { status, body } = await fast(buyer, { text })
      expect(status).toBe(200)
      expect(summary(body.items)).toEqual([
        ['found', sku(0), 1, [2]],
        ['not_found', 'NO-SUCH-SKU-1', 2, [3]],
        ['not_orderable', locked.sku_full, 1, [4]],
        ['out_of_stock', soldOut.sku_full, 1, [5]],
        ['not_found', hidden.sku_full, 1, [6]],
        ['invalid', `${sku(1)} two`, [7]],
        ['invalid', `${sku(1)} 0`, [8]],
        ['invalid', `${sku(1)} 1 2`, [9]],
        ['invalid', `${sku(1)} 100000`, [10]],
      ])
      const byStatus = Object.fromEntries(body.items.map((item) => [item.status, item]))
      expect(byStatus.not_found).toMatchObject({ product: null })
      expect(byStatus.out_of_stock).toMatchObject({ product: { id: soldOut.id, amount: 'нет' } })

      const added = await fast(buyer, { text, add_to_cart: true })
      expect(added.body.cart?.items.map((item) => [item.product.id, item.quantity])).toEqual([[goods[0]!.id, 1]])
    } finally {
      await db
        .update(products)
        .set({ canOrder: true, isPublished: true, stock: 50, onOrder: false })
        .where(inArray(products.id, [locked.id, soldOut.id, hidden.id]))
    }
  })
})

describe('orders/fast/ lookup', () => {
  it('finds the SKUs through the index on upper(sku), not by reading every product', async () => {
    const keys = [sku(0), sku(1), 'NO-SUCH-SKU'].map((key) => key.toUpperCase())
    const { rows } = (await api.database.db.execute(
      sql`explain select p.id from products p where upper(p.sku) in ${keys} and p.is_published`,
    )) as unknown as {
      rows: { 'QUERY PLAN': string }[]
    }
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n')
    expect(plan).toContain('products_sku_upper_idx')
    expect(plan).not.toMatch(/Seq Scan on products/)
  })
})

describe('orders/fast/ adding to the cart', () => {
  it('adds every orderable line in one call, raising lines already in the cart, and answers the cart', async () => {
    const buyer = await newBuyer(api)
    await buyer.call('POST', 'carts/items/', { product: goods[0]!.id, quantity: 2 })
    const { status, body } = await fast(buyer, { text: `${sku(0)} 3\n${sku(1)} 4\nMISSING 1`, add_to_cart: true })
    expect(status).toBe(200)
    expect(body.items.map((item) => item.status)).toEqual(['found', 'found', 'not_found'])
    expect(body.cart?.items.map((item) => [item.product.id, item.quantity])).toEqual([
      [goods[0]!.id, 5],
      [goods[1]!.id, 4],
    ])
    expect((await buyer.call<Cart>('GET', 'carts/')).body).toEqual(body.cart)
  })

  it('keeps a raised line within the most packs a line may hold (CART_MAX_QUANTITY, 9,999 by default)', async () => {
    const buyer = await newBuyer(api)
    expect((await buyer.call('POST', 'carts/items/', { product: goods[4]!.id, quantity: 9_990 })).status).toBe(200)
    const { body } = await fast(buyer, { text: `${sku(4)} 20\n${sku(5)} 60000\n${sku(5)} 60000`, add_to_cart: true })
    expect(body.items.map((item) => 'sku' in item && item.quantity)).toEqual([20, 99_999])
    expect(body.cart?.items.map((item) => item.quantity)).toEqual([9_999, 9_999])
  })

  it('takes a CSV file upload with the add flag', async () => {
    const buyer = await newBuyer(api)
    const form = new FormData()
    form.set('file', new File([`sku;quantity\n${sku(2)};2\n${sku(3)};1\n`], 'order.csv', { type: 'text/csv' }))
    form.set('add_to_cart', '1')
    const { status, body } = await api.json<QuickOrderResponse>('/api/orders/fast/', {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}` },
      body: form,
    })
    expect(status).toBe(200)
    expect(summary(body.items)).toEqual([
      ['found', sku(2), 2, [2]],
      ['found', sku(3), 1, [3]],
    ])
    expect(body.cart?.items.map((item) => [item.product.id, item.quantity])).toEqual([
      [goods[2]!.id, 2],
      [goods[3]!.id, 1],
    ])
  })

  it('refuses a cart change to an account that may not order', async () => {
    const buyer = await newBuyer(api, { canOrder: false })
    expect((await fast(buyer, { text: `${sku(0)} 1` })).status).toBe(200)
    expect((await fast(buyer, { text: `${sku(0)} 1`, add_to_cart: true })).status).toBe(403)
  })
})

describe('orders/fast/ refusals', () => {
  it('answers 400 with a field error for empty, oversized and malformed input, in the request locale', async () => {
    const buyer = await newBuyer(api)
    const many = Array.from({ length: 1001 }, (_, i) => `SKU-${i} 1`).join('\n')
    expect(
      (await fast(buyer, { text: Array.from({ length: 1000 }, (_, i) => `SKU-${i} 1`).join('\n') })).status,
      '1000 lines',
    ).toBe(200)
    const cases: [unknown, string, string][] = [
      [{ text: '  \n\t\n' }, 'text', 'Введите артикулы и количество: по одному товару в строке'],
      [{ text: many }, 'text', 'Не больше 1000 строк за один раз'],
      [{ text: 'x'.repeat(100_001) }, 'text', 'Слишком большой список: не больше 100 000 символов'],
      [{}, 'text', 'Обязательное поле'],
      [{ text: 5 }, 'text', expect.any(String) as unknown as string],
      [{ text: 'A 1', add_to_cart: 'yes' }, 'add_to_cart', 'Укажите да или нет'],
      [[1], 'non_field_errors', expect.any(String) as unknown as string],
    ]
    for (const [body, field, message] of cases) {
      const answer = await fast(buyer, body)
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400)
      expect(answer.body[field], JSON.stringify(body).slice(0, 60)).toEqual([message])
    }
    expect((await fast(buyer, { text: many }, 'en/')).body.text).toEqual(['At most 1000 lines at a time'])
    expect((await fast(buyer, '{oops')).status).toBe(400)
    const huge = await fast(buyer, JSON.stringify({ text: 'Ж'.repeat(600_000) }))
    expect([huge.status, huge.body.text]).toEqual([400, ['Слишком большой список: не больше 100 000 символов']])
    const noFile = new FormData()
    noFile.set('text', 'A 1')
    const upload = await api.json<Record<string, string[]>>('/api/orders/fast/', {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}` },
      body: noFile,
    })
    expect(upload.status).toBe(400)
    expect(upload.body.file).toEqual(['Приложите файл CSV со списком артикулов'])
  })
})
