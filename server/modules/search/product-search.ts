// Products matching a search, in relevance order: an exact SKU first, then by full-text rank in Russian and
// English. Every branch of the match is an index condition (see migration 0002_search.sql), so the planner
// ORs bitmap index scans instead of reading the whole table.
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { products } from '../../db/schema/catalogue'
import { rowsOf } from '../catalogue/sql-rows'
import { visibleCategoryOf } from '../catalogue/visibility'
import type { Page, SearchMatch } from './search-match'

const searchRu = sql`"products"."search_ru"`
const searchEn = sql`"products"."search_en"`

function matchConditions({ query, tsQuery }: SearchMatch): { where: SQL; rank: SQL } {
  const exactSku = sql`lower(${products.sku}) = lower(${query})`
  if (tsQuery === null) return { where: exactSku, rank: sql`0::real` }
  const ru = sql`to_tsquery('russian', ${tsQuery})`
  const en = sql`to_tsquery('english', ${tsQuery})`
  // Brands are few: their ids become one array, which keeps the brand branch an index condition. Misspelt
  // brand names are corrected like any word, from the product titles that carry them.
  const brandIds = sql`array(select b.id from brands b
    where b.is_published and to_tsvector('simple', b.title) @@ to_tsquery('simple', ${tsQuery}))`
  return {
    where: sql`(${exactSku} or ${searchRu} @@ ${ru} or ${searchEn} @@ ${en} or ${products.brandId} = any(${brandIds}))`,
    rank: sql`greatest(ts_rank(${searchRu}, ${ru}, 1), ts_rank(${searchEn}, ${en}, 1))`,
  }
}

export async function searchProducts(db: Db, match: SearchMatch, page: Page): Promise<{ ids: number[]; total: number }> {
  const { where, rank } = matchConditions(match)
  const rows = rowsOf<{ total: number; id: number | null }>(
    await db.execute(sql`
      with matches as materialized (
        select ${products.id} as id, lower(${products.sku}) = lower(${match.query}) as exact, ${rank} as rank
        from ${products}
        where ${products.isPublished} and ${visibleCategoryOf(sql`${products.categoryId}`)} and ${where}
      )
      select counted.total, page.id
      from (select count(*)::int as total from matches) counted
      left join lateral (
        select id from matches order by exact desc, rank desc, id limit ${page.limit} offset ${page.offset}
      ) page on true`),
  )
  return {
    ids: rows.flatMap((row) => (row.id === null ? [] : [Number(row.id)])),
    total: Number(rows[0]?.total ?? 0),
  }
}
