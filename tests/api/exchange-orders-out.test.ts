// mode=query of the 1C exchange: the orders 1C has still to hear of as a CommerceML 2.10 document that the schema
// accepts and an independent reader understands (number, sums, buyer, quantities in base units, line comments),
// marked exported only when 1C confirms, sent again after a change, and in windows-1251 when configured.
import { eq, sql } from 'drizzle-orm'
import iconv from 'iconv-lite'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { OrdersParser } from 'commerceml-parser/dist/orders-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../server/db/schema/catalogue'
import { orders } from '../../server/db/schema/ordering'
import { confirmOrders, ordersDocument } from '../../server/modules/exchange/orders-out/orders-document'
import { runStaffCommand } from '../../server/staff/commands'
import type { ProductCard } from '../../contract/catalogue'
import type { OrderDetail } from '../../contract/orders'
import { setupApi } from '../fixtures/api-app'
import { newBuyer, orderableProducts } from '../fixtures/buyers'
import { cmlSchemaErrors, placeOrder, readDocuments, systemXmllintErrors } from '../fixtures/commerceml-orders'

const api = setupApi()
let goods: ProductCard[] = []
let order: OrderDetail

const utf8 = (body: Uint8Array) => new TextDecoder().decode(body)
const documentOf = (xml: string, number: string) => readDocuments(xml).find((doc) => doc.get('Номер')?.[0] === number)

beforeAll(async () => {
  goods = await orderableProducts(api, (await newBuyer(api)).token)
  expect(goods.length).toBeGreaterThan(2)
  await api.database.db
    .update(products)
    .set({ externalId: 'bd72d8f9-55bc-11d9-848a-00112f43529a' })
    .where(eq(products.id, goods[0]!.id))
  const buyer = await newBuyer(api, { organizationName: 'ООО «Лапки»', organizationInn: '7707083893' })
  order = await placeOrder(buyer, [
    { product: goods[0]!, quantity: 2, comment: 'Отгрузить отдельно, паллета 2' },
    { product: goods[1]!, quantity: 1 },
  ])
})

describe('the orders document (mode=query)', () => {
  it('is valid CommerceML 2.10 and holds the order as 1C needs it', async () => {
    const { body, contentType, orderIds } = await ordersDocument(api.ctx, { mark: false })
    expect(contentType).toBe('application/xml; charset=utf-8')
    expect(orderIds).toContain(order.id)
    const xml = utf8(body)
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true)
    expect(await cmlSchemaErrors(xml)).toEqual([])

    const doc = documentOf(xml, order.number)!
    expect(doc.get('Ид')).toEqual([order.number])
    expect(doc.get('ХозОперация')).toEqual(['Заказ товара'])
    expect(doc.get('Валюта')).toEqual(['RUB'])
    expect(doc.get('Сумма')).toEqual([(order.total / 100).toFixed(2)])
    expect(doc.get('Комментарий')).toEqual(['Позвонить за час <до приезда>'])
    expect(doc.get('Контрагенты/Контрагент/ИНН')).toEqual(['7707083893'])
    expect(doc.get('Контрагенты/Контрагент/Наименование')).toEqual(['ООО «Лапки» & Ко'])
    expect(doc.get('Контрагенты/Контрагент/ОфициальноеНаименование')).toEqual(['ООО «Лапки»'])
    expect(doc.get('Контрагенты/Контрагент/Роль')).toEqual(['Покупатель'])
    expect(doc.get('Контрагенты/Контрагент/Контакты/Контакт/Значение')).toEqual([order.phone, order.email])

    expect(doc.get('Товары/Товар/Ид')).toEqual(['bd72d8f9-55bc-11d9-848a-00112f43529a', `vitrina-${goods[1]!.id}`])
    expect(doc.get('Товары/Товар/Количество')).toEqual([
      String(2 * goods[0]!.pack_quantity),
      String(goods[1]!.pack_quantity),
    ])
    expect(doc.get('Товары/Товар/ЦенаЗаЕдиницу')).toEqual(order.items.map((item) => (item.price / 100).toFixed(2)))
    expect(doc.get('Товары/Товар/Сумма')).toEqual(order.items.map((item) => (item.amount / 100).toFixed(2)))
    const lineRequisites = doc.get('Товары/Товар/ЗначенияРеквизитов/ЗначениеРеквизита/Значение') ?? []
    expect(lineRequisites).toContain('Отгрузить отдельно, паллета 2')
    const requisites = doc.get('ЗначенияРеквизитов/ЗначениеРеквизита/Наименование') ?? []
    expect(requisites).toEqual(expect.arrayContaining(['Способ доставки', 'Метод оплаты', 'Дата доставки']))
  })

  it('is read by the independent commerceml-parser as an order document', async () => {
    const { body } = await ordersDocument(api.ctx, { mark: false })
    const parser = new OrdersParser()
    const found: { id: string; number: string; operation: string; currency: string }[] = []
    parser.onDocument((document) => {
      found.push(document as unknown as (typeof found)[number])
    })
    await parser.parse(Readable.from([utf8(body)]))
    expect(found.find((document) => document.number === order.number)).toMatchObject({
      id: order.number,
      operation: 'Заказ товара',
      currency: 'RUB',
    })
  })

  it('looking changes nothing; success marks what was offered; a change after the query goes out again', async () => {
    await ordersDocument(api.ctx, { mark: false })
    const [before] = await api.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(before?.offeredAt).toBeNull()

    const first = await ordersDocument(api.ctx)
    expect(first.orderIds).toContain(order.id)
    expect(await confirmOrders(api.ctx)).toBeGreaterThan(0)
    expect((await ordersDocument(api.ctx, { mark: false })).orderIds).toEqual([])

    const offered = await ordersDocument(api.ctx)
    expect(offered.orderIds).toEqual([])
    // Offered again after a shop-side change, then changed once more before 1C confirms: still pending.
    await api.database.db
      .update(orders)
      .set({ changedAt: sql`now() + interval '1 second'` })
      .where(eq(orders.id, order.id))
    expect((await ordersDocument(api.ctx)).orderIds).toEqual([order.id])
    await api.database.db
      .update(orders)
      .set({ changedAt: sql`now() + interval '1 minute'` })
      .where(eq(orders.id, order.id))
    await confirmOrders(api.ctx)
    expect((await ordersDocument(api.ctx, { mark: false })).orderIds).toEqual([order.id])
  })

  it('writes windows-1251 when configured, declared so, decodable and valid', async () => {
    await api.database.db.update(orders).set({ exportedAt: null }).where(eq(orders.id, order.id))
    const { body, contentType } = await ordersDocument(
      { db: api.ctx.db, env: { EXCHANGE_1C_ENCODING: 'windows-1251' } },
      { mark: false },
    )
    expect(contentType).toBe('application/xml; charset=windows-1251')
    const xml = iconv.decode(Buffer.from(body), 'windows-1251')
    expect(xml.startsWith('<?xml version="1.0" encoding="windows-1251"?>')).toBe(true)
    expect(xml).toContain('Отгрузить отдельно, паллета 2')
    // xmllint-wasm is built without iconv: it checks the decoded text; Debian's xmllint (when present) the bytes.
    expect(await cmlSchemaErrors(xml.replace('encoding="windows-1251"', 'encoding="utf-8"'))).toEqual([])
    expect(await systemXmllintErrors(body)).toEqual([])
    expect(documentOf(xml, order.number)?.get('Товары/Товар/Количество')).toHaveLength(2)
  })
})

describe('npm run staff -- export-orders', () => {
  it('writes the document to a file and only looks: nothing is marked offered', async () => {
    await api.database.db.update(orders).set({ exportedAt: null, offeredAt: null }).where(eq(orders.id, order.id))
    const dir = await mkdtemp(path.join(tmpdir(), 'vitrina-export-'))
    try {
      const file = path.join(dir, 'orders.xml')
      const lines = await runStaffCommand(api.database.db, 'export-orders', [file])
      expect(lines.join('\n')).toMatch(/Export state unchanged/)
      const xml = await readFile(file, 'utf8')
      expect(documentOf(xml, order.number)).toBeDefined()
      expect(await cmlSchemaErrors(xml)).toEqual([])
      const [after] = await api.database.db.select().from(orders).where(eq(orders.id, order.id))
      expect(after?.offeredAt).toBeNull()
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
