// The header search suggestions as a guest drives them: typing one of two queries or clearing the box, the pause
// (the time passing), the suggestions request answered (let through) or failing (a 500), the arrow keys, a
// pointer over a suggestion, Enter and closing. Closing reaches the machine only while something is shown (Escape
// and a click outside are for an open list). The answers stand for the server's: the model reads only how many
// suggestions of each kind there are, and the adapter checks the real answer has as many. Enter that leaves the
// page is kept in the model's context (the machine emits it for the router), and the path ends there.
import { TestModel } from '@xstate/graph'
import { assign, type AnyMachineSnapshot } from 'xstate'
import type { SearchPublication, SearchResponse } from '../../../contract/catalogue'
import {
  searchSuggestMachine,
  suggestionItems,
  type SearchSuggestContext,
  type SearchSuggestEvent,
} from '../../../machines/search-suggest.machine'
import { testModelMachine } from '../../machines/harness/model-machine'
import { keyedBy } from '../../machines/harness/state-keys'
import { productCard } from '../../machines/product-card'
import { coveringPaths, lazyPaths, offeredOnly } from '../model-paths'

export const AFTER_DEBOUNCE = 'xstate.after.debounce.searchSuggest.debouncing'
export const DONE = 'xstate.done.actor.fetchSuggestions'
export const ERROR = 'xstate.error.actor.fetchSuggestions'

/** The demo catalogue answers it in both languages with five goods (of 60) and one sales action. */
export const FOUND_QUERY = 'Pushistik'
export const NOTHING_QUERY = 'xyzzyq'
export const FAILURE = { status: 500, data: {} }

const action = (id: number): SearchPublication => ({
  id,
  slug: `action-${id}`,
  title: `Action ${id}`,
  publication_date: '2026-01-02',
  image_preview: null,
  url: `/sales/02-01-2026/action-${id}/`,
})

const list = <T>(results: T[]) => ({ total: results.length, results })

/** Stand-ins for the server's answers, of the same shape: the adapter checks the counts of each kind. */
export const FOUND: SearchResponse = {
  products: { ...list([1, 2, 3, 4, 5].map(productCard)), total_capped: false, pages: 1 },
  actions: list([action(1)]),
  publications: list([]),
}
export const NOTHING: SearchResponse = {
  products: { ...list([]), total_capped: false, pages: 0 },
  actions: list([]),
  publications: list([]),
}

/** Where Enter sent the visitor: the search page, or the suggestion at `index` of the flat list. */
export type Left = { kind: 'search'; query: string } | { kind: 'suggestion'; index: number }
export type ModelContext = SearchSuggestContext & { left?: Left }

export type ModelEvent =
  | SearchSuggestEvent
  | { type: typeof AFTER_DEBOUNCE }
  | { type: typeof DONE; output: SearchResponse }
  | { type: typeof ERROR; error: typeof FAILURE }

const leaving = (left: (context: ModelContext) => Left) =>
  assign(({ context }: { context: ModelContext }) => ({ left: left(context) }) as Partial<ModelContext>)

const honest = searchSuggestMachine.provide({
  actions: {
    openHighlighted: leaving((context) =>
      context.highlighted >= 0
        ? { kind: 'suggestion', index: context.highlighted }
        : { kind: 'search', query: context.query.trim() },
    ),
    openSearchPage: leaving((context) => ({ kind: 'search', query: context.query.trim() })),
  } as never,
})

export const searchSuggestModel = testModelMachine(honest)

const answerFor = (query: string) => (query.trim() === FOUND_QUERY ? FOUND : NOTHING)

function offered(state: AnyMachineSnapshot): ModelEvent[] {
  const { query, results, left } = state.context as ModelContext
  if (left) return []
  const count = suggestionItems(results).length
  const typed: ModelEvent[] = [FOUND_QUERY, NOTHING_QUERY, '']
    .filter((text) => text !== query)
    .map((text) => ({ type: 'suggest.type', query: text }))
  const submit: ModelEvent[] = [{ type: 'suggest.submit' }]
  const close: ModelEvent[] = [{ type: 'suggest.close' }]
  if (state.matches('closed'))
    return [
      ...typed,
      ...(query.trim() && results ? [{ type: 'suggest.focus' } as const] : []),
      ...(query.trim() ? submit : []),
    ]
  if (state.matches('debouncing')) return [...typed, { type: AFTER_DEBOUNCE }, ...submit, ...(count ? close : [])]
  if (state.matches('loading'))
    return [
      ...typed,
      { type: DONE, output: answerFor(query) },
      { type: ERROR, error: FAILURE },
      ...submit,
      ...(count ? close : []),
    ]
  if (state.matches('showing'))
    return [
      ...typed,
      { type: 'suggest.next' },
      { type: 'suggest.previous' },
      { type: 'suggest.highlight', index: 1 },
      ...submit,
      ...close,
    ]
  return [...typed, ...submit, ...close]
}

/** What the guards read: the query, which answer is kept, the highlight; and whether the page was left. */
const keyOf = (state: AnyMachineSnapshot) => {
  const { query, results, highlighted, left } = state.context as ModelContext
  const kept = results ? suggestionItems(results).length : 'none'
  return `${JSON.stringify(state.value)} q=${JSON.stringify(query)} kept=${kept} h=${highlighted} left=${left?.kind}`
}

const model = new TestModel(searchSuggestModel, {
  ...offeredOnly(searchSuggestModel),
  events: offered,
  serializeState: keyedBy(keyOf),
})

export const searchSuggestPaths = lazyPaths(() =>
  coveringPaths(model.getShortestPaths(), searchSuggestModel, undefined),
)
