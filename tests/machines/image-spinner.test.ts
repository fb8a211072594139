// Model-based test of the image spinner machine: every generated path is replayed against a live actor whose
// preload actor reports frames when the test says so; an inspector records what the actor went through, and the
// file ends by checking that this is every state and every transition the machine declares. Focused tests of the
// wrap, clamp, drag and wheel arithmetic follow.
import { createTestModel } from '@xstate/graph'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createActor, fromCallback, type Actor } from 'xstate'
import {
  DRAG_PIXELS_PER_FRAME,
  WHEEL_PIXELS_PER_FRAME,
  imageSpinnerMachine,
  turn,
  type ImageSpinnerEvent,
  type ImageSpinnerInput,
} from '../../machines/image-spinner.machine'
import { coverageRecorder, expectWholeMachineTaken } from './harness/coverage'
import { testModelMachine } from './harness/model-machine'
import { modelParams, testPaths } from './harness/paths'
import { transitionKeys } from './harness/state-keys'

const FRAMES = 3

const events: ImageSpinnerEvent[] = [
  { type: 'spinner.loaded', loaded: 1 },
  { type: 'spinner.loaded', loaded: FRAMES },
  { type: 'spinner.loadFailed' },
  { type: 'spinner.dragStart', x: 0 },
  { type: 'spinner.dragMove', x: 25 },
  { type: 'spinner.dragEnd' },
  { type: 'spinner.wheel', deltaY: 100 },
  { type: 'spinner.step', delta: 1 },
  { type: 'spinner.step', delta: -1 },
  { type: 'spinner.seek', frame: 2 },
]

const coverage = coverageRecorder()
let actor: Actor<typeof imageSpinnerMachine>
/** The running preload actor's line to the machine; null once the machine has stopped it. */
let preloader: { report: (event: ImageSpinnerEvent) => void } | null

function start(input: ImageSpinnerInput) {
  preloader = null
  const preload = fromCallback<ImageSpinnerEvent>(({ sendBack }) => {
    preloader = { report: sendBack }
    return () => {
      preloader = null
    }
  })
  actor = createActor(imageSpinnerMachine.provide({ actors: { preload } }), {
    input,
    inspect: coverage.inspect,
  }).start()
}

const context = () => actor.getSnapshot().context

const frameInRange = () => {
  expect(Number.isInteger(context().frame)).toBe(true)
  expect(context().frame).toBeGreaterThanOrEqual(0)
  expect(context().frame).toBeLessThan(FRAMES)
}

const stateChecks: Record<string, () => void> = {
  loading: () => {
    expect(preloader).not.toBeNull()
    expect(context().loaded).toBeLessThan(FRAMES)
    expect(context().frame).toBe(0)
  },
  'ready.idle': () => {
    expect(preloader).toBeNull()
    expect(context().loaded).toBe(FRAMES)
    frameInRange()
  },
  'ready.dragging': () => {
    expect(preloader).toBeNull()
    frameInRange()
  },
  failed: () => {
    expect(preloader).toBeNull()
    expect(context().frame).toBe(0)
  },
}

const params = modelParams({
  actor: () => actor,
  states: stateChecks,
  events,
  on: {
    // Progress and failure come from the preload actor itself, as in the app.
    'spinner.loaded': (event) => preloader?.report(event),
    'spinner.loadFailed': (event) => preloader?.report(event),
    'spinner.step': (event) => {
      const before = context().frame
      actor.send(event)
      expect(context().frame).toBe(turn(before, event.delta, context()))
    },
    'spinner.seek': (event) => {
      actor.send(event)
      expect(context().frame).toBe(event.frame)
    },
  },
})

afterEach(() => {
  actor.stop()
})

for (const infinite of [true, false]) {
  describe(`image spinner machine: model (${infinite ? 'infinite' : 'with ends'})`, () => {
    const model = createTestModel(testModelMachine(imageSpinnerMachine), {
      events,
      input: { frameCount: FRAMES, infinite },
      serializeState: transitionKeys(),
    })
    testPaths(model.getShortestPaths(), params, { start: () => start({ frameCount: FRAMES, infinite }) })
  })
}

describe('image spinner machine: turning', () => {
  const ready = (input: ImageSpinnerInput) => {
    start(input)
    preloader?.report({ type: 'spinner.loaded', loaded: input.frameCount })
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' })
  }

  it('wraps around with infinite and stops at the ends without', () => {
    const wrap = { frameCount: 36, infinite: true }
    const clamp = { frameCount: 36, infinite: false }
    expect([turn(35, 1, wrap), turn(0, -1, wrap), turn(10, 36 * 2 + 5, wrap), turn(3, -40, wrap)]).toEqual([
      0, 35, 15, 35,
    ])
    expect([
      turn(35, 1, clamp),
      turn(0, -1, clamp),
      turn(10, 100, clamp),
      turn(3, -40, clamp),
      turn(3, 4, clamp),
    ]).toEqual([35, 0, 35, 0, 7])
  })

  it('counts preloaded frames and shows nothing else until all are there', () => {
    start({ frameCount: 4, infinite: true })
    actor.send({ type: 'spinner.step', delta: 1 })
    actor.send({ type: 'spinner.seek', frame: 3 })
    preloader?.report({ type: 'spinner.loaded', loaded: 3 })
    expect(context()).toMatchObject({ loaded: 3, frame: 0 })
    expect(actor.getSnapshot().value).toBe('loading')
    preloader?.report({ type: 'spinner.loaded', loaded: 4 })
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' })
  })

  it('turns one frame per DRAG_PIXELS_PER_FRAME of travel, in either direction', () => {
    ready({ frameCount: 36, infinite: true })
    actor.send({ type: 'spinner.dragStart', x: 100 })
    actor.send({ type: 'spinner.dragMove', x: 100 + DRAG_PIXELS_PER_FRAME - 1 })
    expect(context().frame).toBe(0)
    actor.send({ type: 'spinner.dragMove', x: 100 + DRAG_PIXELS_PER_FRAME * 3.5 })
    expect(context().frame).toBe(3)
    // Back past the last counted step: half a frame's travel changes nothing, a whole one turns back.
    actor.send({ type: 'spinner.dragMove', x: 100 + DRAG_PIXELS_PER_FRAME * 2.5 })
    expect(context().frame).toBe(3)
    actor.send({ type: 'spinner.dragMove', x: 100 - DRAG_PIXELS_PER_FRAME * 2 })
    expect(context().frame).toBe(34)
    actor.send({ type: 'spinner.dragEnd' })
    actor.send({ type: 'spinner.dragMove', x: 1000 })
    expect(context().frame).toBe(34)
  })

  it('responds at once to a drag back after holding at an end', () => {
    ready({ frameCount: 5, infinite: false })
    actor.send({ type: 'spinner.dragStart', x: 0 })
    actor.send({ type: 'spinner.dragMove', x: DRAG_PIXELS_PER_FRAME * 50 })
    expect(context().frame).toBe(4)
    actor.send({ type: 'spinner.dragMove', x: DRAG_PIXELS_PER_FRAME * 49 })
    expect(context().frame).toBe(3)
  })

  it('adds up small wheel travel and turns by whole frames', () => {
    ready({ frameCount: 36, infinite: false })
    for (let i = 0; i < 3; i++) actor.send({ type: 'spinner.wheel', deltaY: WHEEL_PIXELS_PER_FRAME / 4 })
    expect(context().frame).toBe(0)
    actor.send({ type: 'spinner.wheel', deltaY: WHEEL_PIXELS_PER_FRAME / 4 })
    expect(context().frame).toBe(1)
    actor.send({ type: 'spinner.wheel', deltaY: WHEEL_PIXELS_PER_FRAME * 2.5 })
    expect(context()).toMatchObject({ frame: 3, wheelRest: WHEEL_PIXELS_PER_FRAME / 2 })
    actor.send({ type: 'spinner.wheel', deltaY: -WHEEL_PIXELS_PER_FRAME * 10 })
    expect(context().frame).toBe(0)
  })

  it('steps with the arrow keys and seeks to the slider frame within range', () => {
    ready({ frameCount: 10, infinite: true })
    actor.send({ type: 'spinner.step', delta: -1 })
    expect(context().frame).toBe(9)
    actor.send({ type: 'spinner.step', delta: 1 })
    expect(context().frame).toBe(0)
    const seek = (frame: number) => {
      actor.send({ type: 'spinner.seek', frame })
      return context().frame
    }
    expect([seek(4), seek(6.6), seek(-3), seek(99)]).toEqual([4, 7, 0, 9])
  })

  it('stays on the first frame when a frame cannot be loaded', () => {
    start({ frameCount: 4, infinite: true })
    preloader?.report({ type: 'spinner.loadFailed' })
    actor.send({ type: 'spinner.step', delta: 1 })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(context().frame).toBe(0)
  })
})

// Every generated path and focused test together must have taken the whole machine.
afterAll(() => expectWholeMachineTaken(coverage, imageSpinnerMachine))
