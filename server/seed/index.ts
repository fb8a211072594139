// The deterministic demo data set (ru + en): catalogue, content and demo accounts, loaded into an empty database.
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { categories } from '../db/schema/catalogue'
import { seedAccounts } from './accounts/accounts'
import { seedOrders } from './accounts/orders'
import { seedCompanies } from './accounts/companies'
import { prepareBulkLoad } from './bulk'
import { seedCategories } from './catalogue/categories'
import { seedPriceLists } from './catalogue/price-lists'
import { seedProducts } from './catalogue/products'
import { seedReference } from './catalogue/reference'
import { seedRelated } from './catalogue/related'
import { seedCompany } from './content/company'
import { orderFormUrl, seedDocuments } from './documents/documents'
import { seedGeo } from './content/geo'
import { seedPages } from './content/pages'
import { seedPublications } from './content/publications'
import { seedSettings } from './content/settings'
import { seedShowcase } from './content/showcase'
import { seedSurveys } from './content/surveys'
import type { SeedContext } from './context'
import { MediaWriter } from './media'

export type SeedOptions = {
  products?: number /* default 2000 */
  mediaDir: string /* absolute dir where generated images are written */
  log?: (line: string) => void
  /** The moment dates are counted back from; defaults to the start of the current UTC day. */
  now?: Date
}

export const DEFAULT_PRODUCTS = 2000

const startOfUtcDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))

/** True when no categories exist, i.e. the demo data (or a real catalogue) has not been loaded. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1)
  return rows.length === 0
}

export async function seedDatabase(
  db: Db,
  options: SeedOptions,
): Promise<{ products: number; categories: number; brands: number }> {
  const count = Math.floor(options.products ?? DEFAULT_PRODUCTS)
  if (!Number.isFinite(count) || count < 0)
    throw new Error(`seedDatabase: products must be a whole number >= 0, got ${options.products}`)
  const log = options.log ?? (() => {})
  const media = new MediaWriter(options.mediaDir)
  const now = options.now ?? startOfUtcDay(new Date())
  const started = Date.now()
  const step = (name: string) => log(`${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)

  const summary = await db.transaction(async (tx) => {
    const ctx: SeedContext = { db: tx, media, now, log }
    if (await prepareBulkLoad(tx)) log('bulk load: foreign-key triggers skipped for this transaction')
    const reference = await seedReference(ctx)
    const tree = await seedCategories(ctx, reference.brands)
    step(`reference data: ${reference.brands.length} brands, ${tree.count} categories`)
    const priceLists = await seedPriceLists(ctx)
    const seeded = await seedProducts(ctx, reference, priceLists, tree.leaves, count)
    step(`${count} products`)
    const related = await seedRelated(ctx, seeded, tree.leaves)
    step(`${related} related products`)
    await seedSettings(ctx)
    const documents = await seedDocuments(ctx, reference.brands)
    await seedPages(ctx, reference.brands.length, documents)
    await seedShowcase(ctx)
    const publications = await seedPublications(ctx, reference.brands, seeded.samples)
    await seedCompany(ctx)
    const geo = await seedGeo(ctx)
    await seedSurveys(ctx)
    step(
      `content: ${publications.info} publications, ${publications.sales} sales, ` +
        `${geo.cities} cities, ${geo.shops} shops`,
    )
    const accounts = await seedAccounts(ctx, orderFormUrl(documents), priceLists)
    const orders = await seedOrders(ctx, accounts, seeded.samples)
    await seedCompanies(ctx, accounts.buyerId)
    step(`accounts: ${orders.orders} orders, loyalty balance ${orders.balance}`)
    return { products: count, categories: tree.count, brands: reference.brands.length }
  })
  log(`${media.count} media files written to ${options.mediaDir}`)
  // Fresh statistics and visibility map after a bulk load: the planner picks the catalogue's indexes (and
  // index-only scans) from the first request on. PGlite has no autovacuum to do it later.
  await db.execute(sql`vacuum analyze`)
  step('vacuum analyze')
  return summary
}
