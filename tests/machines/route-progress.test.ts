// Model-based test of the route progress bar: every path the model generates is replayed against a live actor
// whose timers run on a fake clock, so the throttle and the fade-out delay are checked as well as the states.
import { createTestModel } from '@xstate/graph'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, setup, type Actor } from 'xstate'
import {
  PROGRESS_FINISH_MS,
  PROGRESS_THROTTLE_MS,
  routeProgressMachine,
  type RouteProgressEvent,
} from '../../machines/route-progress.machine'

// Delayed transitions are events of their own in the graph; the SUT "sends" them by advancing the clock.
const AFTER_THROTTLE = 'xstate.after.throttle.routeProgress.waiting'
const AFTER_FINISH = 'xstate.after.finish.routeProgress.finishing'

type ModelEvent = RouteProgressEvent | { type: typeof AFTER_THROTTLE } | { type: typeof AFTER_FINISH }

const events: ModelEvent[] = [
  { type: 'progress.start' },
  { type: 'progress.done' },
  { type: AFTER_THROTTLE },
  { type: AFTER_FINISH },
]

type StateConfig = { after?: Record<string, unknown>; on?: Record<string, unknown>; states?: Record<string, StateConfig> }

/**
 * @xstate/graph refuses machines with `after`: the model is the real machine's own config with every delayed
 * transition turned into an ordinary event named like XState's internal after-event.
 */
function timersAsEvents(config: StateConfig, id: string): StateConfig {
  const { after, on, states, ...rest } = config
  const delayed = Object.fromEntries(Object.entries(after ?? {}).map(([delay, target]) => [`xstate.after.${delay}.${id}`, target]))
  return {
    ...rest,
    on: { ...on, ...delayed },
    ...(states && {
      states: Object.fromEntries(Object.entries(states).map(([key, child]) => [key, timersAsEvents(child, `${id}.${key}`)])),
    }),
  }
}

const modelMachine = setup({ types: { events: {} as ModelEvent } }).createMachine(
  timersAsEvents(routeProgressMachine.config as StateConfig, routeProgressMachine.id) as { initial: 'idle' },
)
const model = createTestModel(modelMachine, { events })

const ALL_STATES = ['idle', 'waiting', 'running', 'finishing']
const ALL_TRANSITIONS = [
  'idle --progress.start--> waiting',
  `waiting --${AFTER_THROTTLE}--> running`,
  'waiting --progress.done--> idle',
  'running --progress.done--> finishing',
  `finishing --${AFTER_FINISH}--> idle`,
  'finishing --progress.start--> waiting',
]

let actor: Actor<typeof routeProgressMachine>
const visitedStates = new Set<string>()
const takenTransitions = new Set<string>()

function expectState(expected: string) {
  return () => {
    expect(actor.getSnapshot().value).toBe(expected)
    visitedStates.add(expected)
  }
}

function exec(type: string, run: () => void) {
  return () => {
    const from = String(actor.getSnapshot().value)
    run()
    takenTransitions.add(`${from} --${type}--> ${String(actor.getSnapshot().value)}`)
  }
}

const params = {
  states: Object.fromEntries(ALL_STATES.map((state) => [state, expectState(state)])),
  events: {
    'progress.start': exec('progress.start', () => actor.send({ type: 'progress.start' })),
    'progress.done': exec('progress.done', () => actor.send({ type: 'progress.done' })),
    [AFTER_THROTTLE]: exec(AFTER_THROTTLE, () => {
      // One millisecond short of the throttle nothing may show yet.
      vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 1)
      expect(actor.getSnapshot().value).toBe('waiting')
      vi.advanceTimersByTime(1)
    }),
    [AFTER_FINISH]: exec(AFTER_FINISH, () => {
      vi.advanceTimersByTime(PROGRESS_FINISH_MS - 1)
      expect(actor.getSnapshot().value).toBe('finishing')
      vi.advanceTimersByTime(1)
    }),
  },
}

beforeEach(() => {
  vi.useFakeTimers()
  actor = createActor(routeProgressMachine).start()
})

afterEach(() => {
  actor.stop()
  vi.useRealTimers()
})

describe('route progress machine', () => {
  for (const [kind, paths] of [
    ['shortest', model.getShortestPaths()],
    ['simple', model.getSimplePaths()],
  ] as const) {
    describe(`${kind} paths`, () => {
      for (const path of paths) {
        it(path.description, async () => {
          await path.test(params)
        })
      }
    })
  }

  it('the checked transition list is exactly the machine\'s', () => {
    const declared = Object.values(modelMachine.root.states).flatMap((node) =>
      [...node.transitions.entries()].flatMap(([type, definitions]) =>
        definitions.map((definition) => `${node.key} --${type}--> ${definition.target?.[0]?.key}`),
      ),
    )
    expect(declared.sort()).toEqual([...ALL_TRANSITIONS].sort())
    expect(Object.keys(modelMachine.root.states).sort()).toEqual([...ALL_STATES].sort())
  })

  it('a navigation that resolves within the throttle never shows the bar', () => {
    actor.send({ type: 'progress.start' })
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 50)
    actor.send({ type: 'progress.done' })
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS * 10)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('a repeated start while running keeps the bar running', () => {
    actor.send({ type: 'progress.start' })
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS)
    actor.send({ type: 'progress.start' })
    expect(actor.getSnapshot().value).toBe('running')
  })
})

afterAll(() => {
  // Runs after every generated path: together they must cover the whole machine.
  expect([...visitedStates].sort()).toEqual([...ALL_STATES].sort())
  expect([...takenTransitions].filter((t) => ALL_TRANSITIONS.includes(t)).sort()).toEqual([...ALL_TRANSITIONS].sort())
})
