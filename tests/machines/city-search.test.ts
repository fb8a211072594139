// Model-based test of the city picker: the shortest path to every transition of the machine is replayed against
// a live actor whose debounce runs on a fake clock and whose fetches are promises the test settles, so the timer,
// the requests (and their cancellation) and the emitted choice are checked as well as the states; an inspector
// records what the actor went through, and the file ends by checking that this is every state and every
// transition the machine declares. Focused tests of the rules follow.
import { createTestModel } from '@xstate/graph'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type Actor, type AnyMachineSnapshot, type EventObject } from 'xstate'
import {
  CITY_SEARCH_DEBOUNCE_MS,
  citySearchMachine,
  visibleCities,
  type CityQuery,
  type CitySearchEvent,
} from '../../machines/city-search.machine'
import type { City } from '../../contract/geo'
import { coverageRecorder, expectWholeMachineTaken, testModelMachine, testPaths, transitionKeys } from './model-coverage'

const AFTER_DEBOUNCE = 'xstate.after.debounce.citySearch.open.debouncing'
const DEFAULTS_DONE = 'xstate.done.actor.fetchDefaults'
const DEFAULTS_ERROR = 'xstate.error.actor.fetchDefaults'
const MATCHES_DONE = 'xstate.done.actor.fetchMatches'
const MATCHES_ERROR = 'xstate.error.actor.fetchMatches'

const city = (id: number, title: string): City => ({ id, title, email: `c${id}@example.com`, phone: `+7 900 000-00-0${id}`, ordering: id })

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

type Answered = Extract<ModelEvent, { output: City[] }>
type Failed = Extract<ModelEvent, { error: unknown }>

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
type Request = { query: CityQuery; signal: AbortSignal; settled: boolean; resolve: (value: City[]) => void; reject: (error: unknown) => void }
let actor: Actor<typeof citySearchMachine>
let pending: Request[]
let chosen: City[]

const context = () => actor.getSnapshot().context
const inFlight = () => pending.filter((request) => !request.settled && !request.signal.aborted).map((request) => request.query)

/** Settles the newest request and lets the machine take the outcome. */
async function settle(how: (request: Request) => void) {
  const request = pending.at(-1)
  expect(request?.settled).toBe(false)
  how(request!)
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

const modelParams = {
  states: Object.fromEntries(
    Object.entries(stateChecks).map(([state, check]) => [
      state,
      (modelState: AnyMachineSnapshot) => {
        expect(actor.getSnapshot().value).toEqual(modelState.value)
        check()
      },
    ]),
  ),
  events: {
    ...Object.fromEntries(events.map((event) => [event.type, ({ event: sent }: { event: EventObject }) => void actor.send(sent as CitySearchEvent)])),
    'city.choose': () => {
      const before = actor.getSnapshot()
      const highlighted = before.matches({ open: 'idle' }) ? visibleCities(before.context)[before.context.highlighted] : undefined
      const count = chosen.length
      actor.send({ type: 'city.choose' })
      // Enter chooses the highlighted city; with none highlighted it does nothing.
      expect(chosen.slice(count)).toEqual(highlighted ? [highlighted] : [])
    },
    'city.pick': ({ event }: { event: EventObject }) => {
      const count = chosen.length
      actor.send(event as CitySearchEvent)
      expect(chosen.slice(count)).toEqual([(event as Extract<CitySearchEvent, { type: 'city.pick' }>).city])
    },
    [AFTER_DEBOUNCE]: () => {
      // One millisecond short of the pause nothing is asked yet.
      const asked = pending.length
      vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS - 1)
      expect(actor.getSnapshot().value).toEqual({ open: 'debouncing' })
      expect(pending.length).toBe(asked)
      vi.advanceTimersByTime(1)
    },
    [DEFAULTS_DONE]: ({ event }: { event: EventObject }) => settle((request) => request.resolve((event as Answered).output)),
    [MATCHES_DONE]: ({ event }: { event: EventObject }) => settle((request) => request.resolve((event as Answered).output)),
    [DEFAULTS_ERROR]: ({ event }: { event: EventObject }) => settle((request) => request.reject((event as Failed).error)),
    [MATCHES_ERROR]: ({ event }: { event: EventObject }) => settle((request) => request.reject((event as Failed).error)),
  },
}

function startActor() {
  pending = []
  chosen = []
  const machine = citySearchMachine.provide({
    actors: {
      fetchCities: fromPromise<City[], CityQuery>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            const request: Request = {
              query: input,
              signal,
              settled: false,
              resolve: (value) => ((request.settled = true), resolve(value)),
              reject: (error) => ((request.settled = true), reject(error)),
            }
            pending.push(request)
          }),
      ),
    },
  })
  actor = createActor(machine, { inspect: coverage.inspect })
  actor.on('city.chosen', (emitted) => chosen.push(emitted.city))
  actor.start()
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  actor.stop()
  vi.useRealTimers()
})

async function openWithDefaults() {
  actor.send({ type: 'city.open' })
  pending.at(-1)?.resolve(DEFAULTS)
  await vi.advanceTimersByTimeAsync(0)
}

async function typeAndAnswer(query: string, answer: City[]) {
  actor.send({ type: 'city.type', query })
  vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS)
  pending.at(-1)?.resolve(answer)
  await vi.advanceTimersByTimeAsync(0)
}

describe('city search machine: model', () => {
  testPaths(model.getShortestPaths(), modelParams, { start: startActor })
})

describe('city search machine: rules', () => {
  beforeEach(() => startActor())

  it('asks for the default cities once, and lists them again on the next opening', async () => {
    await openWithDefaults()
    expect(visibleCities(context())).toEqual(DEFAULTS)
    actor.send({ type: 'city.close' })
    actor.send({ type: 'city.open' })
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' })
    expect(pending.map((request) => request.query)).toEqual([{ title: '', defaults: true }])
  })

  it('waits for a 1000 ms pause in typing and searches once, for the last query', async () => {
    await openWithDefaults()
    actor.send({ type: 'city.type', query: 'к' })
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS - 100)
    actor.send({ type: 'city.type', query: 'ка' })
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS - 100)
    actor.send({ type: 'city.type', query: 'каз ' })
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS)
    expect(pending.slice(1).map((request) => request.query)).toEqual([{ title: 'каз', defaults: false }])
  })

  it('abandons an older search when the query changes, and ignores its late answer', async () => {
    await openWithDefaults()
    actor.send({ type: 'city.type', query: 'ка' })
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS)
    const older = pending.at(-1)
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
    pending.at(-1)?.reject(new Error('offline'))
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
