// Model-based test of the header search suggestions: the shortest path to every transition of the machine is
// replayed against a live actor whose debounce runs on a fake clock and whose fetch is a promise the test
// settles, so the timer, the request (and its cancellation) and the emitted navigation are checked as well as
// the states; an inspector records what the actor went through, and the file ends by checking that this is
// every state and every transition the machine declares. Focused tests of the rules follow.
import { createTestModel } from '@xstate/graph'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type Actor, type AnyMachineSnapshot, type EventObject } from 'xstate'
import {
  searchSuggestMachine,
  SUGGEST_DEBOUNCE_MS,
  SUGGESTIONS_PER_KIND,
  type SearchSuggestEvent,
  type SuggestTarget,
} from '../../machines/search-suggest.machine'
import type { SearchPublication, SearchResponse } from '../../contract/catalogue'
import { passDelay, runOnFakeClock } from './harness/clock'
import { coverageRecorder, expectWholeMachineTaken } from './harness/coverage'
import { deferredCall, settle, type DeferredCall } from './harness/deferred-call'
import { actorDone, actorError, delayPassed, testModelMachine } from './harness/model-machine'
import { modelParams, testPaths } from './harness/paths'
import { transitionKeys } from './harness/state-keys'
import { productCard } from './product-card'

const AFTER_DEBOUNCE = delayPassed('debounce', 'searchSuggest.debouncing')
const FETCH_DONE = actorDone('fetchSuggestions')
const FETCH_ERROR = actorError('fetchSuggestions')

const publication = (id: number, kind: 'sales' | 'info'): SearchPublication => ({
  id,
  slug: `${kind}-${id}`,
  title: `${kind} ${id}`,
  publication_date: '2026-01-02',
  image_preview: null,
  url: `/${kind}/02-01-2026/${kind}-${id}/`,
})

const answer = (products: number, actions: number, publications: number): SearchResponse => ({
  products: {
    total: products,
    total_capped: false,
    pages: 1,
    results: Array.from({ length: products }, (_, i) => productCard(i + 1)),
  },
  actions: { total: actions, results: Array.from({ length: actions }, (_, i) => publication(100 + i, 'sales')) },
  publications: {
    total: publications,
    results: Array.from({ length: publications }, (_, i) => publication(200 + i, 'info')),
  },
})

/** Two goods, one action, one article: a flat list of four. */
const FOUND = answer(2, 1, 1)
const FOUND_TARGETS: SuggestTarget[] = [
  { kind: 'product', slug: 'product-1' },
  { kind: 'product', slug: 'product-2' },
  { kind: 'page', url: '/sales/02-01-2026/sales-100/' },
  { kind: 'page', url: '/info/02-01-2026/info-200/' },
]
const EMPTY = answer(0, 0, 0)

type ModelEvent =
  | SearchSuggestEvent
  | { type: typeof AFTER_DEBOUNCE }
  | { type: typeof FETCH_DONE; output: SearchResponse }
  | { type: typeof FETCH_ERROR; error: unknown }

const events: ModelEvent[] = [
  { type: 'suggest.type', query: 'корм' },
  { type: 'suggest.type', query: '  ' },
  { type: 'suggest.focus' },
  { type: 'suggest.next' },
  { type: 'suggest.previous' },
  { type: 'suggest.highlight', index: 2 },
  { type: 'suggest.highlight', index: 9 },
  { type: 'suggest.submit' },
  { type: 'suggest.close' },
  { type: AFTER_DEBOUNCE },
  { type: FETCH_DONE, output: FOUND },
  { type: FETCH_DONE, output: EMPTY },
  { type: FETCH_ERROR, error: new Error('offline') },
]

/**
 * States keyed by the step that led there (transitionKeys), and Enter told apart by whether a suggestion was
 * highlighted: both close the list, but one opens the suggestion and the other the search page.
 */
function stateKeys() {
  const keys = transitionKeys()
  return (state: AnyMachineSnapshot, event?: EventObject, previous?: AnyMachineSnapshot) => {
    const key = keys(state, event, previous)
    return event?.type === 'suggest.submit' &&
      (previous?.context as { highlighted?: number } | undefined)?.highlighted !== -1
      ? `${key} on a highlight`
      : key
  }
}

const model = createTestModel(testModelMachine(searchSuggestMachine), { events, serializeState: stateKeys() })

const coverage = coverageRecorder()
let actor: Actor<typeof searchSuggestMachine>
let fetcher: DeferredCall<SearchResponse, { query: string }>
let navigations: SuggestTarget[]

const stateOf = () => String(actor.getSnapshot().value)
const context = () => actor.getSnapshot().context
const inFlight = () => fetcher.inFlight()
const asked = () => fetcher.calls.map((request) => request.input.query)

const stateChecks: Record<string, () => void> = {
  closed: () => expect(inFlight()).toEqual([]),
  debouncing: () => {
    expect(inFlight()).toEqual([])
    expect(context().query.trim()).not.toBe('')
  },
  // Exactly one request is in flight, for the query as typed (trimmed).
  loading: () => expect(inFlight().map((request) => request.input.query)).toEqual([context().query.trim()]),
  showing: () => {
    expect(inFlight()).toEqual([])
    expect(context().results).toEqual({
      products: FOUND.products.results,
      actions: FOUND.actions.results,
      publications: FOUND.publications.results,
    })
    expect(context().highlighted).toBeGreaterThanOrEqual(-1)
    expect(context().highlighted).toBeLessThan(FOUND_TARGETS.length)
  },
  nothing: () => {
    expect(inFlight()).toEqual([])
    expect(context().results).toEqual({ products: [], actions: [], publications: [] })
  },
}

const params = modelParams({
  actor: () => actor,
  states: stateChecks,
  events,
  on: {
    'suggest.submit': () => {
      const before = actor.getSnapshot()
      const highlighted = before.matches('showing') ? FOUND_TARGETS[before.context.highlighted] : undefined
      const query = before.context.query.trim()
      const navigated = navigations.length
      actor.send({ type: 'suggest.submit' })
      // Enter opens the highlighted suggestion, else the search page; with nothing typed it does nothing.
      expect(navigations.slice(navigated)).toEqual(
        highlighted ? [highlighted] : query ? [{ kind: 'search', query }] : [],
      )
    },
    // One millisecond short of the pause nothing is asked yet.
    [AFTER_DEBOUNCE]: () => passDelay(actor, SUGGEST_DEBOUNCE_MS, () => fetcher.calls.length),
    [FETCH_DONE]: (event) => settle(actor, fetcher, event),
    [FETCH_ERROR]: (event) => settle(actor, fetcher, event),
  },
})

function startActor() {
  fetcher = deferredCall<SearchResponse, { query: string }>()
  navigations = []
  actor = createActor(searchSuggestMachine.provide({ actors: { fetchSuggestions: fetcher.logic } }), {
    inspect: coverage.inspect,
  })
  actor.on('suggest.navigate', (emitted) => navigations.push(emitted.target))
  actor.start()
}

runOnFakeClock()
afterEach(() => actor.stop())

const answerLatest = async (response: SearchResponse) => {
  fetcher.calls.at(-1)?.resolve(response)
  await vi.advanceTimersByTimeAsync(0)
}

const typeAndAnswer = async (query: string, response: SearchResponse) => {
  actor.send({ type: 'suggest.type', query })
  vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS)
  await answerLatest(response)
}

describe('search suggest machine: model', () => {
  testPaths(model.getShortestPaths(), params, { start: startActor })
})

describe('search suggest machine: rules', () => {
  beforeEach(() => startActor())

  it('waits for a 500 ms pause in typing and asks once, for the last query', async () => {
    actor.send({ type: 'suggest.type', query: 'к' })
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 100)
    actor.send({ type: 'suggest.type', query: 'ко' })
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 100)
    actor.send({ type: 'suggest.type', query: 'корм ' })
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS)
    expect(asked()).toEqual(['корм'])
  })

  it('abandons an older request when the query changes, and ignores its late answer', async () => {
    actor.send({ type: 'suggest.type', query: 'корм' })
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS)
    const older = fetcher.calls.at(-1)
    actor.send({ type: 'suggest.type', query: 'корма' })
    expect(older?.signal.aborted).toBe(true)
    older?.resolve(FOUND)
    await vi.advanceTimersByTimeAsync(0)
    expect(stateOf()).toBe('debouncing')
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS)
    await answerLatest(EMPTY)
    expect(stateOf()).toBe('nothing')
    expect(asked()).toEqual(['корм', 'корма'])
  })

  it('keeps at most five of each kind, goods first, then actions, then publications', async () => {
    await typeAndAnswer('корм', answer(8, 7, 6))
    const { results } = actor.getSnapshot().context
    expect([results?.products.length, results?.actions.length, results?.publications.length]).toEqual([
      SUGGESTIONS_PER_KIND,
      SUGGESTIONS_PER_KIND,
      SUGGESTIONS_PER_KIND,
    ])
    actor.send({ type: 'suggest.previous' })
    actor.send({ type: 'suggest.submit' })
    expect(navigations).toEqual([{ kind: 'page', url: '/info/02-01-2026/info-204/' }])
  })

  it('moves the highlight down and up over the flat list and wraps at both ends', async () => {
    await typeAndAnswer('корм', FOUND)
    const seen: number[] = []
    for (let i = 0; i < 5; i++) {
      actor.send({ type: 'suggest.next' })
      seen.push(actor.getSnapshot().context.highlighted)
    }
    expect(seen).toEqual([0, 1, 2, 3, 0])
    actor.send({ type: 'suggest.previous' })
    actor.send({ type: 'suggest.previous' })
    expect(actor.getSnapshot().context.highlighted).toBe(2)
  })

  it('opens the search page on Enter while the list is closed, and does nothing with no text', () => {
    actor.send({ type: 'suggest.submit' })
    actor.send({ type: 'suggest.type', query: ' корм ' })
    actor.send({ type: 'suggest.close' })
    actor.send({ type: 'suggest.submit' })
    expect(navigations).toEqual([{ kind: 'search', query: 'корм' }])
    expect(stateOf()).toBe('closed')
  })

  it('reopens the last suggestions on focus, and nothing when the query was cleared', async () => {
    await typeAndAnswer('корм', FOUND)
    actor.send({ type: 'suggest.close' })
    actor.send({ type: 'suggest.focus' })
    expect(stateOf()).toBe('showing')
    actor.send({ type: 'suggest.type', query: '' })
    actor.send({ type: 'suggest.focus' })
    expect(stateOf()).toBe('closed')
    expect(actor.getSnapshot().context.results).toBeNull()
  })
})

// The generated paths and the focused tests together must have taken the whole machine.
afterAll(() => expectWholeMachineTaken(coverage, searchSuggestMachine))
