// The demo data set: complete, consistent, reproducible, with working demo accounts and the files it refers to.
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database, type Db } from '../../server/db/client'
import { loyaltyAccounts, loyaltyLedger, managers, storages, users } from '../../server/db/schema/accounts'
import {
  brands,
  categories,
  countries,
  labels,
  priceTypes,
  productImages,
  products,
  relatedProducts,
} from '../../server/db/schema/catalogue'
import { cities, pages, settings, surveyQuestions } from '../../server/db/schema/content'
import { orderItems, orders } from '../../server/db/schema/ordering'
import { verifyPassword } from '../../server/modules/accounts/password'
import { isValidInn } from '../../contract/inn'
import { isDatabaseEmpty, seedDatabase } from '../../server/seed/index'

const NOW = new Date('2025-06-02T00:00:00Z')
const PRODUCTS = 2000

const rows = async <T = Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows
const one = async (db: Db, query: ReturnType<typeof sql>): Promise<number> =>
  Number(Object.values((await rows(db, query))[0] ?? {})[0])

let database: Database
let db: Db
let mediaDir: string
let summary: Awaited<ReturnType<typeof seedDatabase>>

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'vitrina-seed-'))
  database = await openDatabase({ dataDir: null })
  db = database.db
  expect(await isDatabaseEmpty(db)).toBe(true)
  summary = await seedDatabase(db, { products: PRODUCTS, mediaDir, now: NOW })
}, 60_000)

afterAll(async () => {
  await database?.close()
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true })
})

describe('catalogue', () => {
  it('has the requested products, at least 40 brands and 60 categories in exactly three levels', async () => {
    expect(await isDatabaseEmpty(db)).toBe(false)
    expect(summary.products).toBe(PRODUCTS)
    expect(await one(db, sql`select count(*)::int from ${products}`)).toBe(PRODUCTS)
    expect(await one(db, sql`select count(*)::int from ${brands}`)).toBeGreaterThanOrEqual(40)
    expect(summary.categories).toBeGreaterThanOrEqual(60)
    const depths = await rows<{ depth: number; n: number }>(
      db,
      sql`select depth, count(*)::int as n from ${categories} group by depth order by depth`,
    )
    expect(depths.map((row) => row.depth)).toEqual([0, 1, 2])
    expect(
      await one(
        db,
        sql`select count(*)::int from ${categories} c left join ${categories} p on p.id = c.parent_id
      where (c.depth = 0) <> (c.parent_id is null)
        or (c.depth > 0 and (p.depth <> c.depth - 1 or c.path <> p.path || '/' || c.slug))`,
      ),
    ).toBe(0)
    expect(
      await one(
        db,
        sql`select count(*)::int from ${products} p join ${categories} c on c.id = p.category_id where c.depth <> 2`,
      ),
    ).toBe(0)
  })

  it('covers every availability band in roughly equal shares', async () => {
    const bands = await rows<{ band: string; n: number }>(
      db,
      sql`select case when stock = 0 then 'none' when stock < 10 then '<10'
      when stock < 100 then '<100' when stock < 1000 then '<1000' else '>1000' end as band, count(*)::int as n
      from ${products} group by 1`,
    )
    expect(bands.map((row) => row.band).sort()).toEqual(['<10', '<100', '<1000', '>1000', 'none'])
    for (const band of bands) expect(band.n, band.band).toBeGreaterThan(PRODUCTS * 0.15)
  })

  it('fills every product field with plausible values', async () => {
    expect(
      await one(
        db,
        sql`select count(*)::int from ${products}
      where description is null or description_short is null or brand_id is null
      or country_id is null or size is null or packing is null or weight is null or composition is null
      or image is null or image_alt is null or image_title is null or title->>'ru' = '' or title->>'en' = ''
      or sku !~ '^VT-[0-9]{6}$' or slug !~ '^[a-z0-9-]+$'
      or not exists (select 1 from product_prices pp join price_types pt on pt.id = pp.price_type_id
        where pp.product_id = products.id and pt.is_default and pp.price between 5000 and 1500000)`,
      ),
    ).toBe(0)
    const [first] = await db.select().from(products).orderBy(asc(products.id)).limit(1)
    expect(first?.title.ru).toMatch(/[а-я]/)
    expect(first?.description?.en).toMatch(/^<p>/)
    expect(await one(db, sql`select count(*)::int from ${products} where not can_order`)).toBeGreaterThan(0)
    expect(await one(db, sql`select count(*)::int from ${products} where on_order`)).toBeGreaterThan(0)
    expect(
      await one(db, sql`select count(distinct date_trunc('month', updated_at))::int from ${products}`),
    ).toBeGreaterThanOrEqual(12)
  })

  it('labels, colours and custom filters', async () => {
    const labelRows = await db.select().from(labels)
    expect(labelRows.find((label) => label.slug === 'new')).toMatchObject({
      color: '#54c5d0',
      title: { ru: 'Новинка', en: 'New' },
    })
    expect(new Set(labelRows.map((label) => label.color)).size).toBe(labelRows.length)
    for (const slug of ['new', 'hit', 'sale']) {
      const share = await one(
        db,
        sql`select count(*)::int from product_labels pl join ${labels} l on l.id = pl.label_id where l.slug = ${slug}`,
      )
      expect(share, slug).toBeGreaterThan(PRODUCTS * 0.06)
      expect(share, slug).toBeLessThan(PRODUCTS * 0.14)
    }
    expect(
      await one(db, sql`select count(*)::int from colors where color_code ~ '^#[0-9a-f]{6}$'`),
    ).toBeGreaterThanOrEqual(10)
    expect(await one(db, sql`select count(distinct product_id)::int from product_colors`)).toBeGreaterThan(0)
    expect(
      await one(
        db,
        sql`select count(*)::int from filter_groups g
        where exists (select 1 from filter_options o where o.group_id = g.id)`,
      ),
    ).toBeGreaterThanOrEqual(3)
  })

  it('pictures: 1-4 gallery images each, 24 spinner frames for a few products', async () => {
    const gallery = await rows<{ lo: number; hi: number }>(
      db,
      sql`select min(n)::int as lo, max(n)::int as hi from
      (select p.id, count(i.id) as n from ${products} p
        left join ${productImages} i on i.product_id = p.id and i.kind = 'gallery' group by p.id) x`,
    )
    expect(gallery[0]).toEqual({ lo: 1, hi: 4 })
    const spins = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${productImages} where kind = 'spin' group by product_id`,
    )
    expect(spins.length).toBeGreaterThan(PRODUCTS * 0.01)
    expect(spins.length).toBeLessThan(PRODUCTS * 0.06)
    expect(spins.every((row) => row.n === 24)).toBe(true)
  })

  it('related products: 3 to 8 per product from the same category', async () => {
    const range = await rows<{ lo: number; hi: number; n: number }>(
      db,
      sql`select min(n)::int as lo, max(n)::int as hi, count(*)::int as n from
      (select product_id, count(*) as n from ${relatedProducts} group by product_id) x`,
    )
    expect(range[0]).toEqual({ lo: 3, hi: 8, n: PRODUCTS })
    expect(
      await one(
        db,
        sql`select count(*)::int from ${relatedProducts} r join ${products} a on a.id = r.product_id
      join ${products} b on b.id = r.related_id where a.category_id <> b.category_id or a.id = b.id`,
      ),
    ).toBe(0)
  })

  it('keeps every reference valid (the bulk load skips foreign-key triggers)', async () => {
    const checks: [string, string, string][] = [
      ['products', 'category_id', 'categories'],
      ['products', 'brand_id', 'brands'],
      ['products', 'country_id', 'countries'],
      ['product_images', 'product_id', 'products'],
      ['product_labels', 'label_id', 'labels'],
      ['product_colors', 'color_id', 'colors'],
      ['product_filter_options', 'option_id', 'filter_options'],
      ['related_products', 'related_id', 'products'],
      ['publication_products', 'product_id', 'products'],
      ['order_items', 'product_id', 'products'],
      ['favorites', 'product_id', 'products'],
      ['loyalty_ledger', 'brand_id', 'brands'],
      ['users', 'manager_id', 'managers'],
      ['shops', 'city_id', 'cities'],
    ]
    for (const [table, column, target] of checks) {
      const dangling = await one(
        db,
        sql.raw(`select count(*)::int from "${table}" t where t."${column}" is not null
        and not exists (select 1 from "${target}" x where x.id = t."${column}")`),
      )
      expect(dangling, `${table}.${column}`).toBe(0)
    }
  })
})

describe('content', () => {
  it('has settings, menus and pages with the about section', async () => {
    const keys = (await db.select({ key: settings.key }).from(settings)).map((row) => row.key)
    expect(keys.sort()).toEqual(['footer', 'header', 'site'])
    const [site] = await db.select().from(settings).where(eq(settings.key, 'site'))
    expect(site?.value).toMatchObject({ noimage: '/media/noimage.svg', user_agreement_link: '/privacy/' })
    expect(await one(db, sql`select count(*)::int from menus`)).toBeGreaterThanOrEqual(4)
    const slugs = (await db.select({ slug: pages.slug }).from(pages)).map((row) => row.slug)
    for (const slug of [
      'about',
      'appndx',
      'contacts',
      'faq',
      'partners',
      'team',
      'shops',
      'homepage',
      'registration',
      'cart',
      'info',
      'sales',
      'vacancies',
      'delivery',
      'privacy',
    ]) {
      expect(slugs, slug).toContain(slug)
    }
    const [about] = await db.select().from(pages).where(eq(pages.slug, 'about'))
    expect(about?.data).toMatchObject({
      about: {
        button: { url: '/about/' },
        facts: expect.arrayContaining([expect.objectContaining({ color: expect.any(String) })]),
      },
    })
  })

  it('fills every content section', async () => {
    const counts: [string, number][] = [
      ['slides', 4],
      ['features', 4],
      ['vacancies', 5],
      ['team_members', 8],
      ['partners', 10],
      ['faq_items', 12],
      ['cities', 8],
      ['shops', 25],
      ['redirects', 2],
      ['coupons', 2],
      ['publication_products', 1],
    ]
    for (const [table, min] of counts)
      expect(await one(db, sql.raw(`select count(*)::int from "${table}"`)), table).toBeGreaterThanOrEqual(min)
    expect(await one(db, sql`select count(*)::int from publications where kind = 'info'`)).toBeGreaterThanOrEqual(30)
    expect(await one(db, sql`select count(*)::int from publications where kind = 'sales'`)).toBeGreaterThanOrEqual(15)
    expect(
      await one(db, sql`select (max(publication_date) - min(publication_date))::int from publications`),
    ).toBeGreaterThan(600)
    const defaults = await db.select().from(cities).where(eq(cities.isDefault, true))
    expect(defaults.map((city) => city.title.ru)).toEqual(['Москва'])
    const [firstCountry] = await db.select().from(countries).orderBy(asc(countries.position)).limit(1)
    expect(firstCountry?.code).toBe('RU')
    expect(await one(db, sql`select count(*)::int from ${countries}`)).toBeGreaterThanOrEqual(30)
    const kinds = new Set(
      (await db.select({ kind: surveyQuestions.kind }).from(surveyQuestions)).map((row) => row.kind),
    )
    expect([...kinds].sort()).toEqual(['multiple', 'rating', 'single', 'text'])
  })
})

describe('demo accounts', () => {
  it('buyer, key-account buyer, pending and staff log in with their documented passwords', async () => {
    const all = await db.select().from(users)
    const byEmail = new Map(all.map((user) => [user.email, user]))
    const buyer = byEmail.get('buyer@example.com')
    const pending = byEmail.get('pending@example.com')
    const staff = byEmail.get('staff@example.com')
    expect(await verifyPassword('buyer12345', buyer?.passwordHash ?? '')).toBe(true)
    expect(await verifyPassword('pending12345', pending?.passwordHash ?? '')).toBe(true)
    expect(await verifyPassword('staff12345', staff?.passwordHash ?? '')).toBe(true)
    expect(buyer).toMatchObject({ isActive: true, canOrder: true, userType: 'legal' })
    expect(buyer?.organizationInn).toMatch(/^\d{10}$/)
    expect(isValidInn(buyer?.organizationInn ?? '')).toBe(true)
    expect(pending).toMatchObject({ isActive: false, userType: 'entrepreneur' })
    expect(pending?.organizationInn).toMatch(/^\d{12}$/)
    expect(isValidInn(pending?.organizationInn ?? '')).toBe(true)
    expect(staff).toMatchObject({ isActive: true, staffRole: 'admin' })
    const keyAccount = byEmail.get('keyaccount@example.com')
    expect(await verifyPassword('keyaccount12345', keyAccount?.passwordHash ?? '')).toBe(true)
    expect(keyAccount).toMatchObject({ isActive: true, canOrder: true, staffRole: null })
    expect(keyAccount?.organizationName).not.toBe(buyer?.organizationName)
    const [keyList] = await db
      .select()
      .from(priceTypes)
      .where(eq(priceTypes.id, keyAccount?.priceTypeId ?? 0))
    expect(keyList).toMatchObject({ title: 'Крупный опт', isDefault: false })
    // The key-account list is below the default one, and leaves a few goods out (the demo of "no price").
    const keyPrices = await rows<{ below: boolean; missing: boolean }>(
      db,
      sql`select k.price < w.price as below, k.price is null as missing from products p
        join product_prices w on w.product_id = p.id and w.price_type_id = (select id from price_types where is_default)
        left join product_prices k on k.product_id = p.id and k.price_type_id = ${keyList?.id ?? 0}`,
    )
    const missing = keyPrices.filter((row) => row.missing).length
    expect(missing).toBeGreaterThan(0)
    expect(missing).toBeLessThan(keyPrices.length / 20)
    expect(keyPrices.every((row) => row.missing || row.below)).toBe(true)
    expect(buyer?.priceTypeId).toBeNull()
    const [manager] = await db
      .select()
      .from(managers)
      .where(eq(managers.id, buyer?.managerId ?? 0))
    const [storage] = await db
      .select()
      .from(storages)
      .where(eq(storages.id, manager?.storageId ?? 0))
    expect(storage?.orderForm).toMatch(/^\/media\/.+/)
  })

  it('keeps the ledger (less the unshipped order’s pending) at the balance, order totals at their items', async () => {
    const [account] = await db.select().from(loyaltyAccounts)
    const ledger = await db.select().from(loyaltyLedger)
    expect(account?.balance).toBeGreaterThan(0)
    expect(ledger.reduce((sum, row) => sum + (row.pending ? 0 : row.accrued) - row.spent, 0)).toBe(account?.balance)
    const pendingOrders = new Set(ledger.filter((row) => row.pending).map((row) => row.orderId))
    const unshipped = (await db.select({ id: orders.id, status: orders.status }).from(orders)).filter(
      (row) => row.status === 'new' || row.status === 'accepted',
    )
    expect([...pendingOrders].sort()).toEqual(unshipped.map((row) => row.id).sort())
    const orderRows = await db.select().from(orders)
    expect(orderRows.length).toBeGreaterThanOrEqual(3)
    for (const order of orderRows) {
      // Numbered as an order placed in the shop is.
      expect(order.number).toBe(`VT-${order.createdAt.getUTCFullYear()}-${String(order.id).padStart(6, '0')}`)
      const items = await db
        .select({
          amount: orderItems.amount,
          price: orderItems.price,
          quantity: orderItems.quantity,
          pack: products.packQuantity,
        })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(eq(orderItems.orderId, order.id))
      expect(items.length).toBeGreaterThan(0)
      // Quantities are packs and prices are per unit, as in a cart line.
      for (const item of items) expect(item.amount).toBe(item.price * item.pack * item.quantity)
      expect(items.reduce((sum, item) => sum + item.amount, 0)).toBe(order.subtotal)
      expect(order.total).toBe(order.subtotal - order.discount - order.pointsSpent)
    }
  })
})

describe('media files', () => {
  it('writes every picture the data refers to', async () => {
    const urls = await rows<{ url: string }>(
      db,
      sql`select url from (
      select image as url from ${products} union select image from ${productImages} union select logo from ${brands}
      union select image from categories union select image from slides union select image_full from slides
      union select photo from team_members union select photo from ${managers} union select logo from partners
      union select icon_file from features union select image_preview from publications
      union select image_main from publications) x
      where url is not null`,
    )
    expect(urls.length).toBeGreaterThan(PRODUCTS)
    for (const name of ['logo.svg', 'noimage.svg']) expect(existsSync(path.join(mediaDir, name)), name).toBe(true)
    const missing = urls.filter(({ url }) => !existsSync(path.join(mediaDir, url.replace(/^\/media\//, ''))))
    expect(missing).toEqual([])
  })
})

describe('determinism', () => {
  it('seeds the same rows twice from the same options', async () => {
    const snapshot = async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'vitrina-seed-det-'))
      const other = await openDatabase({ dataDir: null })
      try {
        await seedDatabase(other.db, { products: 300, mediaDir: dir, now: NOW })
        return {
          products: await other.db.select().from(products).orderBy(asc(products.id)),
          images: await other.db.select().from(productImages).orderBy(asc(productImages.id)),
          related: await rows(other.db, sql`select * from ${relatedProducts} order by product_id, position`),
          brands: await other.db.select().from(brands).orderBy(asc(brands.id)),
        }
      } finally {
        await other.close()
        await rm(dir, { recursive: true, force: true })
      }
    }
    const first = await snapshot()
    const second = await snapshot()
    expect(first.products).toHaveLength(300)
    expect(second).toEqual(first)
  }, 60_000)
})
