// The catalogue query in the page URL (?p=2&o=-price&c=red,blue) and in the catalog/products/ API call.
// Reading a page URL is forgiving: a hand-edited value that makes no sense falls back to its default instead
// of breaking the page. Writing leaves out every default, so a plain listing has a plain address.
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  DEFAULT_VIEW,
  FILTER_PARAMS,
  FLAG_FILTERS,
  LIST_FILTERS,
  PAGE_SIZES,
  PRICE_SORTS,
  RANK_SORT,
  SORTS,
  VIEW_MODES,
  type CatalogueQuery,
  type PageSize,
  type Sort,
  type ViewMode,
} from '../../../contract/catalogue-query'

type SearchInput = URLSearchParams | Record<string, unknown>

// The API accepts the same shapes; anything else would be refused there with a 400.
const PAGE = /^[1-9]\d{0,8}$/
const LIST_VALUE = /^[a-z0-9-]{1,100}$/

function read(search: SearchInput, key: string): string | undefined {
  const value = search instanceof URLSearchParams ? search.get(key) : search[key]
  const first = Array.isArray(value) ? value[0] : value
  if (typeof first === 'string') return first.trim()
  if (typeof first === 'number' || typeof first === 'boolean') return String(first)
  return undefined
}

const oneOf = <T extends string | number>(allowed: readonly T[], value: string | undefined): T | undefined =>
  allowed.find((item) => String(item) === value)

function readList(search: SearchInput, key: string): string[] {
  const values = (read(search, key) ?? '').split(',').map((value) => value.trim().toLowerCase())
  return [...new Set(values.filter((value) => LIST_VALUE.test(value)))]
}

/** How a listing reads its URL: for a buyer or a guest, sorted by name or (search results) by relevance by default. */
type ParseOptions = { buyer: boolean; defaultSort?: Sort }

function allowedSort(sort: Sort | undefined, { buyer, defaultSort = DEFAULT_SORT }: ParseOptions): Sort {
  if (!sort || (!buyer && PRICE_SORTS.includes(sort)) || (sort === RANK_SORT && defaultSort !== RANK_SORT))
    return defaultSort
  return sort
}

export function parseCatalogueQuery(search: SearchInput, options: ParseOptions): CatalogueQuery {
  const page = read(search, 'p')
  return {
    page: page && PAGE.test(page) ? Number(page) : 1,
    pageSize: oneOf<PageSize>(PAGE_SIZES, read(search, 'ps')) ?? DEFAULT_PAGE_SIZE,
    sort: allowedSort(oneOf<Sort>(SORTS, read(search, 'o')), options),
    hideMissing: options.buyer && read(search, 'a') === '1',
    view: oneOf<ViewMode>(VIEW_MODES, read(search, 'v')) ?? DEFAULT_VIEW,
    lists: {
      brands: readList(search, FILTER_PARAMS.brands),
      colors: readList(search, FILTER_PARAMS.colors),
      options: readList(search, FILTER_PARAMS.options),
    },
    flags: {
      onlyNew: read(search, FILTER_PARAMS.onlyNew) === '1',
      onlySale: read(search, FILTER_PARAMS.onlySale) === '1',
    },
  }
}

/** Filters and flags as query parameters: one key per group with comma-joined values, '1' for a flag. */
function filterParams(query: CatalogueQuery): Record<string, string> {
  const params: Record<string, string> = {}
  for (const filter of LIST_FILTERS)
    if (query.lists[filter].length > 0) params[FILTER_PARAMS[filter]] = query.lists[filter].join(',')
  for (const flag of FLAG_FILTERS) if (query.flags[flag]) params[FILTER_PARAMS[flag]] = '1'
  return params
}

/** The page URL's parameters: defaults are left out. */
export function serializeCatalogueQuery(
  query: CatalogueQuery,
  defaultSort: Sort = DEFAULT_SORT,
): Record<string, string> {
  return {
    ...filterParams(query),
    ...(query.sort !== defaultSort && { o: query.sort }),
    ...(query.hideMissing && { a: '1' }),
    ...(query.view !== DEFAULT_VIEW && { v: query.view }),
    ...(query.pageSize !== DEFAULT_PAGE_SIZE && { ps: String(query.pageSize) }),
    ...(query.page !== 1 && { p: String(query.page) }),
  }
}

/** The parameters of catalog/products/: the view mode is the page's business, not the API's. */
export function toApiParams(
  query: CatalogueQuery,
  scope: { path?: string; brand?: string; q?: string },
): Record<string, string> {
  return {
    ...(scope.path && { path: scope.path }),
    ...(scope.brand && { brand: scope.brand }),
    ...(scope.q && { q: scope.q }),
    ...filterParams(query),
    o: query.sort,
    ...(query.hideMissing && { a: '1' }),
    ps: String(query.pageSize),
    p: String(query.page),
  }
}
