// The catalogue query vocabulary shared by the listing URL (?p=2&o=-price&c=red,blue), the catalogue query
// machine and the catalog/products/ API.

export const PAGE_SIZES = [24, 48, 96] as const
export type PageSize = (typeof PAGE_SIZES)[number]
export const DEFAULT_PAGE_SIZE: PageSize = 24

/** Order-button sorts; each toggles between ascending and descending (-). 'sku' is the "art" button. */
export const ORDER_SORTS = ['name', '-name', 'sku', '-sku', 'price', '-price'] as const
/** Label sorts: products with the label first, then by name. */
export const LABEL_SORTS = ['new', 'hit', 'sale'] as const
/** Relevance to the search query: the default, and only offered, with a query (q). */
export const RANK_SORT = 'rank'
export const SORTS = [...ORDER_SORTS, ...LABEL_SORTS, RANK_SORT] as const
export type Sort = (typeof SORTS)[number]
export const DEFAULT_SORT: Sort = 'name'
/** The sort a listing falls back to: relevance for search results, else by name. */
export const defaultSortOf = (searching: boolean): Sort => (searching ? RANK_SORT : DEFAULT_SORT)
/** Offered to signed-in buyers only; the API refuses them for guests. */
export const PRICE_SORTS: readonly Sort[] = ['price', '-price']

export const VIEW_MODES = ['cols', 'rows'] as const
export type ViewMode = (typeof VIEW_MODES)[number]
export const DEFAULT_VIEW: ViewMode = 'cols'

/** Multi-value filters: brand slugs, colour slugs and custom filter option values. */
export const LIST_FILTERS = ['brands', 'colors', 'options'] as const
export type ListFilter = (typeof LIST_FILTERS)[number]
/** Flag filters: only new goods, only goods on sale. */
export const FLAG_FILTERS = ['onlyNew', 'onlySale'] as const
export type FlagFilter = (typeof FLAG_FILTERS)[number]
export type Filter = ListFilter | FlagFilter

/**
 * The query parameter of each filter in the page URL and in the catalog/products/ API: a list's values
 * comma-joined, '1' for a flag that is on. Only where a query string is read or written are filters named so.
 */
export const FILTER_PARAMS = {
  brands: 'b',
  colors: 'c',
  options: 'f',
  onlyNew: 'n',
  onlySale: 's',
} as const satisfies Record<Filter, string>

/** The state of a listing as the URL and the machine hold it. */
export type CatalogueQuery = {
  page: number
  pageSize: PageSize
  sort: Sort
  /** Hide products out of stock (buyers only). */
  hideMissing: boolean
  view: ViewMode
  /** Selected values of each list filter, in the order they were picked. */
  lists: Record<ListFilter, string[]>
  flags: Record<FlagFilter, boolean>
}

export const SHOW_ALL_DELAY_MS = 300
