// Which products a search finds and in which order, on the product aliased `p`: shared by search/ and by
// catalog/products/ with a query (the search page's listing). Every branch of the match is an index condition
// (see migration 0002_search.sql), so the planner ORs bitmap index scans instead of reading the whole table.
//
// Relevance: an exact SKU first; then titles naming the query's words in any of their forms (a prefix match of
// the last word, "корм" in "кормушка", or a match by brand only comes later); then popular goods (the
// bestseller label); then by full-text rank and name.
//
// The order is given as key columns computed once per match (`keys`) and an order over them (`order`): sorting
// on the expressions themselves carried every match's title and full-text documents through the sort (and a
// count window over them), which spilled a broad word's 30,000 wide rows to disk.
import { sql, type SQL } from 'drizzle-orm'
import type { Locale } from '../../../contract/site'
import { nameKey } from '../catalogue/listing-filters'
import type { SearchMatch } from './search-match'

export type ProductMatch = {
  /** The condition on `p`. */
  where: SQL
  /** The parts of `where`: the SKU equal to the query, and the words (null when the query has none). */
  sku: SQL
  words: SQL | null
  /** The relevance keys of `p` as a select list: `rank_*` columns. */
  keys: SQL
  /** Relevance order over the `rank_*` columns and `id`, in a query selecting `keys` and `p.id as id`. */
  order: SQL
}

const searchRu = sql`p.search_ru`
const searchEn = sql`p.search_en`

export function productMatch({ query, tsQuery, formsQuery }: SearchMatch, locale: Locale): ProductMatch {
  const exactSku = sql`lower(p.sku) = lower(${query})`
  if (tsQuery === null || formsQuery === null)
    return {
      where: exactSku,
      sku: exactSku,
      words: null,
      keys: sql`${nameKey(locale)} as rank_name`,
      order: sql`rank_name, id`,
    }
  const ru = sql`to_tsquery('russian', ${tsQuery})`
  const en = sql`to_tsquery('english', ${tsQuery})`
  // Brands are few: their ids become one array, which keeps the brand branch an index condition. Misspelt
  // brand names are corrected like any word, from the product titles that carry them.
  const brandIds = sql`array(select b.id from brands b
    where b.is_published and to_tsvector('simple', b.title) @@ to_tsquery('simple', ${tsQuery}))`
  // The title is the stored document's weight A (the SKU is D).
  const titleNames = sql`(ts_filter(${searchRu}, '{a}') @@ to_tsquery('russian', ${formsQuery})
    or ts_filter(${searchEn}, '{a}') @@ to_tsquery('english', ${formsQuery}))`
  // The bestseller label, as the trigger of migration 0017_search_cap.sql keeps it on the product.
  const bestseller = sql`p.search_rank > 0`
  // Ranked by the word forms: a prefix would count "корм" twice in "корм-хлопья" (the compound and its part).
  const rank = sql`greatest(ts_rank(${searchRu}, to_tsquery('russian', ${formsQuery}), 1),
    ts_rank(${searchEn}, to_tsquery('english', ${formsQuery}), 1))`
  const words = sql`(${searchRu} @@ ${ru} or ${searchEn} @@ ${en} or p.brand_id = any(${brandIds}))`
  return {
    where: sql`(${exactSku} or ${words})`,
    sku: exactSku,
    words,
    keys: sql`${exactSku} as rank_sku, ${titleNames} as rank_names, ${bestseller} as rank_hit, ${rank} as rank_words,
      ${nameKey(locale)} as rank_name`,
    order: sql`rank_sku desc, rank_names desc, rank_hit desc, rank_words desc, rank_name, id`,
  }
}
