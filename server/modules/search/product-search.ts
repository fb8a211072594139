// The goods a search finds, for search/ (the header suggestions and the search page's counts) and for the search
// page's listing: at most SEARCH_RESULTS_CAP of them, in relevance order (product-match.ts), and whether more match
// (docs/decisions/027-capped-broad-search.md): counting a broad word's 30,000 matches read most of the
// catalogue's rows (150 ms and more on PGlite), so a search matching more says "more than" instead.
import { sql, type SQL } from 'drizzle-orm'
import { formatCount } from '../../../contract/format/units'
import { SEARCH_RESULTS_CAP } from '../../../contract/search-query'
import type { Locale } from '../../../contract/site'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { NotFound } from '../../domain-errors'
import { translate } from '../../i18n'
import { rowsOf } from '../catalogue/sql-rows'
import { visibleCategoryOf } from '../catalogue/visibility'
import { productMatch, type ProductMatch } from './product-match'
import type { SearchMatch } from './search-match'

/** A search's goods: ids in relevance order, their number, and whether more goods match than those kept. */
export type FoundProducts = { ids: number[]; total: number; capped: boolean }

/** The order of products_search_walk_idx (migration 0017_search_cap.sql). */
const WALK_ORDER = sql`p.search_rank desc, length(p.search_ru), p.id`

/**
 * A broad search's candidates are found among the first this many goods of the walk's order. A word matching at
 * least SEARCH_RESULTS_CAP of them is broad (1 in 10 goods or more); a rarer one is matched through the full-text
 * indexes and counted, which costs about as much for its few thousand matches as the walk did.
 */
const WALK_UP_TO = 10_000

type RankedRow = { matches: number; broad: boolean; ids: number[] }

/**
 * The candidates of a search with their relevance keys (`candidates`), in one statement. First a walk of the
 * index in its order (bestsellers, then shorter titles, which full-text rank puts higher) collects the first
 * SEARCH_RESULTS_CAP matches of the query's words, and one more, among its first WALK_UP_TO entries, stopping
 * there: reading only index entries, it never reads a match's row. When it finds that many the search is broad,
 * and they, with the SKU match, are the candidates. Otherwise every match is found through the full-text
 * indexes (`matched`) and counted exactly. Either way the candidates are then ranked by the full relevance order.
 */
function candidateCtes({ where, sku, words, keys }: ProductMatch): { ctes: SQL[]; broad: SQL } {
  const shown = sql`p.is_published and ${visibleCategoryOf(sql`p.category_id`)}`
  const matched = (broad: SQL) => sql`matched as materialized (
    select p.id as id, ${keys} from products p where ${shown} and ${where} and not ${broad})`
  if (!words) return { ctes: [matched(sql`false`), sql`candidates as (select * from matched)`], broad: sql`false` }
  // The hidden categories (mostly none) as an array keep the walk a filtered index scan (a join would lose the
  // index order).
  const hiddenCategories = sql`array(select c.id from categories c where not ${visibleCategoryOf(sql`c.id`)})`
  const broad = sql`(select count(*) from walked) > ${SEARCH_RESULTS_CAP}`
  const ctes = [
    sql`walked as materialized (
      select p.id from (
        select p.id, p.category_id, p.brand_id, p.search_ru, p.search_en from products p
        where p.is_published order by ${WALK_ORDER} limit ${WALK_UP_TO}
      ) p
      where ${words} and p.category_id <> all(${hiddenCategories}) limit ${SEARCH_RESULTS_CAP + 1})`,
    matched(broad),
    sql`candidates as (
      select * from matched
      union all
      select p.id as id, ${keys} from products p where ${broad} and p.id in (select id from walked)
      union all
      select p.id as id, ${keys} from products p
      where ${broad} and ${shown} and ${sku} and p.id not in (select id from walked))`,
  ]
  return { ctes, broad }
}

async function rankedProducts(db: Db, match: SearchMatch, locale: Locale): Promise<FoundProducts> {
  const products = productMatch(match, locale)
  const { ctes, broad } = candidateCtes(products)
  const [row] = rowsOf<RankedRow>(
    await db.execute(sql`
      with ${sql.join(ctes, sql`, `)}
      select (select count(*)::int from matched) as matches, ${broad} as broad,
        coalesce(json_agg(r.id order by r.ord), '[]'::json) as ids
      from (
        select ranked.id, row_number() over (order by ${products.order}) as ord from (
          select * from candidates order by ${products.order} limit ${SEARCH_RESULTS_CAP}
        ) ranked
      ) r`),
  )
  const ids = (row?.ids ?? []).map(Number)
  return { ids, total: ids.length, capped: Boolean(row?.broad) || Number(row?.matches ?? 0) > SEARCH_RESULTS_CAP }
}

/**
 * Kept in the shared cache (ids and counts only, whoever asks; the cards with the viewer's prices are read per
 * request): a repeated query, a suggestion typed on, the next page and the search page's listing rank once.
 */
export const searchProducts = (
  { db, cache }: Pick<AppContext, 'db' | 'cache'>,
  match: SearchMatch,
  locale: Locale,
): Promise<FoundProducts> =>
  cache.get(`search:products:${locale}:${match.query}`, () => rankedProducts(db, match, locale))

/** A search as the catalogue listing applies it: its goods, and a match on `p` that is exactly them. */
export type SearchListing = { found: FoundProducts; products: ProductMatch }

/**
 * The listing's match is the search's found ids, so that its filters, facets, sorts and pages apply within
 * them: all the matches of a narrow search, the best SEARCH_RESULTS_CAP of a broad one. Relevance keys are the
 * search's.
 */
export async function searchListing(
  ctx: Pick<AppContext, 'db' | 'cache'>,
  match: SearchMatch,
  locale: Locale,
): Promise<SearchListing> {
  const found = await searchProducts(ctx, match, locale)
  const products = { ...productMatch(match, locale), where: sql`p.id = any(${sql.param(found.ids)}::int[])` }
  return { found, products }
}

/** Why a page past a search's kept goods is refused. */
export const pageBeyondCap = (locale: Locale) =>
  new NotFound(translate('search_api_page_beyond_cap', locale, { shown: formatCount(SEARCH_RESULTS_CAP, locale) }))
