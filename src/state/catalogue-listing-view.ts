// What the catalogue listing renders and reports: the snapshot use-catalogue-listing derives from the catalogue
// query machine, and the actions it turns into the machine's events.
import type { ListingPage } from '../../contract/catalogue'
import type { CatalogueQuery, Filter, FlagFilter, ListFilter, PageSize, ViewMode } from '../../contract/catalogue-query'

export type MobilePanel = 'filters' | 'categories' | null

export type SortButton = 'rank' | 'name' | 'sku' | 'price' | 'new' | 'hit' | 'sale'

export type FilterActions = {
  onToggle: (filter: ListFilter, value: string) => void
  onFlag: (flag: FlagFilter) => void
  /** Clears a group: whole filters, or only some values of the options (one custom group within them). */
  onClear: (filters: Filter[], values?: string[]) => void
  onClearAll: () => void
}

export type ListingSnapshot = {
  query: CatalogueQuery
  result: ListingPage
  loading: boolean
  failed: boolean
  /** Show-all mode: how many of the total are on the page so far. */
  showAll: { loaded: number; total: number } | null
  mobile: MobilePanel
}

export type ListingActions = FilterActions & {
  onSort: (button: SortButton) => void
  onView: (view: ViewMode) => void
  onPageSize: (size: PageSize) => void
  onHideMissing: () => void
  onPage: (page: number) => void
  onShowAll: () => void
  onRetry: () => void
  onMobile: (panel: MobilePanel) => void
}
