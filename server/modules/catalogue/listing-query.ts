// The query string of catalog/products/: its format is checked with valibot, then every name it carries (path,
// brand, b, c, f) is resolved against the reference lists. Bad input is a 400 naming the parameter; an unknown
// category or brand page is a 404; price sorting and hiding missing goods are for buyers only. With a search
// query (q, the search page) the listing holds the goods the search finds, by relevance unless sorted otherwise.
import * as v from 'valibot'
import {
  defaultSortOf,
  PAGE_SIZES,
  PRICE_SORTS,
  RANK_SORT,
  SORTS,
  DEFAULT_PAGE_SIZE,
  type PageSize,
  type Sort,
} from '../../../contract/catalogue-query'
import { SearchText } from '../../../contract/search-query'
import type { Locale } from '../../../contract/site'
import { InvalidFields, NotFound } from '../../domain-errors'
import { parseInput } from '../../http/validate'
import { translate } from '../../i18n'
import type { Viewer } from './product-cards'
import { categoryScope, type CatalogueReference, type GroupRef } from './reference'

const QUERY_KEYS = ['ps', 'p', 'o', 'a', 'path', 'brand', 'b', 'c', 'f', 'n', 's', 'q'] as const

const flag = v.picklist(['0', '1'], 'api_catalogue_flag')
const slugList = v.pipe(v.string(), v.regex(/^([a-z0-9-]{1,100}(,[a-z0-9-]{1,100})*)?$/, 'api_catalogue_list'))

const ListingParams = v.object({
  ps: v.optional(v.picklist(PAGE_SIZES.map(String), 'api_catalogue_page_size')),
  p: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'api_catalogue_page'), v.transform(Number))),
  o: v.optional(v.picklist(SORTS, 'api_catalogue_sort')),
  a: v.optional(flag),
  path: v.optional(
    v.pipe(v.string(), v.regex(/^\/?[a-z0-9-]{1,100}(\/[a-z0-9-]{1,100}){0,9}\/?$/, 'api_invalid_value')),
  ),
  brand: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,100}$/, 'api_invalid_value'))),
  b: v.optional(slugList),
  c: v.optional(slugList),
  f: v.optional(slugList),
  n: v.optional(flag),
  s: v.optional(flag),
  q: v.optional(SearchText),
})

/** Everything the listing statement needs, with names resolved to ids. */
export type ListingFilter = {
  page: number
  pageSize: PageSize
  sort: Sort
  /** Visible categories in scope; null for the whole catalogue when no category is hidden. */
  categoryIds: number[] | null
  /** The brand page's brand. */
  brandId: number | null
  hideMissing: boolean
  brandIds: number[]
  colorIds: number[]
  /** Selected custom filter options by group, only groups with a selection. */
  optionGroups: { group: GroupRef; optionIds: number[] }[]
  onlyNew: boolean
  onlySale: boolean
  /** The search query: only goods it finds are listed. */
  q: string | null
}

const notFound = (locale: Locale) => new NotFound(translate('api_not_found', locale))

function checkKeys(params: URLSearchParams, locale: Locale): Record<string, string> {
  const errors: Record<string, string[]> = {}
  const values: Record<string, string> = {}
  for (const [key, value] of params) {
    if (!(QUERY_KEYS as readonly string[]).includes(key))
      errors[key] = [translate('api_catalogue_unknown_parameter', locale)]
    else if (key in values) errors[key] = [translate('api_catalogue_repeated_parameter', locale)]
    else values[key] = value
  }
  if (Object.keys(errors).length > 0) throw new InvalidFields(errors)
  return values
}

const listOf = (value: string | undefined) => [...new Set(value ? value.split(',') : [])]

/** Resolves each name through `lookup`; names it does not know are collected as an error on `key`. */
function resolve<T>(
  key: string,
  names: string[],
  lookup: (name: string) => T | undefined,
  errors: Record<string, string[]>,
  locale: Locale,
): T[] {
  const found: T[] = []
  const unknown: string[] = []
  for (const name of names) {
    const item = lookup(name)
    if (item === undefined) unknown.push(name)
    else found.push(item)
  }
  if (unknown.length > 0)
    errors[key] = [translate('api_catalogue_unknown_values', locale, { values: unknown.join(', ') })]
  return found
}

export function parseListingQuery(
  params: URLSearchParams,
  reference: CatalogueReference,
  viewer: Viewer,
  locale: Locale,
): ListingFilter {
  const raw = parseInput(ListingParams, checkKeys(params, locale), locale)
  const errors: Record<string, string[]> = {}
  if (!viewer && raw.o && PRICE_SORTS.includes(raw.o)) errors.o = [translate('api_catalogue_price_sort_guest', locale)]
  if (raw.o === RANK_SORT && raw.q === undefined) errors.o = [translate('api_catalogue_sort', locale)]
  if (!viewer && raw.a === '1') errors.a = [translate('api_catalogue_hide_missing_guest', locale)]

  const brands = new Map(reference.brands.map((brand) => [brand.slug, brand.id]))
  const colors = new Map(reference.colors.map((color) => [color.slug, color.id]))
  const options = new Map(
    reference.groups.flatMap((group) => group.options.map((option) => [option.value, option] as const)),
  )
  const brandIds = resolve('b', listOf(raw.b), (slug) => brands.get(slug), errors, locale)
  const colorIds = resolve('c', listOf(raw.c), (slug) => colors.get(slug), errors, locale)
  const selectedOptions = resolve('f', listOf(raw.f), (value) => options.get(value), errors, locale)
  if (Object.keys(errors).length > 0) throw new InvalidFields(errors)

  let categoryIds: number[] | null = null
  if (raw.path !== undefined) {
    const scope = categoryScope(reference, raw.path.replace(/^\/|\/$/g, ''))
    if (!scope) throw notFound(locale)
    categoryIds = scope
  } else if (!reference.allCategoriesVisible) {
    categoryIds = reference.categories.filter((category) => category.visible).map((category) => category.id)
  }
  let brandId: number | null = null
  if (raw.brand !== undefined) {
    brandId = brands.get(raw.brand) ?? null
    if (brandId === null) throw notFound(locale)
  }

  return {
    page: raw.p ?? 1,
    pageSize: raw.ps ? (Number(raw.ps) as PageSize) : DEFAULT_PAGE_SIZE,
    sort: raw.o ?? defaultSortOf(raw.q !== undefined),
    categoryIds,
    brandId,
    hideMissing: raw.a === '1',
    brandIds,
    colorIds,
    optionGroups: reference.groups
      .map((group) => ({
        group,
        optionIds: selectedOptions.filter((option) => option.groupId === group.id).map((option) => option.id),
      }))
      .filter((entry) => entry.optionIds.length > 0),
    onlyNew: raw.n === '1',
    onlySale: raw.s === '1',
    q: raw.q ?? null,
  }
}
