// The city picker as a guest drives it: opening it, typing one of two queries or clearing the field, the pause
// (the time passing), the geoip/ requests for the main cities and for a search answered (let through) or failing
// (a 500), the arrow keys, a pointer over a city, Enter, a click on a city and closing. The answers stand for the
// server's with the real cities' ids (the adapter checks the server answers exactly those); the city chosen is
// kept in the model's context (the machine emits it for the app to keep).
import { TestModel } from '@xstate/graph'
import { assign, type AnyMachineSnapshot } from 'xstate'
import type { City } from '../../../contract/geo'
import {
  citySearchMachine,
  visibleCities,
  type CitySearchContext,
  type CitySearchEvent,
} from '../../../machines/city-search.machine'
import { testModelMachine } from '../../machines/harness/model-machine'
import { keyedBy } from '../../machines/harness/state-keys'
import { coveringPaths, lazyPaths, offeredOnly } from '../model-paths'
import type { Locale } from '../adapter'

export const AFTER_DEBOUNCE = 'xstate.after.debounce.citySearch.open.debouncing'
export const DEFAULTS_DONE = 'xstate.done.actor.fetchDefaults'
export const DEFAULTS_ERROR = 'xstate.error.actor.fetchDefaults'
export const MATCHES_DONE = 'xstate.done.actor.fetchMatches'
export const MATCHES_ERROR = 'xstate.error.actor.fetchMatches'

export const FAILURE = { status: 500, data: {} }

/** The search is by localized title: each query as typed in each language, with the same answer in both. */
export const QUERIES: Record<string, Record<Locale, string>> = {
  '': { ru: '', en: '' },
  // Yekaterinburg and Kazan.
  Ka: { ru: 'Ка', en: 'Ka' },
  Atlantis: { ru: 'Атлантида', en: 'Atlantis' },
}

const city = (id: number): City => ({ id, title: `City ${id}`, email: '', phone: '', ordering: id })

/** The demo data's ten cities with contacts, the default (1) first; the adapter checks the real ids. */
export const MAIN_CITIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(city)
const ANSWERS: Record<string, City[]> = { Ka: [city(4), city(5)], Atlantis: [] }

export type ModelContext = CitySearchContext & { chosen?: City }

export type ModelEvent =
  | CitySearchEvent
  | { type: typeof AFTER_DEBOUNCE }
  | { type: typeof DEFAULTS_DONE | typeof MATCHES_DONE; output: City[] }
  | { type: typeof DEFAULTS_ERROR | typeof MATCHES_ERROR; error: typeof FAILURE }

const choosing = (chosen: (context: ModelContext, event: ModelEvent) => City) =>
  assign(
    ({ context, event }: { context: ModelContext; event: ModelEvent }) =>
      ({ chosen: chosen(context, event) }) as Partial<ModelContext>,
  )

const honest = citySearchMachine.provide({
  actions: {
    chooseHighlighted: choosing((context) => visibleCities(context)[context.highlighted]!),
    choosePicked: choosing((_, event) => (event as Extract<CitySearchEvent, { type: 'city.pick' }>).city),
  } as never,
})

export const citySearchModel = testModelMachine(honest)

function offered(state: AnyMachineSnapshot): ModelEvent[] {
  const context = state.context as ModelContext
  if (state.matches('closed')) return [{ type: 'city.open' }]
  const typed: ModelEvent[] = Object.keys(QUERIES)
    .filter((query) => query !== context.query)
    .map((query) => ({ type: 'city.type', query }))
  const close: ModelEvent = { type: 'city.close' }
  if (state.matches({ open: 'loadingDefaults' }))
    return [...typed, { type: DEFAULTS_DONE, output: MAIN_CITIES }, { type: DEFAULTS_ERROR, error: FAILURE }, close]
  if (state.matches({ open: 'debouncing' })) return [...typed, { type: AFTER_DEBOUNCE }, close]
  if (state.matches({ open: 'searching' }))
    return [
      ...typed,
      { type: MATCHES_DONE, output: ANSWERS[context.query]! },
      { type: MATCHES_ERROR, error: FAILURE },
      close,
    ]
  const cities = visibleCities(context)
  return [
    ...typed,
    ...(cities.length > 0
      ? ([{ type: 'city.next' }, { type: 'city.previous' }, { type: 'city.pick', city: cities.at(-1)! }] as const)
      : []),
    ...(cities.length > 1 ? [{ type: 'city.highlight', index: 1 } as const] : []),
    ...(context.highlighted >= 0 ? [{ type: 'city.choose' } as const] : []),
    close,
  ]
}

/** What the guards read: whether the main cities came, the query and its answer, whether a city is highlighted;
 * and whether one was chosen. */
const keyOf = (state: AnyMachineSnapshot) => {
  const { defaults, query, results, highlighted, chosen } = state.context as ModelContext
  const list = (cities: City[] | null) => (cities ? cities.length : 'none')
  return (
    `${JSON.stringify(state.value)} defaults=${list(defaults)} q=${query} results=${list(results)} ` +
    `highlighted=${highlighted >= 0} chosen=${Boolean(chosen)}`
  )
}

const model = new TestModel(citySearchModel, {
  ...offeredOnly(citySearchModel),
  events: offered,
  serializeState: keyedBy(keyOf),
})

export const citySearchPaths = lazyPaths(() => coveringPaths(model.getShortestPaths(), citySearchModel, undefined))
