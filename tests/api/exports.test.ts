// carts/export/, orders/{id}/export/ and orders/export/: the buyer's cart, one order and the order history as XLSX
// and CSV, read back with a spreadsheet library and matched against the cart and orders the API answers, in
// Russian and English; guests, deactivated accounts and other buyers are refused.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Cart, CartItem } from '../../contract/cart'
import type { ProductCard } from '../../contract/catalogue'
import type { OrderDetail, OrderHistoryResponse } from '../../contract/orders'
import { users } from '../../server/db/schema/accounts'
import { setupApi } from '../fixtures/api-app'
import { newBuyer, orderableProducts, type Buyer } from '../fixtures/buyers'
import { checkoutForm } from '../fixtures/checkout-form'
import { readCsv, readWorkbook } from '../fixtures/spreadsheets'

const api = setupApi()
let goods: ProductCard[] = []

const HEADERS = {
  '': ['Артикул', 'Наименование', 'Упаковок', 'Штук в упаковке', 'Штук', 'Цена за шт., ₽', 'Сумма, ₽', 'Комментарий'],
  'en/': ['SKU', 'Name', 'Packs', 'Units per pack', 'Units', 'Unit price, ₽', 'Sum, ₽', 'Comment'],
}
const TOTAL = { '': 'Итого', 'en/': 'Total' }
const LOCALES = ['', 'en/'] as const

beforeAll(async () => {
  goods = await orderableProducts(api, (await newBuyer(api)).token)
  expect(goods.length).toBeGreaterThan(4)
})

const download = (buyer: Buyer | null, path: string) =>
  api.request(`/api/${path}`, buyer ? { headers: { authorization: `Bearer ${buyer.token}` } } : {})

async function fill(buyer: Buyer, lines: [index: number, packs: number, comment?: string][]) {
  for (const [index, packs, comment] of lines) {
    const { body } = await buyer.call<Cart>('POST', 'carts/items/', { product: goods[index]!.id, quantity: packs })
    const line = body.items.find((item) => item.product.id === goods[index]!.id)!
    if (comment) await buyer.call('POST', `carts/items/${line.id}/update-comment/`, { comment })
  }
}

async function placed(buyer: Buyer, lines: Parameters<typeof fill>[1]): Promise<OrderDetail> {
  await fill(buyer, lines)
  const { status, body } = await buyer.call<OrderDetail>('POST', 'orders/', checkoutForm(buyer))
  expect(status).toBe(201)
  return body
}

/** Empty cells read as null whichever way the file kept them. */
const cells = (rows: unknown[][]) => rows.map((row) => row.map((cell) => (cell === '' ? null : cell)))
const roubles = (kopecks: number | null) => (kopecks === null ? null : kopecks / 100)
const csvRoubles = (kopecks: number | null) => (kopecks === null ? '' : (kopecks / 100).toFixed(2).replace('.', ','))
const text = (row: (string | number | null)[]) => row.map((cell) => (cell === null ? '' : String(cell)))

const cartRow = (item: CartItem) => [
  item.product.sku_full,
  item.product.title,
  item.quantity,
  item.pack_quantity,
  item.quantity * item.pack_quantity,
  roubles(item.price),
  roubles(item.missing ? null : item.total),
  item.comment || null,
]

describe('carts/export/', () => {
  it('downloads the cart as XLSX and CSV, every line and the total, with localized headers', async () => {
    const buyer = await newBuyer(api)
    await fill(buyer, [
      [0, 2, 'на паллету 2; "срочно"'],
      [1, 1],
      [2, 5, '=SUM(A1)'],
    ])
    for (const locale of LOCALES) {
      const { body: cart } = await buyer.call<Cart>('GET', `${locale}carts/`)
      const xlsx = await download(buyer, `${locale}carts/export/?format=xlsx`)
      expect(xlsx.status).toBe(200)
      expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      expect(xlsx.headers.get('cache-control')).toBe('private, no-store')
      const disposition = xlsx.headers.get('content-disposition') ?? ''
      expect(disposition).toMatch(/^attachment; filename="cart-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''/)
      expect(decodeURIComponent(disposition.split("''")[1]!)).toMatch(
        locale ? /^Cart \d{4}-\d{2}-\d{2}\.xlsx$/ : /^Корзина \d{4}-\d{2}-\d{2}\.xlsx$/,
      )
      const [sheet, ...others] = await readWorkbook(await xlsx.arrayBuffer())
      expect(others).toEqual([])
      expect(sheet!.name).toBe(locale ? 'Cart' : 'Корзина')
      expect(sheet!.headerBold && sheet!.frozen).toBe(true)
      expect(sheet!.formats).toEqual(['@', '@', '#,##0', '#,##0', '#,##0', '#,##0.00', '#,##0.00', '@'])
      for (const width of sheet!.widths) expect(width).toBeGreaterThanOrEqual(10)
      const packs = cart.items.reduce((sum, item) => sum + item.quantity, 0)
      const units = cart.items.reduce((sum, item) => sum + item.quantity * item.pack_quantity, 0)
      expect(cells(sheet!.rows)).toEqual([
        HEADERS[locale],
        ...cart.items.map(cartRow),
        [null, TOTAL[locale], packs, null, units, null, roubles(cart.total_sum), null],
      ])

      const csv = await download(buyer, `${locale}carts/export/?format=csv`)
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(csv.headers.get('content-disposition')).toMatch(/filename="cart-\d{4}-\d{2}-\d{2}\.csv"/)
      expect(readCsv(await csv.arrayBuffer())).toEqual([
        HEADERS[locale],
        ...cart.items.map((item) =>
          text([
            item.product.sku_full,
            item.product.title,
            item.quantity,
            item.pack_quantity,
            item.quantity * item.pack_quantity,
            csvRoubles(item.price),
            csvRoubles(item.total),
            // A comment Excel would run as a formula is kept as text.
            item.comment.startsWith('=') ? `'${item.comment}` : item.comment,
          ]),
        ),
        text(['', TOTAL[locale], packs, '', units, '', csvRoubles(cart.total_sum), '']),
      ])
    }
  })

  it('downloads an empty cart as the header and a zero total; XLSX is the default format', async () => {
    const buyer = await newBuyer(api)
    const [sheet] = await readWorkbook(await (await download(buyer, 'carts/export/')).arrayBuffer())
    expect(cells(sheet!.rows)).toEqual([HEADERS[''], [null, 'Итого', 0, null, 0, null, 0, null]])
  })
})

describe('orders/{id}/export/ and orders/export/', () => {
  let buyer: Buyer
  let first: OrderDetail
  let second: OrderDetail

  beforeAll(async () => {
    buyer = await newBuyer(api)
    first = await placed(buyer, [
      [0, 3, 'к воротам 2'],
      [3, 1],
    ])
    second = await placed(buyer, [[4, 2]])
  })

  const orderRow = (order: OrderDetail, index: number) => {
    const line = order.items[index]!
    const units = line.amount / line.price
    return [line.sku, line.name, line.quantity, units / line.quantity, units, roubles(line.price), roubles(line.amount)]
  }

  it('downloads one order as XLSX and CSV matching its lines and total', async () => {
    for (const locale of LOCALES) {
      const { body: order } = await buyer.call<OrderDetail>('GET', `${locale}orders/${first.id}/`)
      const xlsx = await download(buyer, `${locale}orders/${first.id}/export/?format=xlsx`)
      expect(xlsx.status).toBe(200)
      expect(xlsx.headers.get('content-disposition')).toContain(`filename="order-${order.number}.xlsx"`)
      const [sheet] = await readWorkbook(await xlsx.arrayBuffer())
      expect(sheet!.name).toBe(`${locale ? 'Order' : 'Заказ'} ${order.number}`)
      const packs = order.items.reduce((sum, line) => sum + line.quantity, 0)
      const units = order.items.reduce((sum, line) => sum + line.amount / line.price, 0)
      expect(cells(sheet!.rows)).toEqual([
        HEADERS[locale],
        ...order.items.map((line, index) => [...orderRow(order, index), line.comment || null]),
        [null, TOTAL[locale], packs, null, units, null, roubles(order.subtotal), null],
      ])
      expect(order.total).toBe(order.subtotal)

      const csv = readCsv(await (await download(buyer, `${locale}orders/${first.id}/export/?format=csv`)).arrayBuffer())
      expect(csv).toEqual([
        HEADERS[locale],
        ...order.items.map((line, index) =>
          text([...orderRow(order, index).slice(0, 5), csvRoubles(line.price), csvRoubles(line.amount), line.comment]),
        ),
        text(['', TOTAL[locale], packs, '', units, '', csvRoubles(order.subtotal), '']),
      ])
    }
  })

  it('downloads the history: orders and every line in XLSX, the lines with their order in CSV', async () => {
    const { body: history } = await buyer.call<OrderHistoryResponse>('GET', 'orders/')
    expect(history.results.map((row) => row.id)).toEqual([second.id, first.id])
    const xlsx = await download(buyer, 'orders/export/?format=xlsx')
    expect(xlsx.headers.get('content-disposition')).toMatch(/filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"/)
    const [orders, lines] = await readWorkbook(await xlsx.arrayBuffer())
    expect(orders!.name).toBe('Заказы')
    const moscow = (iso: string) => new Date(new Date(iso).getTime() + 3 * 3600_000)
    expect(cells(orders!.rows)).toEqual([
      ['Заказ', 'Дата', 'Статус', 'Строк', 'К оплате, ₽'],
      ...[second, first].map((order) => [
        order.number,
        moscow(order.date),
        'Новый',
        order.items.length,
        roubles(order.total),
      ]),
      ['Итого', null, null, 3, roubles(first.total + second.total)],
    ])
    expect(lines!.name).toBe('Строки заказов')
    expect(cells(lines!.rows)).toEqual([
      ['Заказ', 'Дата', 'Статус', ...HEADERS['']],
      ...[second, first].flatMap((order) =>
        order.items.map((line, index) => [
          order.number,
          moscow(order.date),
          'Новый',
          ...orderRow(order, index),
          line.comment || null,
        ]),
      ),
    ])
    const csv = readCsv(await (await download(buyer, 'en/orders/export/?format=csv')).arrayBuffer())
    expect(csv[0]).toEqual(['Order', 'Date', 'Status', ...HEADERS['en/']])
    expect(csv.slice(1).map((row) => [row[0], row[3], row[9]])).toEqual(
      [second, first].flatMap((order) => order.items.map((line) => [order.number, line.sku, csvRoubles(line.amount)])),
    )
    expect(csv[1]![1]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)
    expect(csv[1]![2]).toBe('New')
  })

  it('refuses guests and deactivated accounts (401), other buyers (404) and an unknown format (400)', async () => {
    for (const path of ['carts/export/', `orders/${first.id}/export/`, 'orders/export/', 'orders/fast/template/'])
      expect((await download(null, path)).status, path).toBe(401)
    const other = await newBuyer(api)
    expect((await download(other, `orders/${first.id}/export/`)).status).toBe(404)
    expect((await download(other, 'orders/99999999/export/')).status).toBe(404)
    expect(readCsv(await (await download(other, 'orders/export/?format=csv')).arrayBuffer())).toEqual([
      ['Заказ', 'Дата', 'Статус', ...HEADERS['']],
    ])
    const sleeping = await newBuyer(api)
    await api.database.db.update(users).set({ isActive: false }).where(eq(users.id, sleeping.account.id))
    // A deactivated account's session ends with it.
    expect((await download(sleeping, 'carts/export/')).status).toBe(401)
    const wrong = await buyer.call<{ format: string[] }>('GET', 'orders/export/?format=pdf')
    expect([wrong.status, wrong.body.format]).toEqual([400, ['Формат файла: xlsx или csv']])
    const wrongEn = await buyer.call<{ format: string[] }>('GET', 'en/carts/export/?format=ods')
    expect([wrongEn.status, wrongEn.body.format]).toEqual([400, ['File format: xlsx or csv']])
  })
})
