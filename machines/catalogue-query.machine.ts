// The state of a catalogue listing (catalogue, brand and search pages): its query, the products shown, the
// "show all" mode and the mobile filter and category panels. The route loader has fetched the first view; every
// later page comes from the injected `fetchPage` actor. A newer request supersedes one in flight (re-entering
// `loading` stops the old actor); a failed request keeps the products shown and raises `failed`.
import { assign, fromPromise, setup } from 'xstate'
import type { ListingPage } from '../contract/catalogue'
import {
  DEFAULT_SORT,
  SHOW_ALL_DELAY_MS,
  type CatalogueQuery,
  type Sort,
  type ViewMode,
} from '../contract/catalogue-query'
import { applyChange, sameListing, type QueryChange } from './catalogue-query.rules'

export type MobilePanel = 'filters' | 'categories' | null

export type CatalogueQueryInput = {
  query: CatalogueQuery
  result: ListingPage | null
  buyer: boolean
  /** What a cleared sort returns to: name, or relevance on the search page. */
  defaultSort?: Sort
}

export type CatalogueQueryContext = {
  query: CatalogueQuery
  result: ListingPage | null
  buyer: boolean
  defaultSort: Sort
  failed: boolean
  /** Every page is loaded one after another into one list, without pagination. */
  showAll: boolean
  /** In show-all mode, how many pages `result.products` holds. */
  loadedPages: number
  mobile: MobilePanel
}

export type CatalogueQueryEvent =
  | QueryChange
  | { type: 'view.choose'; view: ViewMode }
  | { type: 'showAll.start' }
  /** The page URL changed from outside (back or forward). */
  | { type: 'query.sync'; query: CatalogueQuery }
  | { type: 'mobile.filters' }
  | { type: 'mobile.categories' }
  | { type: 'mobile.close' }
  | { type: 'fetch.retry' }

export type FetchPageInput = { query: CatalogueQuery; page: number }

const change = (context: CatalogueQueryContext, event: QueryChange) =>
  applyChange(context.query, event, {
    buyer: context.buyer,
    pages: context.result?.pages ?? 1,
    defaultSort: context.defaultSort,
  })

/** Same for every choice that changes the products: back to page 1 (or the chosen page) and fetch. */
const onChange = {
  guard: { type: 'changesListing', params: ({ event }: { event: QueryChange }) => event },
  target: '.loading',
  actions: { type: 'applyChange', params: ({ event }: { event: QueryChange }) => event },
} as const

export const catalogueQueryMachine = setup({
  types: {
    context: {} as CatalogueQueryContext,
    events: {} as CatalogueQueryEvent,
    input: {} as CatalogueQueryInput,
  },
  actors: {
    fetchPage: fromPromise<ListingPage, FetchPageInput>(() =>
      Promise.reject(new Error('fetchPage is provided by the app')),
    ),
  },
  delays: { showAllDelay: SHOW_ALL_DELAY_MS },
  guards: {
    hasResult: ({ context }) => context.result !== null,
    changesListing: ({ context }, event: QueryChange) => !sameListing(change(context, event), context.query),
    listsSameProducts: ({ context }, query: CatalogueQuery) => sameListing(query, context.query),
    hasMorePages: ({ context }) => (context.result?.pages ?? 0) > 1,
    morePagesToLoad: ({ context }, output: ListingPage) => context.loadedPages + 1 < output.pages,
  },
  actions: {
    applyChange: assign({ query: ({ context }, event: QueryChange) => change(context, event) }),
    replaceQuery: assign({ query: (_, query: CatalogueQuery) => query }),
    chooseView: assign({ query: ({ context }, view: ViewMode) => ({ ...context.query, view }) }),
    showPanel: assign({ mobile: (_, panel: MobilePanel) => panel }),
    clearFailure: assign({ failed: false }),
    markFailed: assign({ failed: true }),
    showPage: assign({ result: (_, output: ListingPage) => output }),
    // Show-all starts from the page on screen when it is the first one, else from scratch at page 1.
    startShowAll: assign(({ context }) => ({
      showAll: true,
      loadedPages: context.query.page === 1 ? 1 : 0,
      query: { ...context.query, page: 1 },
    })),
    appendPage: assign(({ context }, output: ListingPage) => ({
      loadedPages: context.loadedPages + 1,
      result: {
        ...output,
        products:
          context.loadedPages === 0 ? output.products : [...(context.result?.products ?? []), ...output.products],
      },
    })),
    endShowAll: assign({ showAll: false }),
  },
}).createMachine({
  id: 'catalogueQuery',
  context: ({ input }) => ({
    ...input,
    defaultSort: input.defaultSort ?? DEFAULT_SORT,
    failed: false,
    showAll: false,
    loadedPages: 0,
    mobile: null,
  }),
  initial: 'starting',
  on: {
    'filter.toggle': onChange,
    'flag.toggle': onChange,
    'filter.clear': onChange,
    'filters.clear': onChange,
    'sort.choose': onChange,
    'pageSize.choose': onChange,
    'availability.toggle': onChange,
    'page.go': onChange,
    'query.sync': [
      // Only the view mode or the order of the picked values differs: nothing to fetch.
      {
        guard: { type: 'listsSameProducts', params: ({ event }) => event.query },
        actions: { type: 'replaceQuery', params: ({ event }) => event.query },
      },
      { target: '.loading', actions: { type: 'replaceQuery', params: ({ event }) => event.query } },
    ],
    'view.choose': { actions: { type: 'chooseView', params: ({ event }) => event.view } },
    // The filter popup and the category panel never show together: opening one closes the other.
    'mobile.filters': { actions: { type: 'showPanel', params: 'filters' } },
    'mobile.categories': { actions: { type: 'showPanel', params: 'categories' } },
    'mobile.close': { actions: { type: 'showPanel', params: null } },
  },
  states: {
    starting: {
      always: [{ guard: 'hasResult', target: 'idle' }, { target: 'loading' }],
    },
    idle: {
      on: { 'showAll.start': { guard: 'hasMorePages', target: 'showAll' } },
    },
    loading: {
      tags: ['loading'],
      entry: 'clearFailure',
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ query: context.query, page: context.query.page }),
        onDone: { target: 'idle', actions: { type: 'showPage', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'markFailed' },
      },
    },
    failed: {
      on: { 'fetch.retry': 'loading' },
    },
    showAll: {
      entry: 'startShowAll',
      exit: 'endShowAll',
      initial: 'fetching',
      states: {
        fetching: {
          tags: ['loading'],
          entry: 'clearFailure',
          invoke: {
            id: 'fetchPage',
            src: 'fetchPage',
            input: ({ context }) => ({ query: context.query, page: context.loadedPages + 1 }),
            onDone: [
              {
                guard: { type: 'morePagesToLoad', params: ({ event }) => event.output },
                target: 'waiting',
                actions: { type: 'appendPage', params: ({ event }) => event.output },
              },
              { target: 'complete', actions: { type: 'appendPage', params: ({ event }) => event.output } },
            ],
            onError: { target: 'failed', actions: 'markFailed' },
          },
        },
        waiting: {
          after: { showAllDelay: 'fetching' },
        },
        failed: {
          on: { 'fetch.retry': 'fetching' },
        },
        complete: {},
      },
    },
  },
})
