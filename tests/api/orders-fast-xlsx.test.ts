// orders/fast/ with an Excel workbook uploaded: the SKU and quantity columns found by their headers (Russian or
// English, any order, below a title) or, without one, the first two columns; quantities as text; empty rows
// skipped; each line numbered by its row; the text read answered back. Bad files get a localized error on the
// file. orders/fast/template/ is a workbook the upload reads back.
import { beforeAll, describe, expect, it } from 'vitest'
import type { ProductCard } from '../../contract/catalogue'
import type { QuickOrderLine, QuickOrderResponse } from '../../contract/orders'
import { setupApi } from '../fixtures/api-app'
import { newBuyer, orderableProducts, type Buyer } from '../fixtures/buyers'
import { readWorkbook, workbookOf } from '../fixtures/spreadsheets'
import { storedZip } from '../fixtures/stored-zip'

const api = setupApi()
let goods: ProductCard[] = []
let buyer: Buyer

beforeAll(async () => {
  buyer = await newBuyer(api)
  goods = await orderableProducts(api, buyer.token)
  expect(goods.length).toBeGreaterThan(4)
})

const sku = (index: number) => goods[index]!.sku_full

async function upload(bytes: Uint8Array, name = 'order.xlsx', options: { add?: boolean; locale?: string } = {}) {
  const form = new FormData()
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name))
  if (options.add) form.set('add_to_cart', '1')
  return api.json<QuickOrderResponse & Record<string, string[]>>(`/api/${options.locale ?? ''}orders/fast/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${buyer.token}` },
    body: form,
  })
}

const summary = (items: QuickOrderLine[]) =>
  items.map((item) =>
    'sku' in item ? [item.status, item.sku, item.quantity, item.lines] : [item.status, item.text, item.lines],
  )

describe('orders/fast/ with an XLSX file', () => {
  it('finds the columns by their headers in any order, below a title, with quantities as text', async () => {
    const { status, body } = await upload(
      await workbookOf([
        ['Заказ ООО «Хвост»'],
        [],
        ['Наименование', 'Кол-во', 'Артикул'],
        ['Корм', '2', sku(0)],
        [null, null, null],
        ['Лежак', ' 1 000 ', sku(1).toLowerCase()],
        ['Миска', 3.0, sku(2)],
        [null, 4, 'NO-SUCH-SKU'],
        [null, 'два', sku(3)],
      ]),
    )
    expect(status).toBe(200)
    expect(summary(body.items)).toEqual([
      ['found', sku(0), 2, [4]],
      ['found', sku(1), 1000, [6]],
      ['found', sku(2), 3, [7]],
      ['not_found', 'NO-SUCH-SKU', 4, [8]],
      ['invalid', `${sku(3)}\tдва`, [9]],
    ])
    expect(body.text!.split('\n')).toEqual([
      '',
      '',
      'Артикул\tУпаковок',
      `${sku(0)}\t2`,
      '',
      `${sku(1).toLowerCase()}\t1000`,
      `${sku(2)}\t3`,
      'NO-SUCH-SKU\t4',
      `${sku(3)}\tдва`,
    ])
    expect(body.cart).toBeUndefined()
  })

  it('reads English headers, or the first two columns without a header, and adds to the cart', async () => {
    const english = await upload(
      await workbookOf([
        ['Qty', null, 'SKU'],
        [5, null, sku(0)],
      ]),
    )
    expect(summary(english.body.items)).toEqual([['found', sku(0), 5, [2]]])
    const bare = await upload(
      await workbookOf([
        [null, sku(1), 2],
        [null, sku(2)],
      ]),
      'order.xlsx',
      { add: true },
    )
    expect(summary(bare.body.items)).toEqual([
      ['found', sku(1), 2, [1]],
      ['found', sku(2), 1, [2]],
    ])
    expect(bare.body.cart?.items.map((item) => [item.product.sku_full, item.quantity])).toEqual([
      [sku(1), 2],
      [sku(2), 1],
    ])
  })

  it('offers a template whose header and example the upload reads back', async () => {
    for (const locale of ['', 'en/']) {
      const response = await api.request(`/api/${locale}orders/fast/template/`, {
        headers: { authorization: `Bearer ${buyer.token}` },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="quick-order-template\.xlsx"/)
      const bytes = await response.arrayBuffer()
      const [sheet] = await readWorkbook(bytes)
      expect(sheet!.headerBold).toBe(true)
      expect(sheet!.rows).toEqual([
        locale ? ['SKU', 'Packs'] : ['Артикул', 'Упаковок'],
        ['VT-000001', 2],
        ['VT-000002', 10],
      ])
      const read = await upload(new Uint8Array(bytes), 'template.xlsx', { locale })
      expect(summary(read.body.items).map((line) => [line[1], line[2], line[3]])).toEqual([
        ['VT-000001', 2, [2]],
        ['VT-000002', 10, [3]],
      ])
    }
  })

  it('refuses what is not a readable workbook, with the reason on the file, in the request locale', async () => {
    const many = await workbookOf([['SKU', 'Qty'], ...Array.from({ length: 1001 }, (_, i) => [`SKU-${i}`, 1])])
    const cases: [Uint8Array, string, string][] = [
      [
        new TextEncoder().encode('not a workbook'),
        'order.xlsx',
        'Файл не читается как таблица Excel: сохраните его в формате XLSX или CSV',
      ],
      [
        new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]),
        'order.bin',
        'Файл не читается как таблица Excel: сохраните его в формате XLSX или CSV',
      ],
      [
        storedZip([{ name: 'word/document.xml', data: '<w/>' }]),
        'order.xlsx',
        'Файл не читается как таблица Excel: сохраните его в формате XLSX или CSV',
      ],
      [
        new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        'order.xls',
        'Старый формат Excel (XLS) не поддерживается: сохраните файл в формате XLSX',
      ],
      [
        await workbookOf([[null], []]),
        'empty.xlsx',
        'На первом листе нет артикулов: заполните столбцы «Артикул» и «Упаковок»',
      ],
      [
        await workbookOf([['Артикул', 'Упаковок']]),
        'header.xlsx',
        'На первом листе нет артикулов: заполните столбцы «Артикул» и «Упаковок»',
      ],
      [many, 'many.xlsx', 'Не больше 1000 строк за один раз'],
      [
        await workbookOf([['A-1', 1], ...Array.from({ length: 6000 }, () => []), ['A-2', 1]]),
        'far.xlsx',
        'Не больше 1000 строк за один раз',
      ],
    ]
    for (const [bytes, name, message] of cases) {
      const { status, body } = await upload(bytes, name)
      expect([status, body.file], name).toEqual([400, [message]])
    }
    const english = await upload(new TextEncoder().encode('oops'), 'order.xlsx', { locale: 'en/' })
    expect(english.body.file).toEqual(['The file cannot be read as an Excel sheet: save it as XLSX or CSV'])
    const exactly = await workbookOf([['SKU', 'Qty'], ...Array.from({ length: 1000 }, (_, i) => [`SKU-${i}`, 1])])
    expect((await upload(exactly)).status).toBe(200)
  })

  it('refuses a zip declaring too much inside, or whose entry inflates beyond what it declares', async () => {
    /** A stored zip of one entry whose central directory declares `declared` bytes for it, packed and unpacked. */
    const declaring = (declared: number) => {
      const zip = storedZip([{ name: 'xl/workbook.xml', data: 'x'.repeat(1000) }])
      const bytes = Buffer.from(zip.buffer)
      const record = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))
      bytes.writeUInt32LE(declared, record + 20)
      bytes.writeUInt32LE(declared, record + 24)
      return zip
    }
    const bomb = await upload(declaring(40 * 1024 * 1024))
    expect([bomb.status, bomb.body.file]).toEqual([
      400,
      ['Таблица слишком велика: оставьте в ней только артикулы и количество'],
    ])
    const lying = await upload(declaring(10))
    expect([lying.status, lying.body.file]).toEqual([
      400,
      ['Файл не читается как таблица Excel: сохраните его в формате XLSX или CSV'],
    ])
  })

  it('answers a guest 401 for the upload and the template', async () => {
    const form = new FormData()
    form.set('file', new File([await workbookOf([['A', 1]])], 'order.xlsx'))
    expect((await api.json('/api/orders/fast/', { method: 'POST', body: form })).status).toBe(401)
    expect((await api.request('/api/orders/fast/template/')).status).toBe(401)
  })
})
