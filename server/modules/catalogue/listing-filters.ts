// The conditions of a catalogue listing on the product aliased `p`: its scope (published products of the
// category, the brand page, in stock) and one clause per filter with a selection (brands, colours, one per
// option group, new, sale), plus the name order every listing and the product page's neighbours share.
import { sql, type SQL } from 'drizzle-orm'
import type { Locale } from '../../../contract/site'
import type { ListingFilter } from './listing-query'

/** The localized title as sorted everywhere (listing, neighbours); matches the products_name_* indexes. */
export const nameKey = (locale: Locale, title: SQL = sql`p.title`): SQL =>
  locale === 'ru'
    ? sql`(${title}->>'ru') collate "und-x-icu"`
    : sql`(coalesce(nullif(${title}->>'en', ''), ${title}->>'ru')) collate "und-x-icu"`

/**
 * The clause of one filter with a selection (`brands`, `colors`, `options:<group id>`, `onlyNew`, `onlySale`),
 * with its condition on the product aliased `p`: as
 * membership of a set computed once (`condition`, for counting) and as a per-product lookup (`probe`, which
 * keeps the order of an index walk).
 */
export type FilterClause = { key: string; condition: SQL; probe: SQL; set?: SQL }

/** `column = any(<one array parameter>)`: the statement stays short however many values are chosen. */
export const anyOf = (column: SQL, values: number[]) => sql`${column} = any(${sql.param(values)}::int[])`

/** Products linked to `values` through `table`.`column` (product_colors.color_id, ...). */
function productSet(key: string, name: string, table: string, column: string, values: number[]): FilterClause {
  const [link, value] = [sql.identifier(table), sql.identifier(column)]
  return {
    key,
    condition: sql`p.id in (select id from ${sql.identifier(name)})`,
    probe: sql`exists(select 1 from ${link} x where x.product_id = p.id and ${anyOf(sql`x.${value}`, values)})`,
    set: sql`${sql.identifier(name)} as materialized (
      select product_id as id from ${link} where ${anyOf(sql`${value}`, values)}
    )`,
  }
}

function labelClause(key: 'onlyNew' | 'onlySale', labelId: number | undefined): FilterClause {
  if (labelId === undefined) return { key, condition: sql`false`, probe: sql`false` }
  return productSet(key, `set_${key}`, 'product_labels', 'label_id', [labelId])
}

/** The clauses of the filter keys the query selects something in; facets are computed against these. */
export function activeClauses(filter: ListingFilter, labelIds: Map<string, number>): FilterClause[] {
  const clauses: FilterClause[] = []
  if (filter.brandIds.length > 0) {
    const condition = anyOf(sql`p.brand_id`, filter.brandIds)
    clauses.push({ key: 'brands', condition, probe: condition })
  }
  if (filter.colorIds.length > 0)
    clauses.push(productSet('colors', 'set_c', 'product_colors', 'color_id', filter.colorIds))
  for (const { group, optionIds } of filter.optionGroups)
    clauses.push(
      productSet(`options:${group.id}`, `set_f${group.id}`, 'product_filter_options', 'option_id', optionIds),
    )
  if (filter.onlyNew) clauses.push(labelClause('onlyNew', labelIds.get('new')))
  if (filter.onlySale) clauses.push(labelClause('onlySale', labelIds.get('sale')))
  return clauses
}

/**
 * The scope every answer is limited to: published products of the categories (or of one of them), the brand
 * page, in stock (goods supplied on order are not), found by the search (`searchWhere`).
 */
export function baseCondition(filter: ListingFilter, category?: number, searchWhere?: SQL): SQL {
  const parts = [sql`p.is_published`]
  if (searchWhere) parts.push(searchWhere)
  if (category !== undefined) parts.push(sql`p.category_id = ${category}`)
  else if (filter.categoryIds) parts.push(anyOf(sql`p.category_id`, filter.categoryIds))
  if (filter.brandId !== null) parts.push(sql`p.brand_id = ${filter.brandId}`)
  if (filter.hideMissing) parts.push(sql`p.stock > 0`)
  return sql.join(parts, sql` and `)
}
