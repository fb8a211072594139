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
  const rows = rowsOf<{ total: number; id: number | null }>(
    await db.execute(sql`
      with matches as materialized (
        select p.id from products p
        where p.is_published and ${visibleCategoryOf(sql`p.category_id`)} and ${where}
      )
      select counted.total, page.id
      from (select count(*)::int as total from matches) counted
      left join lateral (
        select p.id from products p where p.id in (select id from matches)
        order by ${order} limit ${page.limit} offset ${page.offset}
      ) page on true`),
  )
  return {
    ids: rows.flatMap((row) => (row.id === null ? [] : [Number(row.id)])),
    total: Number(rows[0]?.total ?? 0),
  }
}
