// The 1C catalogue import (server/modules/exchange/catalogue-import): records as the CommerceML reader hands them
// on, transcribed from the real fixtures (../shared/fixtures/commerceml/import0_1.xml, offers0_1.xml), applied to
// the seeded test database. Categories, products, brands, filters, specs, pictures, prices and stock land where
// the storefront reads them; a re-import changes nothing; a full file hides what it no longer names; a failure
// leaves the catalogue exactly as it was.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, inArray, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductDetail } from '../../contract/catalogue'
import type { OrderDetail } from '../../contract/orders'
import type { AppContext } from '../../server/context'
import { categories, priceTypes, productStocks, products } from '../../server/db/schema/catalogue'
import { exchangeImports } from '../../server/db/schema/exchange'
import { orderItems, waitList } from '../../server/db/schema/ordering'
import type { CmlOffer, CmlProduct, CmlProperty, CmlRecord } from '../../server/modules/exchange/commerceml/records'
import { importRecords } from '../../server/modules/exchange/catalogue-import/import-records'
import type { ImportSummary } from '../../server/modules/exchange/catalogue-import/summary'
import { catalogueReference } from '../../server/modules/catalogue/reference'
import { rowsOf } from '../../server/modules/catalogue/sql-rows'
import { TtlCache } from '../../server/http/ttl-cache'
import { dropSharedCachesOnChange } from '../../server/changes/shared-caches'
import { seoFileResponse } from '../../server/sitemap/http'
import { setupApi } from '../fixtures/api-app'
import { newBuyer } from '../fixtures/buyers'
import { checkoutForm } from '../fixtures/checkout-form'
import { bearer } from '../fixtures/sessions'

const api = setupApi()
const db = () => api.database.db

let mediaDir = ''
let filesDir = ''
let ctx: AppContext

const GROUP = '82cfb8dc-18f9-11e7-80c2-0cc47ab29cd1'
const SUBGROUP = '82cfb8dc-0000-11e7-80c2-0cc47ab29cd1'
const PRICE_TYPE = '279b6812-740b-11e8-80c8-0cc47ab29cd1'
const WAREHOUSES = ['6abdb0b5-18fd-11e7-80c2-0cc47ab29cd1', 'dd306af1-19c9-11e7-80c2-0cc47ab29cd1']
const OZON = '8d11c16f-1d64-11e9-80c9-0cc47ab29cd1'
const COUNTRY = '3268183f-18fa-11e7-80c2-0cc47ab29cd1'
const LINE = '06375b96-18fb-11e7-80c2-0cc47ab29cd1'
const COLOURING = 'a3e9701f-2483-11e9-80c9-0cc47ab29cd1'
const KOREA = 'af848a7e-18fa-11e7-80c2-0cc47ab29cd1'
const PORTABLE = '259d77bb-18fb-11e7-80c2-0cc47ab29cd1'
const SILLKY = '48a2ba89-19c5-11e7-80c2-0cc47ab29cd1'

const properties: CmlProperty[] = [
  { id: OZON, name: 'Код ОЗОН', valueType: 'string', values: [] },
  {
    id: COUNTRY,
    name: 'Страна производства',
    valueType: 'reference',
    values: [{ id: KOREA, value: 'КОРЕЯ, РЕСПУБЛИКА' }],
  },
  {
    id: LINE,
    name: 'Линейка',
    valueType: 'reference',
    values: [
      { id: PORTABLE, value: 'Portable' },
      { id: SILLKY, value: 'Sillky' },
    ],
  },
  { id: COLOURING, name: 'Расцветка', valueType: 'string', values: [] },
]

function product(id: string, sku: string | null, name: string, ozon: string, colouring: string, line = PORTABLE) {
  return {
    id,
    sku,
    barcode: null,
    name,
    description: '',
    groupIds: [SUBGROUP],
    pictures: [] as string[],
    manufacturer: { id: '018b11b8-18fa-11e7-80c2-0cc47ab29cd1', name: 'Crazy Boom' },
    baseUnit: { code: '796', name: 'Штука', ratio: 1 },
    properties: [
      { id: OZON, values: [ozon] },
      { id: COUNTRY, values: [KOREA] },
      { id: LINE, values: [line] },
      { id: COLOURING, values: [colouring] },
    ],
    requisites: [
      { name: 'ВидНоменклатуры', value: 'Коврики для дома' },
      { name: 'ТипНоменклатуры', value: 'Товар' },
      { name: 'Полное наименование', value: name },
    ],
    deleted: false,
  } satisfies CmlProduct
}

const HORSES = 'bd8c4e15-18f9-11e7-80c2-0cc47ab29cd1'
const ELEPHANTS = '5edfbda4-19c0-11e7-80c2-0cc47ab29cd1'
const CLOUDS = '9a1e3f41-1d5e-11e9-80c9-0cc47ab29cd1'

const catalogueProducts = (): CmlProduct[] => [
  {
    ...product(
      HORSES,
      'PM-421-WP',
      'Портативный коврик Portable 140x200x1 см, Деревянные лошадки',
      '149831179',
      'Деревянные лошадки',
    ),
    description: 'Мягкий коврик.\n\nСкладывается <вдвое>.',
    pictures: ['import_files/bd/horses.jpg', 'import_files/bd/horses-back.jpg'],
  },
  product(ELEPHANTS, 'PM-421-LE', 'Портативный коврик Portable 140x200x1 см, Слонята', '149831178', 'Слонята'),
  // No Артикул, and a second one clashing with the first product's.
  product(CLOUDS, null, 'Складной коврик Sillky Portable Облачка, 140x200x1 см', '149831177', 'Облачка', SILLKY),
  product('c0ffee00-0000-11e9-80c9-0cc47ab29cd1', 'PM-421-WP', 'Коврик-двойник', '1', 'Двойник'),
]

function catalogue(
  items: CmlProduct[] = catalogueProducts(),
  options: { onlyChanges?: boolean; groupName?: string } = {},
): CmlRecord[] {
  return [
    { kind: 'group', group: { id: GROUP, name: options.groupName ?? 'Коврики для дома', parentId: null } },
    { kind: 'group', group: { id: SUBGROUP, name: 'Портативные коврики', parentId: GROUP } },
    ...properties.map((property): CmlRecord => ({ kind: 'property', property })),
    { kind: 'catalog', onlyChanges: options.onlyChanges ?? false },
    ...items.map((item): CmlRecord => ({ kind: 'product', product: item })),
  ]
}

function offer(productId: string, price: number, stocks: number[]): CmlOffer {
  return {
    id: productId,
    productId,
    characteristicId: null,
    sku: null,
    name: '',
    characteristics: [],
    prices: [{ priceTypeId: PRICE_TYPE, price, currency: 'RUB' }],
    quantity: stocks.reduce((sum, value) => sum + value, 0),
    stocks: stocks.map((quantity, index) => ({ warehouseId: WAREHOUSES[index]!, quantity })),
    deleted: false,
  }
}

const offers = (items: CmlOffer[] = [offer(HORSES, 10000, [1, 376]), offer(ELEPHANTS, 12550, [0, 5])]): CmlRecord[] => [
  { kind: 'offers', onlyChanges: false },
  { kind: 'priceType', priceType: { id: PRICE_TYPE, name: 'BASE', currency: 'RUB' } },
  { kind: 'warehouse', warehouse: { id: WAREHOUSES[0]!, name: 'Владивосток' } },
  { kind: 'warehouse', warehouse: { id: WAREHOUSES[1]!, name: 'Москва' } },
  ...items.map((item): CmlRecord => ({ kind: 'offer', offer: item })),
  { kind: 'offer', offer: offer('00000000-dead-beef-0000-000000000000', 500, [3, 0]) },
]

async function* stream(records: CmlRecord[]): AsyncGenerator<CmlRecord> {
  for (const record of records) yield record
}

let importCount = 0

async function run(records: CmlRecord[], onProgress?: (message: string) => Promise<void>): Promise<ImportSummary> {
  const [row] = await db()
    .insert(exchangeImports)
    .values({ filename: `import-${++importCount}.xml`, status: 'running' })
    .returning({ id: exchangeImports.id })
  return importRecords(ctx, stream(records), { importId: row!.id, filesDir, onProgress })
}

/** Every row the import may write, with its updated_at where it has one, and the media files. */
async function snapshot() {
  const table = async (query: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await db().execute(query))
  return {
    categories: await table(sql`select id, slug, path, title, is_published, updated_at from categories order by id`),
    brands: await table(sql`select id, slug, title, updated_at from brands order by id`),
    groups: await table(sql`select * from filter_groups order by id`),
    options: await table(sql`select * from filter_options order by id`),
    products: await table(sql`select id, slug, sku, title, description, image, stock, is_published, updated_at
      from products where external_id is not null order by id`),
    images: await table(sql`select * from product_images i where exists(select 1 from products p
      where p.id = i.product_id and p.external_id is not null) order by id`),
    facets: await table(sql`select * from product_filter_options order by product_id, option_id`),
    specs: await table(sql`select * from product_specs order by product_id, position`),
    priceTypes: await table(sql`select * from price_types order by id`),
    prices: await table(sql`select * from product_prices pp where exists(select 1 from products p
      where p.id = pp.product_id and p.external_id is not null) order by price_type_id, product_id`),
    stocks: await table(sql`select * from product_stocks order by product_id, warehouse_id`),
    warehouses: await table(sql`select * from warehouses order by id`),
    media: (await readdir(mediaDir, { recursive: true })).sort(),
  }
}

const productRow = async (externalId: string) => {
  const [row] = await db().select().from(products).where(eq(products.externalId, externalId))
  if (!row) throw new Error(`no product ${externalId}`)
  return row
}

async function jpeg(file: string, colour: string, width: number, height: number) {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(
    file,
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .jpeg()
      .toBuffer(),
  )
}

let first: ImportSummary
let cachedBefore: { reference: Awaited<ReturnType<typeof catalogueReference>>; sitemap: string }

const sitemap = async () =>
  (
    await seoFileResponse(new Request('https://vitrina.example/sitemap.xml'), {
      db: db(),
      siteUrl: 'https://vitrina.example',
      cacheMs: 60_000,
    })
  ).text()
let firstOffers: ImportSummary

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'vitrina-import-media-'))
  filesDir = await mkdtemp(path.join(tmpdir(), 'vitrina-import-files-'))
  await jpeg(path.join(filesDir, 'import_files/bd/horses.jpg'), '#aa3300', 1200, 800)
  await jpeg(path.join(filesDir, 'import_files/bd/horses-back.jpg'), '#0033aa', 300, 300)
  // A cache that keeps answers for a minute, as a running server's does.
  ctx = { ...api.ctx, mediaDir, cache: new TtlCache(60_000) }
  dropSharedCachesOnChange(ctx)
  // A shop without a default price list yet: the file's single price type becomes it.
  await db().update(priceTypes).set({ isDefault: false })
  cachedBefore = {
    reference: await catalogueReference(ctx),
    sitemap: await sitemap(),
  }
  first = await run(catalogue())
  firstOffers = await run(offers())
})

afterAll(async () => {
  await rm(mediaDir, { recursive: true, force: true })
  await rm(filesDir, { recursive: true, force: true })
})

describe('a first import of a catalogue and its offers', () => {
  it('creates the groups as nested categories with slugs transliterated from the names', async () => {
    const rows = await db()
      .select()
      .from(categories)
      .where(inArray(categories.externalId, [GROUP, SUBGROUP]))
    expect(rows.map((row) => [row.externalId, row.slug, row.path, row.depth, row.title])).toEqual(
      expect.arrayContaining([
        [GROUP, 'kovriki-dlya-doma', 'kovriki-dlya-doma', 0, { ru: 'Коврики для дома', en: '' }],
        [SUBGROUP, 'portativnye-kovriki', 'kovriki-dlya-doma/portativnye-kovriki', 1, expect.anything()],
      ]),
    )
    expect(first.categories).toEqual({ created: 2, updated: 0, hidden: 0 })
    expect(first.products).toMatchObject({ created: 4, updated: 0 })
    expect(first.brands.created).toBe(1)
  })

  it('derives a SKU for a product without an Артикул or with one taken, and says so', async () => {
    expect((await productRow(HORSES)).sku).toBe('PM-421-WP')
    const clouds = await productRow(CLOUDS)
    const twin = await productRow('c0ffee00-0000-11e9-80c9-0cc47ab29cd1')
    expect(clouds.sku).toBe('1C-9A1E3F41')
    expect(twin.sku).toBe('PM-421-WP-C0FFEE00')
    expect(first.derivedSkus).toEqual([
      { product: CLOUDS, sku: '1C-9A1E3F41', reason: 'missing' },
      { product: 'c0ffee00-0000-11e9-80c9-0cc47ab29cd1', sku: 'PM-421-WP-C0FFEE00', reason: 'clash' },
    ])
  })

  it('turns reference properties into filters and the rest into specs, without 1C-internal requisites', async () => {
    const horses = await productRow(HORSES)
    const facets = rowsOf<{ group: string; value: string }>(
      await db().execute(sql`select g.slug as group, o.value from product_filter_options pfo
        join filter_options o on o.id = pfo.option_id join filter_groups g on g.id = o.group_id
        where pfo.product_id = ${horses.id} order by g.id`),
    )
    expect(facets).toEqual([
      { group: 'strana-proizvodstva', value: 'strana-proizvodstva-koreya-respublika' },
      { group: 'lineyka', value: 'lineyka-portable' },
    ])
    const specs = rowsOf<{ title: { ru: string }; value: { ru: string } }>(
      await db().execute(sql`select title, value from product_specs where product_id = ${horses.id} order by position`),
    )
    expect(specs.map((spec) => [spec.title.ru, spec.value.ru])).toEqual([
      ['Код ОЗОН', '149831179'],
      ['Расцветка', 'Деревянные лошадки'],
    ])
    expect(horses.description).toEqual({ ru: '<p>Мягкий коврик.</p>\n<p>Складывается &lt;вдвое&gt;.</p>', en: '' })
    // The listing filters by the new option.
    const { body } = await api.json<{ products: { id: number }[] }>(
      '/api/catalog/products/?path=kovriki-dlya-doma&f=lineyka-sillky',
    )
    expect(body.products.map((card) => card.id)).toEqual([(await productRow(CLOUDS)).id])
  })

  it('converts the pictures to WebP within 600 px: the first is the card image, all are the gallery', async () => {
    const horses = await productRow(HORSES)
    expect(horses.image).toMatch(/^\/media\/products\/1c\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/)
    const file = path.join(mediaDir, horses.image!.slice('/media/'.length))
    const meta = await sharp(file).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 400])
    expect(first.images).toMatchObject({ converted: 2, reused: 0, missing: 0, productsChanged: 1 })
    const { body } = await api.json<ProductDetail>(`/api/catalog/products/${horses.slug}/`)
    expect(body.images.map((item) => item.image)).toEqual([horses.image, expect.stringMatching(/\.webp$/)])
  })

  it('shows the products to a buyer with price and stock, and to a guest without', async () => {
    const horses = await productRow(HORSES)
    const guest = await api.json<ProductDetail>(`/api/catalog/products/${horses.slug}/`)
    expect(guest.status).toBe(200)
    expect(guest.body).toMatchObject({ title: horses.title.ru, sku_full: 'PM-421-WP', brand: { title: 'Crazy Boom' } })
    expect(guest.body).not.toHaveProperty('price')
    expect(guest.body).not.toHaveProperty('amount')
    const buyer = await newBuyer(api)
    const seen = await api.json<ProductDetail>(`/api/catalog/products/${horses.slug}/`, bearer(buyer.token))
    expect(seen.body).toMatchObject({ price: 10000, amount: '<1000' })
    expect(horses.stock).toBe(377)
    const stocks = await db().select().from(productStocks).where(eq(productStocks.productId, horses.id))
    expect(stocks.map((row) => row.quantity).sort((a, b) => a - b)).toEqual([1, 376])
  })

  it('makes the single price type the default, so a buyer without a list can order', async () => {
    expect(firstOffers.prices).toMatchObject({ priceTypesCreated: 1, written: 2, defaultPriceType: 'BASE' })
    const [base] = await db().select().from(priceTypes).where(eq(priceTypes.externalId, PRICE_TYPE))
    expect(base?.isDefault).toBe(true)
    const buyer = await newBuyer(api)
    const elephants = await productRow(ELEPHANTS)
    expect((await buyer.call('POST', 'carts/items/', { product: elephants.id, quantity: 2 })).status).toBe(200)
    const order = await buyer.call<OrderDetail>('POST', 'orders/', checkoutForm(buyer))
    expect(order.status).toBe(201)
    expect(order.body.items).toEqual([expect.objectContaining({ product_id: elephants.id, price: 12550 })])
  })

  it('skips an offer for a product the shop does not know and counts it', () => {
    expect(firstOffers.skippedOffers).toEqual({ count: 1, ids: ['00000000-dead-beef-0000-000000000000'] })
  })
})

describe('after an import', () => {
  it('drops every cache of catalogue data: the shared cache and the sitemap', async () => {
    expect(cachedBefore.reference.categoryByPath.has('kovriki-dlya-doma')).toBe(false)
    expect((await catalogueReference(ctx)).categoryByPath.has('kovriki-dlya-doma/portativnye-kovriki')).toBe(true)
    const horses = await productRow(HORSES)
    expect(cachedBefore.sitemap).not.toContain(horses.slug)
    const parts = await sitemap()
    const all = parts.includes('<sitemapindex')
      ? (
          await Promise.all(
            [...parts.matchAll(/sitemap-(\d+)\.xml/g)].map(async (match) =>
              (
                await seoFileResponse(new Request(`https://vitrina.example/sitemap-${match[1]}.xml`), {
                  db: db(),
                  siteUrl: 'https://vitrina.example',
                  cacheMs: 60_000,
                })
              ).text(),
            ),
          )
        ).join('')
      : parts
    expect(all).toContain(horses.slug)
  })

  it('mails wait-list subscribers of a product the offers brought back in stock', async () => {
    const elephants = await productRow(ELEPHANTS)
    await db().update(products).set({ stock: 0 }).where(eq(products.id, elephants.id))
    const [subscription] = await db()
      .insert(waitList)
      .values({ productId: elephants.id, email: 'waiting@example.com' })
      .returning()
    await run(offers())
    const [after] = await db().select().from(waitList).where(eq(waitList.id, subscription!.id))
    expect(after?.notifiedAt).toBeInstanceOf(Date)
    expect((await productRow(ELEPHANTS)).stock).toBe(5)
  })
})

describe('importing again', () => {
  it('changes nothing when the files are the same: no row, no updated_at, no media file', async () => {
    const before = await snapshot()
    const again = await run(catalogue())
    const againOffers = await run(offers())
    expect(await snapshot()).toEqual(before)
    expect(again.products).toEqual({ created: 0, updated: 0, hidden: 0 })
    expect(again.categories).toEqual({ created: 0, updated: 0, hidden: 0 })
    expect(again.images).toMatchObject({ converted: 0, reused: 2, productsChanged: 0 })
    expect([again.facets.productsChanged, again.specs.productsChanged, again.filters.created]).toEqual([0, 0, 0])
    expect(againOffers.prices).toMatchObject({ priceTypesCreated: 0, written: 0, removed: 0, defaultPriceType: null })
    expect(againOffers.stock).toEqual({ rows: 0, productsChanged: 0 })
  })

  it('keeps the slug of a renamed group and changes only its title', async () => {
    const summary = await run(catalogue(undefined, { groupName: 'Коврики для детской' }))
    expect(summary.categories.updated).toBe(1)
    const [group] = await db().select().from(categories).where(eq(categories.externalId, GROUP))
    expect([group?.slug, group?.path, group?.title.ru]).toEqual([
      'kovriki-dlya-doma',
      'kovriki-dlya-doma',
      'Коврики для детской',
    ])
  })

  it('changes only what a partial import names', async () => {
    const before = await snapshot()
    const elephants = catalogueProducts()[1]!
    const summary = await run(catalogue([{ ...elephants, name: 'Коврик Слонята' }], { onlyChanges: true }))
    expect(summary.products).toEqual({ created: 0, updated: 1, hidden: 0 })
    const after = await snapshot()
    const changed = after.products.filter(
      (row, index) => JSON.stringify(row) !== JSON.stringify(before.products[index]),
    )
    expect(changed.map((row) => row.sku)).toEqual(['PM-421-LE'])
    expect((await productRow(ELEPHANTS)).title).toEqual({ ru: 'Коврик Слонята', en: '' })
    expect(after.images).toEqual(before.images)
    expect(after.prices).toEqual(before.prices)
  })

  it('hides a product a full import no longer names, which stays in the orders that hold it', async () => {
    const elephants = await productRow(ELEPHANTS)
    const summary = await run(catalogue(catalogueProducts().filter((item) => item.id !== ELEPHANTS)))
    expect(summary.products.hidden).toBe(1)
    expect((await productRow(ELEPHANTS)).isPublished).toBe(false)
    expect((await api.json(`/api/catalog/products/${elephants.slug}/`)).status).toBe(404)
    const lines = await db().select().from(orderItems).where(eq(orderItems.productId, elephants.id))
    expect(lines).toHaveLength(1)
    // Named again, it is shown again.
    expect((await run(catalogue())).products).toMatchObject({ updated: 1 })
    expect((await productRow(ELEPHANTS)).isPublished).toBe(true)
  })
})

describe('characteristics', () => {
  const RED = `${HORSES}#aaaa1111-0000-11e9-80c9-0cc47ab29cd1`
  const BLUE = `${HORSES}#bbbb2222-0000-11e9-80c9-0cc47ab29cd1`
  const variant = (id: string, colour: string, price: number): CmlOffer => ({
    ...offer(HORSES, price, [2, 3]),
    id,
    characteristicId: id.split('#')[1]!,
    name: '',
    characteristics: [{ name: 'Цвет', value: colour }],
  })
  const variantOffers = () => offers([variant(RED, 'Красный', 11000), variant(BLUE, 'Синий', 11500)])

  it('makes each characteristic a product with its own SKU, title, price and stock; hides the product', async () => {
    const summary = await run(variantOffers())
    expect(summary.products).toMatchObject({ created: 2 })
    const red = await productRow(RED)
    const horses = await productRow(HORSES)
    expect(red).toMatchObject({
      sku: 'PM-421-WP-AAAA1111',
      title: { ru: `${horses.title.ru} (Красный)`, en: '' },
      categoryId: horses.categoryId,
      brandId: horses.brandId,
      image: horses.image,
      stock: 5,
      isPublished: true,
    })
    expect(horses.isPublished).toBe(false)
    const buyer = await newBuyer(api)
    const seen = await api.json<ProductDetail>(`/api/catalog/products/${red.slug}/`, bearer(buyer.token))
    expect(seen.body).toMatchObject({ price: 11000, sku_full: 'PM-421-WP-AAAA1111' })
    expect(seen.body.images).toHaveLength(2)
  })

  it('changes nothing when the catalogue and the offers come again', async () => {
    const before = await snapshot()
    await run(catalogue())
    await run(variantOffers())
    expect(await snapshot()).toEqual(before)
  })
})

describe('a failed import', () => {
  it('leaves the catalogue exactly as it was when the apply fails mid-file', async () => {
    const before = await snapshot()
    const broken = offer(HORSES, 1e25, [1, 1])
    const records = [...catalogue(catalogueProducts().slice(0, 1), { groupName: 'Другое имя' }), ...offers([broken])]
    await expect(run(records)).rejects.toThrow()
    expect(await snapshot()).toEqual(before)
    const staged = rowsOf(await db().execute(sql`select 1 from exchange_staged`))
    expect(staged).toHaveLength(0)
  })

  it('leaves it as it was when reporting progress fails', async () => {
    const before = await snapshot()
    const failing = async () => {
      throw new Error('the exchange row is gone')
    }
    await expect(run(catalogue(catalogueProducts().slice(0, 1), { groupName: 'Ещё имя' }), failing)).rejects.toThrow(
      'the exchange row is gone',
    )
    expect(await snapshot()).toEqual(before)
  })
})

describe('categories a full import no longer names', () => {
  const EMPTY = 'eeee0000-0000-11e9-80c9-0cc47ab29cd1'
  const withEmpty = (): CmlRecord[] => [
    { kind: 'group', group: { id: EMPTY, name: 'Пустая группа', parentId: null } },
    ...catalogue(),
  ]

  it('hides a 1C category left empty, keeps one holding published goods, shows it when named again', async () => {
    await run(withEmpty())
    const [created] = await db().select().from(categories).where(eq(categories.externalId, EMPTY))
    expect(created?.isPublished).toBe(true)
    // Unnamed too, the group above the products stays: published goods are below it.
    const summary = await run(catalogue().filter((record) => record.kind !== 'group' || record.group.id !== GROUP))
    expect(summary.categories.hidden).toBe(1)
    const rows = await db()
      .select()
      .from(categories)
      .where(inArray(categories.externalId, [EMPTY, GROUP, SUBGROUP]))
    expect(Object.fromEntries(rows.map((row) => [row.externalId, row.isPublished]))).toEqual({
      [EMPTY]: false,
      [GROUP]: true,
      [SUBGROUP]: true,
    })
    expect((await run(withEmpty())).categories).toMatchObject({ updated: 1, hidden: 0 })
    const [shown] = await db().select().from(categories).where(eq(categories.externalId, EMPTY))
    expect([shown?.isPublished, shown?.slug]).toEqual([true, 'pustaya-gruppa'])
    await run(catalogue())
  })
})

describe('the configured default price type', () => {
  it('makes EXCHANGE_1C_DEFAULT_PRICE_TYPE (a title or an Ид) the default list', async () => {
    const configured = { ...ctx, env: { ...ctx.env, EXCHANGE_1C_DEFAULT_PRICE_TYPE: 'Крупный опт 1C' } }
    const [row] = await db()
      .insert(exchangeImports)
      .values({ filename: 'offers-default.xml', status: 'running' })
      .returning({ id: exchangeImports.id })
    const records: CmlRecord[] = [
      ...offers(),
      { kind: 'priceType', priceType: { id: 'key-accounts', name: 'Крупный опт 1C', currency: 'RUB' } },
    ]
    const summary = await importRecords(configured, stream(records), { importId: row!.id, filesDir })
    expect(summary.prices.defaultPriceType).toBe('Крупный опт 1C')
    const defaults = await db().select().from(priceTypes).where(eq(priceTypes.isDefault, true))
    expect(defaults.map((type) => type.externalId)).toEqual(['key-accounts'])
  })
})
