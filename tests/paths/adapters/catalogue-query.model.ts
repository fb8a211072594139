// The catalogue listing as the buyer meets it on a category of three pages: from the first view each choice the
// listing offers once (a brand, the "new" flag, a sort, a page size, in stock only, page 2, the list view, show
// all, the mobile panels), undone where the way back is a control of its own (a group's reset, "clear all", the
// browser's back button); every fetch answered or failed, and retried. The answers carry what the guards read
// (three pages, as the chosen category has at 24 a page); which products they hold the page shows, not the model.
import { TestModel } from '@xstate/graph'
import type { AnyMachineSnapshot } from 'xstate'
import type { ProductListResponse } from '../../../contract/catalogue'
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, DEFAULT_VIEW, type CatalogueQuery } from '../../../contract/catalogue-query'
import {
  catalogueQueryMachine,
  type CatalogueQueryContext,
  type CatalogueQueryEvent,
  type CatalogueQueryInput,
} from '../../../machines/catalogue-query.machine'
import { actorDone, actorError, delayPassed, testModelMachine } from '../../machines/harness/model-machine'
import { keyedBy } from '../../machines/harness/state-keys'
import { coveringPaths, lazyPaths, offeredOnly } from '../model-paths'

export const FETCHED = actorDone('fetchPage')
export const FETCH_FAILED = actorError('fetchPage')
export const AFTER_SHOW_ALL_DELAY = delayPassed('showAllDelay', 'catalogueQuery.showAll.waiting')

/** The brand the model picks: the adapter reads it as the first brand the category's facets offer. */
export const BRAND = 'first-brand'
/** Pages of the chosen category at the default page size. */
export const PAGES = 3

export type ModelEvent =
  | CatalogueQueryEvent
  | { type: typeof FETCHED; output: ProductListResponse }
  | { type: typeof FETCH_FAILED; error: { status: number } }
  | { type: typeof AFTER_SHOW_ALL_DELAY }

export const FIRST_VIEW: CatalogueQuery = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  sort: DEFAULT_SORT,
  hideMissing: false,
  view: DEFAULT_VIEW,
  lists: { brands: [], colors: [], options: [] },
  flags: { onlyNew: false, onlySale: false },
}

const ANSWER: ProductListResponse = {
  products: [],
  labels: [],
  total: 0,
  total_capped: false,
  pages: PAGES,
  brands: [],
  colors: [],
  new: 0,
  sale: 0,
  filters: [],
}

export const INPUT: CatalogueQueryInput = { query: FIRST_VIEW, result: ANSWER, buyer: true }

export const catalogueQueryModel = testModelMachine(catalogueQueryMachine)

/** The route's loader always brings the first view: `useCatalogueListing` takes a result, never null. */
export const EXCLUDED = [
  {
    item: 'catalogueQuery.starting --(always)--> catalogueQuery.loading',
    reason:
      "every listing page's route loader brings the first view (useCatalogueListing's `result` is never null), " +
      'so the listing never starts by fetching',
  },
]

const FIRST_VIEW_CHOICES: ModelEvent[] = [
  { type: 'filter.toggle', filter: 'brands', value: BRAND },
  { type: 'flag.toggle', flag: 'onlyNew' },
  { type: 'sort.choose', sort: 'sku' },
  { type: 'pageSize.choose', size: 48 },
  { type: 'availability.toggle' },
  { type: 'page.go', page: 2 },
  { type: 'view.choose', view: 'rows' },
  { type: 'showAll.start' },
  { type: 'mobile.filters' },
  { type: 'mobile.categories' },
]

const same = (a: CatalogueQuery, b: CatalogueQuery) => JSON.stringify(a) === JSON.stringify(b)

/** The way back to the first view from one choice away, where the page has a control for it. */
function undo(query: CatalogueQuery): ModelEvent[] {
  if (same(query, { ...FIRST_VIEW, lists: { ...FIRST_VIEW.lists, brands: [BRAND] } }))
    return [{ type: 'filter.clear', filters: ['brands'] }]
  if (same(query, { ...FIRST_VIEW, flags: { ...FIRST_VIEW.flags, onlyNew: true } })) return [{ type: 'filters.clear' }]
  // The browser's back button: the address of the first view again.
  if (same(query, { ...FIRST_VIEW, page: 2 }) || same(query, { ...FIRST_VIEW, view: 'rows' }))
    return [{ type: 'query.sync', query: FIRST_VIEW }]
  return []
}

function offered(state: AnyMachineSnapshot): ModelEvent[] {
  const { query, mobile } = state.context as CatalogueQueryContext
  if (state.matches('loading') || state.matches({ showAll: 'fetching' }))
    return [
      { type: FETCHED, output: ANSWER },
      { type: FETCH_FAILED, error: { status: 500 } },
    ]
  if (state.matches('failed') || state.matches({ showAll: 'failed' })) return [{ type: 'fetch.retry' }]
  if (state.matches({ showAll: 'waiting' })) return [{ type: AFTER_SHOW_ALL_DELAY }]
  if (!state.matches('idle')) return []
  if (mobile === 'filters') return [{ type: 'mobile.categories' }, { type: 'mobile.close' }]
  if (mobile === 'categories') return [{ type: 'mobile.filters' }, { type: 'mobile.close' }]
  return same(query, FIRST_VIEW) ? FIRST_VIEW_CHOICES : undo(query)
}

const keyOf = (state: AnyMachineSnapshot) => {
  const { query, mobile, failed, showAll, loadedPages } = state.context as CatalogueQueryContext
  return JSON.stringify([state.value, query, mobile, failed, showAll, loadedPages])
}

const model = new TestModel(catalogueQueryModel, {
  ...offeredOnly(catalogueQueryModel),
  events: offered,
  input: INPUT,
  serializeState: keyedBy(keyOf),
})

export const catalogueQueryPaths = lazyPaths(() => coveringPaths(model.getShortestPaths(), catalogueQueryModel, INPUT))
