// «Обмен с сайтом» end to end, as 1C runs it against the shop: the real fixture catalogue and offers (with a
// picture) uploaded in parts and imported; the storefront shows the goods with their picture, filters and a buyer's
// contract price; an order placed in the shop leaves through mode=query as a schema-valid document with its line
// comment; a status document from 1C changes the order in the buyer's history and mails the buyer; the dealer feed
// lists the goods.
import { mkdirSync, mkdtempSync } from 'node:fs'
import { readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { eq, sql } from 'drizzle-orm'
import iconv from 'iconv-lite'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductDetail, ProductListResponse } from '../../contract/catalogue'
import type { OrderDetail } from '../../contract/orders'
import { products } from '../../server/db/schema/catalogue'
import { rowsOf } from '../../server/modules/catalogue/sql-rows'
import { createExchangeApp, type ExchangeApp } from '../../server/modules/exchange/app'
import { exchangeServices } from '../../server/modules/exchange/bind-services'
import { ymlFeedResponse } from '../../server/feeds/yml/http'
import { runStaffCommand } from '../../server/staff/commands'
import { setupApi } from '../fixtures/api-app'
import { newBuyer, type Buyer } from '../fixtures/buyers'
import { commerceMlFixture } from '../fixtures/commerceml-files'
import { cmlSchemaErrors, placeOrder, readDocuments } from '../fixtures/commerceml-orders'
import { findKeys } from '../fixtures/forbidden-keys'

const LOGIN = 'obmen-1c'
const PASSWORD = 'Парол-1С'
const FILE_LIMIT = 16_384
/** The first product of the fixture files: Артикул PM-421-WP, 100 RUB in price type BASE, 377 in stock. */
const FIRST_ID = 'bd8c4e15-18f9-11e7-80c2-0cc47ab29cd1'
const PICTURE = 'import_files/bd/bd8c4e15.jpg'

const uploads = mkdtempSync(path.join(tmpdir(), 'vitrina-exchange-session-'))
const api = setupApi({
  env: () => ({
    EXCHANGE_1C_LOGIN: LOGIN,
    EXCHANGE_1C_PASSWORD: PASSWORD,
    EXCHANGE_1C_FILE_LIMIT: String(FILE_LIMIT),
    EXCHANGE_1C_DIR: uploads,
  }),
})
let exchange: ExchangeApp
let files: string

/** 1C's side of the protocol: one call, the answer's lines. */
function oneC(cookie = '') {
  const call = async (query: string, body?: Uint8Array, auth?: string) => {
    const headers: Record<string, string> = {}
    if (cookie) headers.Cookie = cookie
    if (auth) headers.Authorization = auth
    const response = await exchange.request(`https://vitrina.example/exchange/1c/?${query}`, {
      method: body ? 'POST' : 'GET',
      headers,
      body: body?.slice(),
    })
    expect(response.status).toBe(200)
    return { bytes: new Uint8Array(await response.arrayBuffer()), type: response.headers.get('content-type') }
  }
  const lines = async (query: string, body?: Uint8Array) =>
    new TextDecoder()
      .decode((await call(query, body)).bytes)
      .replace(/\n$/, '')
      .split('\n')
  return { call, lines }
}

async function signIn(type: 'catalog' | 'sale') {
  const basic = `Basic ${Buffer.from(`${LOGIN}:${PASSWORD}`).toString('base64')}`
  const answer = new TextDecoder().decode((await oneC().call(`type=${type}&mode=checkauth`, undefined, basic)).bytes)
  const [status, name, value] = answer.trim().split('\n')
  expect(status).toBe('success')
  const session = oneC(`${name}=${value}`)
  expect(await session.lines(`type=${type}&mode=init`)).toEqual(['zip=no', `file_limit=${FILE_LIMIT}`])
  return session
}

/** Uploads `name` from the files folder in parts of file_limit bytes, as 1C does. */
async function upload(session: ReturnType<typeof oneC>, type: string, name: string, bytes?: Uint8Array) {
  const content = bytes ?? new Uint8Array(await readFile(path.join(files, name)))
  for (let at = 0; at < content.length; at += FILE_LIMIT) {
    const part = content.subarray(at, at + FILE_LIMIT)
    expect(await session.lines(`type=${type}&mode=file&filename=${encodeURIComponent(name)}`, part)).toEqual([
      'success',
    ])
  }
}

async function importUntilDone(session: ReturnType<typeof oneC>, name: string): Promise<string[]> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const answer = await session.lines(`type=catalog&mode=import&filename=${name}`)
    if (answer[0] !== 'progress') return answer
    await sleep(50)
  }
  throw new Error(`the import of ${name} never finished`)
}

/** A whole catalogue exchange of the files folder. */
async function catalogueExchange(): Promise<void> {
  const session = await signIn('catalog')
  await upload(session, 'catalog', PICTURE)
  await upload(session, 'catalog', 'import.xml')
  await upload(session, 'catalog', 'offers.xml')
  expect(await importUntilDone(session, 'import.xml')).toEqual(['success'])
  expect(await importUntilDone(session, 'offers.xml')).toEqual(['success'])
  expect(await session.lines('type=catalog&mode=complete')).toEqual(['success'])
}

const catalogueCounts = async () =>
  rowsOf(
    await api.database.db.execute(sql`select
      (select count(*) from products) as products, (select count(*) from categories) as categories,
      (select count(*) from filter_options) as options, (select count(*) from product_images) as images,
      (select count(*) from product_prices) as prices, (select max(updated_at) from products) as updated`),
  )

/** The media files the shop keeps, sorted; not its caches, which a catalogue PDF made meanwhile may fill. */
const storedMedia = async () =>
  (await readdir(api.ctx.mediaDir, { recursive: true })).filter((file) => !file.startsWith('cache')).sort()

const firstProduct = async () => {
  const [row] = await api.database.db
    .select({ id: products.id, image: products.image })
    .from(products)
    .where(eq(products.externalId, FIRST_ID))
  if (!row) throw new Error('the first fixture product was not imported')
  return row
}

beforeAll(async () => {
  exchange = createExchangeApp(api.ctx, exchangeServices(api.ctx))
  files = path.join(uploads, 'from-1c')
  mkdirSync(path.join(files, path.dirname(PICTURE)), { recursive: true })
  const catalogue = await readFile(commerceMlFixture('import0_1.xml'), 'utf8')
  const withPicture = catalogue.replace(
    `<Ид>${FIRST_ID}</Ид>`,
    `<Ид>${FIRST_ID}</Ид>\n\t\t\t\t<Картинка>${PICTURE}</Картинка>`,
  )
  expect(withPicture).not.toBe(catalogue)
  await writeFile(path.join(files, 'import.xml'), withPicture)
  await writeFile(path.join(files, 'offers.xml'), await readFile(commerceMlFixture('offers0_1.xml')))
  await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toFile(path.join(files, PICTURE))
  await catalogueExchange()
})

afterAll(async () => {
  await rm(uploads, { recursive: true, force: true })
})

describe('the catalogue from 1C', () => {
  let buyer: Buyer

  beforeAll(async () => {
    buyer = await newBuyer(api)
  })

  it('shows the imported goods to a guest with their picture and filters, and no price', async () => {
    const { id, image } = await firstProduct()
    expect(image).toMatch(/\.webp$/)
    expect(await readdir(path.dirname(path.join(api.ctx.mediaDir, image!.replace(/^\/media\//, ''))))).not.toEqual([])
    const { status, body } = await api.json<ProductDetail>(`/api/catalog/products/${id}/`)
    expect(status).toBe(200)
    expect(body.title).toBe('Портативный коврик Portable 140x200x1 см, Деревянные лошадки')
    expect(body.sku_full).toBe('PM-421-WP')
    expect(findKeys(body)).toEqual([])
    const listing = await api.json<ProductListResponse>(
      `/api/catalog/products/?path=${encodeURIComponent(body.category.path)}`,
    )
    expect(listing.body.products.length).toBeGreaterThan(10)
    const line = listing.body.filters.flatMap((group) => group.items.map((item) => item.title))
    expect(line).toEqual(expect.arrayContaining(['Portable', 'Prime Living']))
  })

  it("makes 1C's only price type the default one: a buyer sees its price and the stock band", async () => {
    expect(await runStaffCommand(api.database.db, 'price-types', [])).toEqual(
      expect.arrayContaining([expect.stringMatching(/BASE.*default/)]),
    )
    const { id } = await firstProduct()
    const { body } = await buyer.call<ProductDetail>('GET', `catalog/products/${id}/`)
    expect(body.price).toBe(100_00)
    expect(body.amount).toBe('<1000')
  })

  it('changes nothing when the same files are exchanged again', async () => {
    const before = await catalogueCounts()
    const media = await storedMedia()
    await catalogueExchange()
    expect(await catalogueCounts()).toEqual(before)
    expect(await storedMedia()).toEqual(media)
  })

  describe('an order of it', () => {
    let order: OrderDetail
    let pack: number

    beforeAll(async () => {
      const { id } = await firstProduct()
      const { body: card } = await buyer.call<ProductDetail>('GET', `catalog/products/${id}/`)
      pack = card.pack_quantity
      order = await placeOrder(buyer, [{ product: card, quantity: 3, comment: 'Паллета 2, не кантовать' }])
    })

    it('goes to 1C through mode=query as a valid document with its line comment, until 1C confirms it', async () => {
      const sale = await signIn('sale')
      const { bytes, type } = await sale.call('type=sale&mode=query')
      expect(type).toBe('application/xml; charset=utf-8')
      const xml = new TextDecoder().decode(bytes)
      expect(await cmlSchemaErrors(xml)).toEqual([])
      const document = readDocuments(xml).find((doc) => doc.get('Номер')?.[0] === order.number)
      expect(document?.get('Товары/Товар/Ид')).toEqual([FIRST_ID])
      expect(document?.get('Товары/Товар/Количество')).toEqual([String(3 * pack)])
      expect(document?.get('Товары/Товар/ЗначенияРеквизитов/ЗначениеРеквизита/Значение')).toContain(
        'Паллета 2, не кантовать',
      )
      expect(await sale.lines('type=sale&mode=success')).toEqual(['success'])
      const again = new TextDecoder().decode((await sale.call('type=sale&mode=query')).bytes)
      expect(readDocuments(again).map((doc) => doc.get('Номер')?.[0])).not.toContain(order.number)
    })

    it("takes 1C's status document back into the buyer's history and mails the buyer", async () => {
      const status = `<?xml version="1.0" encoding="windows-1251"?>
<КоммерческаяИнформация ВерсияСхемы="2.05" ДатаФормирования="2026-11-24T10:00:00">
  <Документ>
    <Ид>${order.number}</Ид>
    <Номер>${order.number}</Номер>
    <Дата>2026-11-24</Дата>
    <ХозОперация>Заказ товара</ХозОперация>
    <Роль>Продавец</Роль>
    <Валюта>руб</Валюта>
    <Сумма>${(order.total / 100).toFixed(2)}</Сумма>
    <ЗначенияРеквизитов>
      <ЗначениеРеквизита><Наименование>Статус заказа</Наименование><Значение>[P] Оплачен</Значение></ЗначениеРеквизита>
      <ЗначениеРеквизита>
        <Наименование>Дата оплаты по 1С</Наименование><Значение>2026-11-24T09:30:00</Значение>
      </ЗначениеРеквизита>
      <ЗначениеРеквизита><Наименование>Номер оплаты по 1С</Наименование><Значение>ПП-77</Значение></ЗначениеРеквизита>
    </ЗначенияРеквизитов>
  </Документ>
</КоммерческаяИнформация>`
      const mailBefore = await readdir(path.join(api.dataDir, 'mail')).catch(() => [])
      const sale = await signIn('sale')
      await upload(sale, 'sale', 'documents.xml', iconv.encode(status, 'win1251'))
      const { body } = await buyer.call<OrderDetail>('GET', `orders/${order.id}/`)
      expect(body.status_title).toBe('[P] Оплачен')
      expect(body.paid_at).not.toBeNull()
      expect(body.events.map((event) => event.kind)).toContain('payment')
      await expect
        .poll(async () => (await readdir(path.join(api.dataDir, 'mail')).catch(() => [])).length)
        .toBe(mailBefore.length + 1)
    })
  })

  it('lists the imported goods in the dealer feed', async () => {
    const response = await ymlFeedResponse(new Request('https://vitrina.example/yml.xml'), {
      db: api.database.db,
      env: api.ctx.env,
    })
    expect(response.status).toBe(200)
    const feed = await response.text()
    expect(feed).toContain('<vendorCode>PM-421-WP</vendorCode>')
    expect(feed).toContain('<vendor>Crazy Boom</vendor>')
  })
})
