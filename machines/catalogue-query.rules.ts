// The rules by which the visitor's choices change a catalogue query (SPEC 4 "Catalogue"), as pure functions the
// catalogue query machine applies. A choice that does not apply (price sorting for a guest, a page out of range)
// leaves the query as it was.
import {
  DEFAULT_SORT,
  FLAG_FILTERS,
  LABEL_SORTS,
  LIST_FILTERS,
  RANK_SORT,
  type CatalogueQuery,
  type Filter,
  type FlagFilter,
  type ListFilter,
  type PageSize,
  type Sort,
} from '../contract/catalogue-query'

/**
 * The sort buttons: 'sku' is the "art" button; the label buttons (new, hit, sale) and relevance (rank, search
 * results only) have no direction.
 */
export type SortChoice = 'rank' | 'name' | 'sku' | 'price' | 'new' | 'hit' | 'sale'

/** The choices that change which products are listed. */
export type QueryChange =
  | { type: 'filter.toggle'; filter: ListFilter; value: string }
  | { type: 'flag.toggle'; flag: FlagFilter }
  /** Clears whole filters, or with `values` only those values (one custom group within the options). */
  | { type: 'filter.clear'; filters: Filter[]; values?: string[] }
  | { type: 'filters.clear' }
  | { type: 'sort.choose'; sort: SortChoice }
  | { type: 'pageSize.choose'; size: PageSize }
  | { type: 'availability.toggle' }
  | { type: 'page.go'; page: number }

const isLabelSort = (sort: Sort) => (LABEL_SORTS as readonly string[]).includes(sort)

/**
 * A direction button sorts ascending on the first press, descending on the second and clears the sort (back to
 * the default: name, or relevance for search results) on the third; for the name button of a catalogue the
 * cleared and the ascending order are the same, so it flips between name and -name. A label button sorts by
 * its label and clears on the second press. Every sort is one value of `o`, so choosing a label sort replaces a
 * selected order-button sort. Relevance is only offered where it is the default.
 */
export function nextSort(current: Sort, choice: SortChoice, defaultSort: Sort = DEFAULT_SORT): Sort {
  if (choice === RANK_SORT) return defaultSort === RANK_SORT ? RANK_SORT : current
  if (isLabelSort(choice)) return current === choice ? defaultSort : choice
  if (current === choice) return `-${choice}` as Sort
  if (current === `-${choice}`) return defaultSort
  return choice
}

const toggled = (values: string[], value: string) =>
  values.includes(value) ? values.filter((item) => item !== value) : [...values, value]

const isListFilter = (filter: Filter): filter is ListFilter => (LIST_FILTERS as readonly string[]).includes(filter)

function cleared(query: CatalogueQuery, filters: readonly Filter[], values?: string[]): CatalogueQuery {
  const lists = { ...query.lists }
  const flags = { ...query.flags }
  for (const filter of filters) {
    if (isListFilter(filter)) lists[filter] = values ? lists[filter].filter((item) => !values.includes(item)) : []
    else flags[filter] = false
  }
  return { ...query, lists, flags }
}

/** How many filter values and flags the query has on. */
export const activeFilterCount = (query: CatalogueQuery) =>
  LIST_FILTERS.reduce((count, filter) => count + query.lists[filter].length, 0) +
  FLAG_FILTERS.filter((flag) => query.flags[flag]).length

/**
 * Filters, sort, page size and availability start again on page 1;
 * the page change itself is checked against `pages`.
 */
export function applyChange(
  query: CatalogueQuery,
  change: QueryChange,
  limits: { buyer: boolean; pages: number; defaultSort?: Sort },
): CatalogueQuery {
  const first = { ...query, page: 1 }
  const defaultSort = limits.defaultSort ?? DEFAULT_SORT
  switch (change.type) {
    case 'filter.toggle':
      return { ...first, lists: { ...query.lists, [change.filter]: toggled(query.lists[change.filter], change.value) } }
    case 'flag.toggle':
      // Choosing new or sale goods clears a label sort: the filter already says which goods come first.
      return {
        ...first,
        sort: !query.flags[change.flag] && isLabelSort(query.sort) ? defaultSort : query.sort,
        flags: { ...query.flags, [change.flag]: !query.flags[change.flag] },
      }
    case 'filter.clear':
      return cleared(first, change.filters, change.values)
    case 'filters.clear':
      return cleared(first, [...LIST_FILTERS, ...FLAG_FILTERS])
    case 'sort.choose':
      return change.sort === 'price' && !limits.buyer
        ? query
        : { ...first, sort: nextSort(query.sort, change.sort, defaultSort) }
    case 'pageSize.choose':
      return { ...first, pageSize: change.size }
    case 'availability.toggle':
      return limits.buyer ? { ...first, hideMissing: !query.hideMissing } : query
    case 'page.go':
      return Number.isInteger(change.page) && change.page >= 1 && change.page <= limits.pages
        ? { ...query, page: change.page }
        : query
  }
}

const sameValues = (a: string[], b: string[]) => a.length === b.length && a.every((value) => b.includes(value))

/** Whether two queries list the same products on the same page (the view mode and the picking order aside). */
export function sameListing(a: CatalogueQuery, b: CatalogueQuery): boolean {
  return (
    a.page === b.page &&
    a.pageSize === b.pageSize &&
    a.sort === b.sort &&
    a.hideMissing === b.hideMissing &&
    LIST_FILTERS.every((filter) => sameValues(a.lists[filter], b.lists[filter])) &&
    FLAG_FILTERS.every((flag) => a.flags[flag] === b.flags[flag])
  )
}
