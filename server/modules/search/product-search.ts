// Products matching a search for search/ (the header suggestions and the search page's counts), in relevance
// order (product-match.ts).
import { sql } from 'drizzle-orm'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { rowsOf } from '../catalogue/sql-rows'
import { visibleCategoryOf } from '../catalogue/visibility'
import { productMatch } from './product-match'
import type { Page, SearchMatch } from './search-match'

export async function searchProducts(
  db: Db,
  match: SearchMatch,
  page: Page,
  locale: Locale,
): Promise<{ ids: number[]; total: number }> {
  const { where, order } = productMatch(match, locale)
  const matching = sql`p.is_published and ${visibleCategoryOf(sql`p.category_id`)} and ${where}`
  // One pass over the matches: the window counts them all before the page is cut, so the table is read once
  // (a count, then a second lookup of every match to order it, read a broad word's 30,000 matches twice).
  const rows = rowsOf<{ total: number; id: number }>(
    await db.execute(sql`
      select p.id, count(*) over ()::int as total from products p where ${matching}
      order by ${order} limit ${page.limit} offset ${page.offset}`),
  )
  if (rows.length > 0) return { ids: rows.map((row) => Number(row.id)), total: Number(rows[0]?.total) }
  if (page.offset === 0) return { ids: [], total: 0 }
  // A page past the last one still answers how many there are.
  const [counted] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from products p where ${matching}`),
  )
  return { ids: [], total: Number(counted?.total ?? 0) }
}
