// The city picker (SPEC 2 "city picker overlay", 7 "Cities", 9: city search debounce 1000 ms). Opening it asks
// the injected `fetchCities` actor for the default cities once; typing waits for a pause, then searches by
// title (a newer query abandons the older request: leaving `searching` stops its actor). Failures are silent:
// the defaults stay on screen. Up and down move a highlight over the visible list and wrap; Enter or a click
// chooses a city, which is emitted for the app to keep (the machine knows no cookies).
import { assign, emit, fromPromise, setup } from 'xstate'
import type { City } from '../contract/geo'

export const CITY_SEARCH_DEBOUNCE_MS = 1000

export type CitySearchEvent =
  | { type: 'city.open' }
  | { type: 'city.type'; query: string }
  | { type: 'city.next' }
  | { type: 'city.previous' }
  | { type: 'city.highlight'; index: number }
  | { type: 'city.choose' }
  | { type: 'city.pick'; city: City }
  | { type: 'city.close' }

export type CitySearchEmitted = { type: 'city.chosen'; city: City }

export type CitySearchContext = {
  /** The main cities the picker opens on (every city with contacts); null until they have been asked for. */
  defaults: City[] | null
  query: string
  /** The answer to the last search; null while nothing is searched or after a failure. */
  results: City[] | null
  /** Index into visibleCities(context), -1 for none. */
  highlighted: number
}

export type CityQuery = { title: string; defaults: boolean }

const NO_CITIES: City[] = []

/** What the picker lists: the search answer while a query is typed, else the default cities. */
export function visibleCities(context: CitySearchContext): City[] {
  return context.query.trim() && context.results ? context.results : (context.defaults ?? NO_CITIES)
}

const countOf = (context: CitySearchContext) => visibleCities(context).length

// Shared by every open state: the visitor may keep typing.
const typing = {
  'city.type': [
    { guard: 'typedNothingWithDefaults', target: '#citySearch.open.idle', actions: ['setQuery', 'forgetResults'] },
    { guard: 'typedNothing', target: '#citySearch.open.loadingDefaults', actions: ['setQuery', 'forgetResults'] },
    { target: '#citySearch.open.debouncing', reenter: true, actions: 'setQuery' },
  ],
} as const

export const citySearchMachine = setup({
  types: {
    context: {} as CitySearchContext,
    events: {} as CitySearchEvent,
    emitted: {} as CitySearchEmitted,
  },
  actors: {
    // Provided by the app: geoip/ with `title`, or the main cities.
    fetchCities: fromPromise<City[], CityQuery>(() => Promise.reject(new Error('fetchCities is provided by the app'))),
  },
  delays: {
    debounce: CITY_SEARCH_DEBOUNCE_MS,
  },
  guards: {
    hasDefaults: ({ context }) => context.defaults !== null,
    typedNothing: ({ event }) => event.type === 'city.type' && event.query.trim() === '',
    typedNothingWithDefaults: ({ context, event }) =>
      event.type === 'city.type' && event.query.trim() === '' && context.defaults !== null,
    hasCities: ({ context }) => countOf(context) > 0,
    isHighlighted: ({ context }) => context.highlighted >= 0 && context.highlighted < countOf(context),
    isCityIndex: ({ context, event }) =>
      event.type === 'city.highlight' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < countOf(context),
  },
  actions: {
    resetSearch: assign({ query: '', results: null, highlighted: -1 }),
    setQuery: assign({
      query: ({ event }) => (event.type === 'city.type' ? event.query : ''),
      highlighted: -1,
    }),
    forgetResults: assign({ results: null, highlighted: -1 }),
    storeDefaults: assign((_, { output }: { output: City[] }) => ({ defaults: output, highlighted: -1 })),
    forgetDefaults: assign({ defaults: [] as City[], highlighted: -1 }),
    storeResults: assign((_, { output }: { output: City[] }) => ({ results: output, highlighted: -1 })),
    highlightNext: assign({ highlighted: ({ context }) => (context.highlighted + 1) % countOf(context) }),
    highlightPrevious: assign({
      highlighted: ({ context }) => (context.highlighted <= 0 ? countOf(context) - 1 : context.highlighted - 1),
    }),
    highlightIndex: assign({ highlighted: ({ event }) => (event.type === 'city.highlight' ? event.index : -1) }),
    chooseHighlighted: emit(({ context }): CitySearchEmitted => ({
      type: 'city.chosen',
      city: visibleCities(context)[context.highlighted]!,
    })),
    choosePicked: emit(({ event }): CitySearchEmitted => ({
      type: 'city.chosen',
      city: (event as Extract<CitySearchEvent, { type: 'city.pick' }>).city,
    })),
  },
}).createMachine({
  id: 'citySearch',
  initial: 'closed',
  context: { defaults: null, query: '', results: null, highlighted: -1 },
  states: {
    closed: {
      on: {
        'city.open': [
          { guard: 'hasDefaults', target: 'open.idle', actions: 'resetSearch' },
          { target: 'open.loadingDefaults', actions: 'resetSearch' },
        ],
      },
    },
    open: {
      initial: 'loadingDefaults',
      on: {
        ...typing,
        'city.pick': { target: 'closed', actions: 'choosePicked' },
        'city.close': 'closed',
      },
      states: {
        loadingDefaults: {
          invoke: {
            id: 'fetchDefaults',
            src: 'fetchCities',
            input: { title: '', defaults: true },
            onDone: {
              target: 'idle',
              actions: { type: 'storeDefaults', params: ({ event }) => ({ output: event.output }) },
            },
            // The picker still searches without them.
            onError: { target: 'idle', actions: 'forgetDefaults' },
          },
        },
        idle: {
          on: {
            'city.next': { guard: 'hasCities', actions: 'highlightNext' },
            'city.previous': { guard: 'hasCities', actions: 'highlightPrevious' },
            'city.highlight': { guard: 'isCityIndex', actions: 'highlightIndex' },
            'city.choose': { guard: 'isHighlighted', target: '#citySearch.closed', actions: 'chooseHighlighted' },
          },
        },
        debouncing: {
          after: { debounce: 'searching' },
        },
        searching: {
          invoke: {
            id: 'fetchMatches',
            src: 'fetchCities',
            input: ({ context }) => ({ title: context.query.trim(), defaults: false }),
            onDone: {
              target: 'idle',
              actions: { type: 'storeResults', params: ({ event }) => ({ output: event.output }) },
            },
            // City search is a convenience: a failure leaves the default cities on screen.
            onError: { target: 'idle', actions: 'forgetResults' },
          },
        },
      },
    },
  },
})
