// Suggestions under the header search box (SPEC 7 "Search", 9: debounce 500 ms, at most 5 of each kind).
// Typing waits for a pause, then asks the injected `fetchSuggestions` actor; a newer query abandons the
// older request (leaving `loading` stops its actor, which aborts its signal). Failures close the list
// silently. Up and down move a highlight over the flat list (goods, then actions, then publications) and
// wrap; Enter opens the highlighted suggestion or, with none, the search page. Navigation is emitted for the
// component to perform: the machine knows no router.
import { assign, emit, fromPromise, setup } from 'xstate'
import type { ProductCard, SearchPublication, SearchResponse } from '../contract/catalogue'

export const SUGGEST_DEBOUNCE_MS = 500
export const SUGGESTIONS_PER_KIND = 5

export type Suggestions = { products: ProductCard[]; actions: SearchPublication[]; publications: SearchPublication[] }

export type Suggestion =
  | { kind: 'product'; product: ProductCard }
  | { kind: 'action'; item: SearchPublication }
  | { kind: 'publication'; item: SearchPublication }

/** Where to go: a product page, a sales action or article page (its url), or the search page. */
export type SuggestTarget =
  { kind: 'product'; slug: string } | { kind: 'page'; url: string } | { kind: 'search'; query: string }

export type SearchSuggestEvent =
  | { type: 'suggest.type'; query: string }
  | { type: 'suggest.focus' }
  | { type: 'suggest.next' }
  | { type: 'suggest.previous' }
  | { type: 'suggest.highlight'; index: number }
  | { type: 'suggest.submit' }
  | { type: 'suggest.close' }

export type SearchSuggestEmitted = { type: 'suggest.navigate'; target: SuggestTarget }

export type SearchSuggestContext = {
  query: string
  /** The last answer, kept (and shown) while a newer query is pending; null before any or after a failure. */
  results: Suggestions | null
  /** Index into suggestionItems(results), -1 for none. */
  highlighted: number
}

export function suggestionItems(results: Suggestions | null): Suggestion[] {
  if (!results) return []
  return [
    ...results.products.map((product): Suggestion => ({ kind: 'product', product })),
    ...results.actions.map((item): Suggestion => ({ kind: 'action', item })),
    ...results.publications.map((item): Suggestion => ({ kind: 'publication', item })),
  ]
}

export const suggestionTarget = (suggestion: Suggestion): SuggestTarget =>
  suggestion.kind === 'product'
    ? { kind: 'product', slug: suggestion.product.slug }
    : { kind: 'page', url: suggestion.item.url }

const firstOfEach = (response: SearchResponse): Suggestions => ({
  products: response.products.results.slice(0, SUGGESTIONS_PER_KIND),
  actions: response.actions.results.slice(0, SUGGESTIONS_PER_KIND),
  publications: response.publications.results.slice(0, SUGGESTIONS_PER_KIND),
})

const countOf = (context: SearchSuggestContext) => suggestionItems(context.results).length

// Shared by every state in which the visitor may keep typing.
const typing = {
  'suggest.type': [
    { guard: 'typedNothing', target: '#searchSuggest.closed', actions: ['setQuery', 'forgetResults'] },
    { target: '#searchSuggest.debouncing', reenter: true, actions: 'setQuery' },
  ],
} as const

export const searchSuggestMachine = setup({
  types: {
    context: {} as SearchSuggestContext,
    events: {} as SearchSuggestEvent,
    emitted: {} as SearchSuggestEmitted,
  },
  actors: {
    // Provided by the app: the search/ API with `limit` 5.
    fetchSuggestions: fromPromise<SearchResponse, { query: string }>(() =>
      Promise.reject(new Error('fetchSuggestions is provided by the app')),
    ),
  },
  delays: {
    debounce: SUGGEST_DEBOUNCE_MS,
  },
  guards: {
    typedNothing: ({ event }) => event.type === 'suggest.type' && event.query.trim() === '',
    hasQuery: ({ context }) => context.query.trim() !== '',
    showsSuggestions: ({ context }) => context.query.trim() !== '' && countOf(context) > 0,
    showsNothingFound: ({ context }) =>
      context.query.trim() !== '' && context.results !== null && countOf(context) === 0,
    answerHasSuggestions: (_, { output }: { output: SearchResponse }) =>
      suggestionItems(firstOfEach(output)).length > 0,
    isHighlighted: ({ context }) => context.highlighted >= 0,
    isSuggestionIndex: ({ context, event }) =>
      event.type === 'suggest.highlight' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < countOf(context),
  },
  actions: {
    setQuery: assign({
      query: ({ event }) => (event.type === 'suggest.type' ? event.query : ''),
      highlighted: -1,
    }),
    forgetResults: assign({ results: null, highlighted: -1 }),
    storeResults: assign((_, { output }: { output: SearchResponse }) => ({
      results: firstOfEach(output),
      highlighted: -1,
    })),
    clearHighlight: assign({ highlighted: -1 }),
    highlightNext: assign({ highlighted: ({ context }) => (context.highlighted + 1) % countOf(context) }),
    highlightPrevious: assign({
      highlighted: ({ context }) => (context.highlighted <= 0 ? countOf(context) - 1 : context.highlighted - 1),
    }),
    highlightIndex: assign({ highlighted: ({ event }) => (event.type === 'suggest.highlight' ? event.index : -1) }),
    openHighlighted: emit(({ context }): SearchSuggestEmitted => {
      const suggestion = suggestionItems(context.results)[context.highlighted]
      return {
        type: 'suggest.navigate',
        target: suggestion ? suggestionTarget(suggestion) : { kind: 'search', query: context.query.trim() },
      }
    }),
    openSearchPage: emit(({ context }): SearchSuggestEmitted => ({
      type: 'suggest.navigate',
      target: { kind: 'search', query: context.query.trim() },
    })),
  },
}).createMachine({
  id: 'searchSuggest',
  initial: 'closed',
  context: { query: '', results: null, highlighted: -1 },
  states: {
    closed: {
      on: {
        ...typing,
        'suggest.focus': [
          { guard: 'showsSuggestions', target: 'showing' },
          { guard: 'showsNothingFound', target: 'nothing' },
        ],
        'suggest.submit': { guard: 'hasQuery', actions: 'openSearchPage' },
      },
    },
    debouncing: {
      after: { debounce: 'loading' },
      on: {
        ...typing,
        'suggest.submit': { target: 'closed', actions: 'openSearchPage' },
        'suggest.close': 'closed',
      },
    },
    loading: {
      invoke: {
        id: 'fetchSuggestions',
        src: 'fetchSuggestions',
        input: ({ context }) => ({ query: context.query.trim() }),
        onDone: [
          {
            guard: { type: 'answerHasSuggestions', params: ({ event }) => ({ output: event.output }) },
            target: 'showing',
            actions: { type: 'storeResults', params: ({ event }) => ({ output: event.output }) },
          },
          { target: 'nothing', actions: { type: 'storeResults', params: ({ event }) => ({ output: event.output }) } },
        ],
        // Suggestions are a convenience: a failure shows nothing at all.
        onError: { target: 'closed', actions: 'forgetResults' },
      },
      on: {
        ...typing,
        'suggest.submit': { target: 'closed', actions: 'openSearchPage' },
        'suggest.close': 'closed',
      },
    },
    showing: {
      on: {
        ...typing,
        'suggest.next': { actions: 'highlightNext' },
        'suggest.previous': { actions: 'highlightPrevious' },
        'suggest.highlight': { guard: 'isSuggestionIndex', actions: 'highlightIndex' },
        'suggest.submit': [
          { guard: 'isHighlighted', target: 'closed', actions: ['openHighlighted', 'clearHighlight'] },
          { target: 'closed', actions: 'openSearchPage' },
        ],
        'suggest.close': { target: 'closed', actions: 'clearHighlight' },
      },
    },
    nothing: {
      on: {
        ...typing,
        'suggest.submit': { target: 'closed', actions: 'openSearchPage' },
        'suggest.close': 'closed',
      },
    },
  },
})
