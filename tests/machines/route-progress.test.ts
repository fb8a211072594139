// Model-based test of the route progress bar: every shortest and every simple path the model generates is
// replayed against a live actor whose timers run on a fake clock, so the throttle and the fade-out delay are
// checked as well as the states; the file ends by checking that every state and transition was taken.
import { createTestModel } from '@xstate/graph'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type Actor } from 'xstate'
import {
  PROGRESS_FINISH_MS,
  PROGRESS_THROTTLE_MS,
  routeProgressMachine,
  type RouteProgressEvent,
} from '../../machines/route-progress.machine'
import { passDelay, runOnFakeClock } from './harness/clock'
import { coverageRecorder, declaredCoverage, expectWholeMachineTaken } from './harness/coverage'
import { delayPassed, testModelMachine } from './harness/model-machine'
import { modelParams, testPaths } from './harness/paths'

const AFTER_THROTTLE = delayPassed('throttle', 'routeProgress.waiting')
const AFTER_FINISH = delayPassed('finish', 'routeProgress.finishing')

type ModelEvent = RouteProgressEvent | { type: typeof AFTER_THROTTLE } | { type: typeof AFTER_FINISH }

const events: ModelEvent[] = [
  { type: 'progress.start' },
  { type: 'progress.done' },
  { type: AFTER_THROTTLE },
  { type: AFTER_FINISH },
]

const model = createTestModel(testModelMachine(routeProgressMachine), { events })

const coverage = coverageRecorder()
let actor: Actor<typeof routeProgressMachine>

const start = () => {
  actor = createActor(routeProgressMachine, { inspect: coverage.inspect }).start()
}

const params = modelParams({
  actor: () => actor,
  states: { idle: null, waiting: null, running: null, finishing: null },
  events,
  on: {
    // One millisecond short of the throttle nothing may show yet.
    [AFTER_THROTTLE]: () => passDelay(actor, PROGRESS_THROTTLE_MS),
    [AFTER_FINISH]: () => passDelay(actor, PROGRESS_FINISH_MS),
  },
})

runOnFakeClock()
afterEach(() => actor.stop())

describe('route progress machine', () => {
  describe('shortest paths', () => testPaths(model.getShortestPaths(), params, { start }))
  describe('simple paths', () => testPaths(model.getSimplePaths(), params, { start }))

  it("the checked transition list is exactly the machine's", () => {
    expect(declaredCoverage(routeProgressMachine)).toEqual({
      states: [
        'routeProgress',
        'routeProgress.finishing',
        'routeProgress.idle',
        'routeProgress.running',
        'routeProgress.waiting',
      ],
      transitions: [
        `routeProgress.finishing --${AFTER_FINISH}--> routeProgress.idle`,
        'routeProgress.finishing --progress.start--> routeProgress.waiting',
        'routeProgress.idle --progress.start--> routeProgress.waiting',
        'routeProgress.running --progress.done--> routeProgress.finishing',
        `routeProgress.waiting --${AFTER_THROTTLE}--> routeProgress.running`,
        'routeProgress.waiting --progress.done--> routeProgress.idle',
      ].sort(),
    })
  })

  describe('rules', () => {
    beforeEach(start)

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
})

// Every generated path and focused test together must have taken the whole machine.
afterAll(() => expectWholeMachineTaken(coverage, routeProgressMachine))
