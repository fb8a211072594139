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

/** Multi-value filter keys: b brands (slugs), c colours (slugs), f custom filter options (values). */
export const LIST_FILTER_KEYS = ['b', 'c', 'f'] as const
export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number]
/** Flag filters: n new, s on sale ('1' when on). */
export const FLAG_FILTER_KEYS = ['n', 's'] as const
export type FlagFilterKey = (typeof FLAG_FILTER_KEYS)[number]

/** The state of a listing as the URL and the machine hold it. */
export type CatalogueQuery = {
  page: number
  pageSize: PageSize
  sort: Sort
  /** Hide products out of stock (buyers only). */
  hideMissing: boolean
  view: ViewMode
  /** b, c, f: selected values in the order they were picked. */
  lists: Record<ListFilterKey, string[]>
  flags: Record<FlagFilterKey, boolean>
}

export const SHOW_ALL_DELAY_MS = 300
