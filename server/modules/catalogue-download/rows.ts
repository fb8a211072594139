// The products of a download in batches, section by section, each section sorted by name. Pages are read
// by keyset (after the last name and id), so the 500th batch costs what the first does and only one batch
// is in memory at a time.
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { brands, products } from '../../db/schema/catalogue'
import type { Section } from './scope'

export type DownloadRow = {
  id: number
  sku: string
  title: string
  image: string | null
  packQuantity: number
  /** Kopecks in the buyer's price list; null for guests and where the list has no price. */
  price: number | null
  /** Units in stock; shown to buyers only, as a band. */
  stock: number
  brand: string | null
}

export type RowBatch = { section: Section; rows: DownloadRow[] }

export type RowWindow = { limit: number; offset: number }

const BATCH = 100

/** The product's name in `locale`, falling back to Russian like `pick` does. */
const titleIn = (locale: Locale): SQL<string> =>
  locale === 'ru'
    ? sql<string>`(${products.title}->>'ru')`
    : sql<string>`coalesce(nullif(${products.title}->>'en', ''), ${products.title}->>'ru')`

function sectionPage(
  db: Db,
  priceTypeId: number | null,
  categoryId: number,
  brandId: number | null,
  locale: Locale,
  after: DownloadRow | null,
  size: number,
  skip: number,
) {
  const title = titleIn(locale)
  const conditions: SQL[] = [eq(products.categoryId, categoryId), eq(products.isPublished, true)]
  if (brandId !== null) conditions.push(eq(products.brandId, brandId))
  if (after) conditions.push(sql`(${title}, ${products.id}) > (${after.title}, ${after.id})`)
  return db
    .select({
      id: products.id,
      sku: products.sku,
      title,
      image: products.image,
      packQuantity: products.packQuantity,
      price: sql<string | null>`(select pp.price from product_prices pp
        where pp.product_id = ${products.id} and pp.price_type_id = ${priceTypeId})`,
      stock: products.stock,
      brand: brands.title,
    })
    .from(products)
    .leftJoin(brands, and(eq(brands.id, products.brandId), eq(brands.isPublished, true)))
    .where(and(...conditions))
    .orderBy(title, products.id)
    .limit(size)
    .offset(skip)
}

/** Batches of at most `batchSize` rows within `window` of the products of `sections` (in that order). */
export async function* productBatches(
  db: Db,
  sections: Section[],
  brandId: number | null,
  priceTypeId: number | null,
  locale: Locale,
  window: RowWindow,
  batchSize = BATCH,
): AsyncGenerator<RowBatch> {
  let skip = window.offset
  let left = window.limit
  for (const section of sections) {
    if (left <= 0) return
    if (section.own <= skip) {
      skip -= section.own
      continue
    }
    let after: DownloadRow | null = null
    while (left > 0) {
      const size = Math.min(batchSize, left)
      const rows: DownloadRow[] = (
        await sectionPage(db, priceTypeId, section.node.id, brandId, locale, after, size, after ? 0 : skip)
      ).map((row) => ({
        ...row,
        price: row.price === null ? null : Number(row.price),
      }))
      if (rows.length > 0) yield { section, rows }
      left -= rows.length
      if (rows.length < size) break
      after = rows[rows.length - 1] ?? null
    }
    skip = 0
  }
}
