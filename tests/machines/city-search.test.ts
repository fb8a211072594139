// Model-based test of the city picker: the shortest path to every transition of the machine is replayed against
// a live actor whose debounce runs on a fake clock and whose fetches are promises the test settles, so the timer,
// the requests (and their cancellation) and the emitted choice are checked as well as the states; an inspector
// records what the actor went through, and the file ends by checking that this is every state and every
// transition the machine declares. Focused tests of the rules follow.
import { createTestModel } from '@xstate/graph'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type Actor } from 'xstate'
import {
  CITY_SEARCH_DEBOUNCE_MS,
  citySearchMachine,
  visibleCities,
  type CityQuery,
  type CitySearchEvent,
} from '../../machines/city-search.machine'
import type { City } from '../../contract/geo'
import { passDelay, runOnFakeClock } from './harness/clock'
import { expectWholeMachineTaken, coverageRecorder } from './harness/coverage'
import { deferredCall, settle, type DeferredCall } from './harness/deferred-call'
import { actorDone, actorError, delayPassed, testModelMachine } from './harness/model-machine'
import { modelParams, testPaths } from './harness/paths'
import { transitionKeys } from './harness/state-keys'

const AFTER_DEBOUNCE = delayPassed('debounce', 'citySearch.open.debouncing')
const DEFAULTS_DONE = actorDone('fetchDefaults')
const DEFAULTS_ERROR = actorError('fetchDefaults')
const MATCHES_DONE = actorDone('fetchMatches')
const MATCHES_ERROR = actorError('fetchMatches')

const city = (id: number, title: string): City => ({
  id,
  title,
  email: `c${id}@example.com`,
  phone: `+7 900 000-00-0${id}`,
  ordering: id,
})

const MOSCOW = city(1, 'Москва')
const KAZAN = city(5, 'Казань')
const KALUGA = city(7, 'Калуга')
const DEFAULTS = [MOSCOW]
const FOUND = [KAZAN, KALUGA]

type ModelEvent =
  | CitySearchEvent
  | { type: typeof AFTER_DEBOUNCE }
  | { type: typeof DEFAULTS_DONE | typeof MATCHES_DONE; output: City[] }
  | { type: typeof DEFAULTS_ERROR | typeof MATCHES_ERROR; error: unknown }

const events: ModelEvent[] = [
  { type: 'city.open' },
  { type: 'city.type', query: 'ка' },
  { type: 'city.type', query: '  ' },
  { type: 'city.next' },
  { type: 'city.previous' },
  { type: 'city.highlight', index: 0 },
  { type: 'city.highlight', index: 9 },
  { type: 'city.choose' },
  { type: 'city.pick', city: KALUGA },
  { type: 'city.close' },
  { type: AFTER_DEBOUNCE },
  { type: DEFAULTS_DONE, output: DEFAULTS },
  { type: DEFAULTS_ERROR, error: new Error('offline') },
  { type: MATCHES_DONE, output: FOUND },
  { type: MATCHES_DONE, output: [] },
  { type: MATCHES_ERROR, error: new Error('offline') },
]

const model = createTestModel(testModelMachine(citySearchMachine), { events, serializeState: transitionKeys() })

const coverage = coverageRecorder()
let actor: Actor<typeof citySearchMachine>
let fetcher: DeferredCall<City[], CityQuery>
let chosen: City[]

const context = () => actor.getSnapshot().context
const inFlight = () => fetcher.inFlight().map((request) => request.input)
const answerLatest = async (answer: City[]) => {
  fetcher.calls.at(-1)?.resolve(answer)
  await vi.advanceTimersByTimeAsync(0)
}

const stateChecks: Record<string, () => void> = {
  closed: () => expect(inFlight()).toEqual([]),
  // Exactly one request is in flight: the default cities.
  'open.loadingDefaults': () => expect(inFlight()).toEqual([{ title: '', defaults: true }]),
  'open.idle': () => {
    expect(inFlight()).toEqual([])
    expect(context().highlighted).toBeGreaterThanOrEqual(-1)
    expect(context().highlighted).toBeLessThan(Math.max(visibleCities(context()).length, 1))
  },
  'open.debouncing': () => {
    expect(inFlight()).toEqual([])
    expect(context().query.trim()).not.toBe('')
  },
  'open.searching': () => expect(inFlight()).toEqual([{ title: context().query.trim(), defaults: false }]),
}

const params = modelParams({
  actor: () => actor,
  states: stateChecks,
  events,
  on: {
    'city.choose': () => {
      const before = actor.getSnapshot()
      const highlighted = before.matches({ open: 'idle' })
        ? visibleCities(before.context)[before.context.highlighted]
        : undefined
      const count = chosen.length
      actor.send({ type: 'city.choose' })
      // Enter chooses the highlighted city; with none highlighted it does nothing.
      expect(chosen.slice(count)).toEqual(highlighted ? [highlighted] : [])
    },
    'city.pick': (event) => {
      const count = chosen.length
      actor.send(event)
      expect(chosen.slice(count)).toEqual([event.city])
    },
    // One millisecond short of the pause nothing is asked yet.
    [AFTER_DEBOUNCE]: () => passDelay(actor, CITY_SEARCH_DEBOUNCE_MS, () => fetcher.calls.length),
    [DEFAULTS_DONE]: (event) => settle(actor, fetcher, event),
    [MATCHES_DONE]: (event) => settle(actor, fetcher, event),
    [DEFAULTS_ERROR]: (event) => settle(actor, fetcher, event),
    [MATCHES_ERROR]: (event) => settle(actor, fetcher, event),
  },
})

function startActor() {
  fetcher = deferredCall<City[], CityQuery>()
  chosen = []
  const machine = citySearchMachine.provide({ actors: { fetchCities: fetcher.logic } })
  actor = createActor(machine, { inspect: coverage.inspect })
  actor.on('city.chosen', (emitted) => chosen.push(emitted.city))
  actor.start()
}

runOnFakeClock()
afterEach(() => actor.stop())

async function openWithDefaults() {
  actor.send({ type: 'city.open' })
  await answerLatest(DEFAULTS)
}

async function typeAndAnswer(query: string, answer: City[]) {
  actor.send({ type: 'city.type', query })
  vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS)
  await answerLatest(answer)
}

describe('city search machine: model', () => {
  testPaths(model.getShortestPaths(), params, { start: startActor })
})

describe('city search machine: rules', () => {
  beforeEach(() => startActor())

  it('asks for the default cities once, and lists them again on the next opening', async () => {
    await openWithDefaults()
    expect(visibleCities(context())).toEqual(DEFAULTS)
    actor.send({ type: 'city.close' })
    actor.send({ type: 'city.open' })
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' })
    expect(fetcher.calls.map((request) => request.input)).toEqual([{ title: '', defaults: true }])
  })

  it('waits for a 1000 ms pause in typing and searches once, for the last query', async () => {
    await openWithDefaults()
    actor.send({ type: 'city.type', query: 'к' })
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS - 100)
    actor.send({ type: 'city.type', query: 'ка' })
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS - 100)
    actor.send({ type: 'city.type', query: 'каз ' })
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS)
    expect(fetcher.calls.slice(1).map((request) => request.input)).toEqual([{ title: 'каз', defaults: false }])
  })

  it('abandons an older search when the query changes, and ignores its late answer', async () => {
    await openWithDefaults()
    actor.send({ type: 'city.type', query: 'ка' })
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS)
    const older = fetcher.calls.at(-1)
    actor.send({ type: 'city.type', query: 'каз' })
    expect(older?.signal.aborted).toBe(true)
    older?.resolve(FOUND)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toEqual({ open: 'debouncing' })
    expect(context().results).toBeNull()
  })

  it('moves the highlight over the results, wraps at both ends, and Enter chooses the highlighted city', async () => {
    await openWithDefaults()
    await typeAndAnswer('ка', FOUND)
    const seen: number[] = []
    for (let i = 0; i < 3; i++) {
      actor.send({ type: 'city.next' })
      seen.push(context().highlighted)
    }
    expect(seen).toEqual([0, 1, 0])
    actor.send({ type: 'city.previous' })
    actor.send({ type: 'city.previous' })
    expect(context().highlighted).toBe(0)
    actor.send({ type: 'city.choose' })
    expect(chosen).toEqual([KAZAN])
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('shows the default cities again when the query is cleared or the search fails', async () => {
    await openWithDefaults()
    await typeAndAnswer('ка', [])
    expect(visibleCities(context())).toEqual([])
    actor.send({ type: 'city.type', query: '' })
    expect(visibleCities(context())).toEqual(DEFAULTS)
    actor.send({ type: 'city.type', query: 'ка' })
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS)
    fetcher.calls.at(-1)?.reject(new Error('offline'))
    await vi.advanceTimersByTimeAsync(0)
    expect(visibleCities(context())).toEqual(DEFAULTS)
  })

  it('opens with an empty query, whatever was typed before it closed', async () => {
    await openWithDefaults()
    await typeAndAnswer('ка', FOUND)
    actor.send({ type: 'city.close' })
    actor.send({ type: 'city.open' })
    expect(context()).toMatchObject({ query: '', results: null, highlighted: -1 })
  })
})

// The generated paths and the focused tests together must have taken the whole machine.
afterAll(() => expectWholeMachineTaken(coverage, citySearchMachine))
