// Products matching a search for search/ (the header suggestions and the search page's counts), in relevance
// order (product-match.ts).
import { sql } from 'drizzle-orm'
import type { Locale } from '../../../contract/site'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { rowsOf } from '../catalogue/sql-rows'
import { visibleCategoryOf } from '../catalogue/visibility'
import { productMatch } from './product-match'
import type { Page, SearchMatch } from './search-match'

/**
 * A search's first this many goods (20 pages of 24, 5 of 96: where visitors look) and their number are kept in
 * the shared cache. Ranking a broad word reads every match (30,000 for "корм" of 100,000 goods, a few hundred
 * milliseconds), so a repeated query, a suggestion typed on, or the next page should not rank them again.
 * Only ids and counts are kept: the cards, with the viewer's prices, are read per request.
 */
export const KEPT_RESULTS = 480

export type FoundIds = { ids: number[]; total: number }

async function rankedProducts(db: Db, match: SearchMatch, page: Page, locale: Locale): Promise<FoundIds> {
  const { where, keys, order } = productMatch(match, locale)
  // One pass over the matches, keeping only their ids and relevance keys: counted, then the page cut from them
  // (a page past the last one still counts them).
  const rows = rowsOf<{ total: number; id: number | null }>(
    await db.execute(sql`
      with matches as materialized (
        select p.id as id, ${keys} from products p
        where p.is_published and ${visibleCategoryOf(sql`p.category_id`)} and ${where}
      )
      select counted.total, page.id
      from (select count(*)::int as total from matches) counted
      left join lateral (
        select id from matches order by ${order} limit ${page.limit} offset ${page.offset}
      ) page on true`),
  )
  return {
    ids: rows.flatMap((row) => (row.id === null ? [] : [Number(row.id)])),
    total: Number(rows[0]?.total ?? 0),
  }
}

export async function searchProducts(
  { db, cache }: Pick<AppContext, 'db' | 'cache'>,
  match: SearchMatch,
  page: Page,
  locale: Locale,
): Promise<FoundIds> {
  if (page.offset + page.limit > KEPT_RESULTS) return rankedProducts(db, match, page, locale)
  const kept = await cache.get(`search:products:${locale}:${match.query}`, () =>
    rankedProducts(db, match, { offset: 0, limit: KEPT_RESULTS }, locale),
  )
  return { ids: kept.ids.slice(page.offset, page.offset + page.limit), total: kept.total }
}
