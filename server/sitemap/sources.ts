// The sitemap sources of SPEC 7 and the section indexes, read straight from the database: published rows only, only the
// columns a URL needs, lastmod already formatted by the database as a W3C date-time (UTC).
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rowsOf } from '../modules/catalogue/sql-rows'
import type { SitemapSource } from './rules'
import { encodePath } from './xml'

export type SitemapRow = { path: string; lastmod: string | null; source: SitemapSource }

const lastmod = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"')`

/** Published categories none of whose ancestors is hidden (the catalogue shows no others). */
const VISIBLE_CATEGORIES = sql`select c.id, c.path, c.updated_at from categories c where c.is_published and not exists (
  select 1 from categories hidden where not hidden.is_published and starts_with(c.path, hidden.path || '/'))`

/** The fixed pages, by the slug of their editable page row, in sitemap order. */
const FIXED_PAGES: ReadonlyArray<{ slug: string; path: string; source: SitemapSource }> = [
  { slug: 'homepage', path: '/', source: 'home' },
  { slug: 'contacts', path: '/contacts/', source: 'contacts' },
  { slug: 'about', path: '/about/', source: 'about' },
  { slug: 'partners', path: '/partners/', source: 'partners' },
  { slug: 'team', path: '/team/', source: 'team' },
  { slug: 'faq', path: '/faq/', source: 'faq' },
  { slug: 'sales', path: '/sales/', source: 'section' },
  { slug: 'info', path: '/info/', source: 'section' },
  { slug: 'shops', path: '/shops/', source: 'section' },
  { slug: 'vacancies', path: '/vacancies/', source: 'section' },
  { slug: 'loyalty-program', path: '/loyalty-program/', source: 'section' },
]

const UNIT = '\x1f'
const RECORD = '\x1e'

/**
 * The rows of `select <fields> <from> order by <order>` as arrays of text. The database joins them into one
 * string (separators that XML forbids, so no slug holds them): with 100,000 products that is about four times
 * faster than a result row per URL.
 */
async function textRows(db: Db, fields: SQL[], from: SQL, order: SQL): Promise<string[][]> {
  const columns = sql.join(
    fields.map((field) => sql`coalesce((${field})::text, '')`),
    sql`, `,
  )
  const [row] = rowsOf<{ t: string | null }>(
    await db.execute(sql`select string_agg(concat_ws(chr(31), ${columns}), chr(30) order by ${order}) as t ${from}`),
  )
  return row?.t ? row.t.split(RECORD).map((line) => line.split(UNIT)) : []
}

/**
 * Calls `emit` once per URL, source by source. A fixed page is listed unless staff unpublished its page row
 * (its route exists without one); everything else needs a published row.
 */
export async function readSitemapSources(
  db: Db,
  emit: (path: string, lastmod: string | null, source: SitemapSource) => void,
): Promise<void> {
  const slugs = sql.join(
    FIXED_PAGES.map((page) => sql`${page.slug}`),
    sql`, `,
  )
  const fixed = await textRows(
    db,
    [sql`slug`, lastmod(sql`updated_at`), sql`is_published`],
    sql`from pages where slug in (${slugs})`,
    sql`slug`,
  )
  const fixedBySlug = new Map(
    fixed.map(([slug = '', modified = '', published]) => [slug, { modified, published: published === 'true' }]),
  )
  for (const page of FIXED_PAGES) {
    const row = fixedBySlug.get(page.slug)
    if (row && !row.published) continue
    emit(page.path, row?.modified || null, page.source)
  }

  const flat = await textRows(
    db,
    [sql`slug`, lastmod(sql`updated_at`)],
    sql`from pages where kind = 'flat' and is_published`,
    sql`slug`,
  )
  for (const [slug = '', modified = ''] of flat) emit(encodePath([slug]), modified || null, 'flat')

  const categories = await textRows(
    db,
    [sql`path`, lastmod(sql`updated_at`)],
    sql`from (${VISIBLE_CATEGORIES}) visible`,
    sql`path`,
  )
  // The catalogue changes with its categories: dated by the latest of them (same format, so the text compares).
  const catalogueModified = categories.reduce(
    (latest, [, modified = '']) => (modified > latest ? modified : latest),
    '',
  )
  emit('/catalog/', catalogueModified || null, 'catalogue')
  for (const [path = '', modified = ''] of categories)
    emit(encodePath(['catalog', ...path.split('/')]), modified || null, 'category')

  const products = await textRows(
    db,
    [sql`p.slug`, lastmod(sql`p.updated_at`)],
    sql`from products p where p.is_published and p.category_id in (select id from (${VISIBLE_CATEGORIES}) visible)`,
    sql`p.id`,
  )
  for (const [slug = '', modified = ''] of products) emit(encodePath(['product', slug]), modified || null, 'product')

  const brands = await textRows(
    db,
    [sql`slug`, lastmod(sql`updated_at`)],
    sql`from brands where is_published`,
    sql`position, slug`,
  )
  // The brands index changes with its brands: dated by the latest of them, like the catalogue.
  const brandsModified = brands.reduce((latest, [, modified = '']) => (modified > latest ? modified : latest), '')
  emit('/brand/', brandsModified || null, 'section')
  for (const [slug = '', modified = ''] of brands) emit(encodePath(['brand', slug]), modified || null, 'brand')

  // Dated in the future means scheduled: not public yet.
  const publications = await textRows(
    db,
    [sql`kind`, sql`to_char(publication_date, 'DD-MM-YYYY')`, sql`slug`, lastmod(sql`updated_at`)],
    sql`from publications where is_published and publication_date <= current_date`,
    sql`kind, publication_date desc, id desc`,
  )
  for (const [kind, date = '', slug = '', modified = ''] of publications) {
    if (kind === 'sales') emit(encodePath(['sales', date, slug]), modified || null, 'sale')
    else emit(encodePath(['info', date, slug]), modified || null, 'publication')
  }
}
