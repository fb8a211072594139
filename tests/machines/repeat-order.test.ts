// Model-based test of the repeat-order machine: the shortest path to every transition is replayed against a live
// actor whose two server calls are promises the test settles, checking that a repeat asks for the preview of the
// order chosen; that the confirmation starts with every available line checked and toggles only those; that only
// the checked lines are sent to be added and the answered cart is emitted; that an order with nothing available
// fails without asking to add; and that a failure keeps the server's detail. The file ends by checking that every
// state and transition the machine declares was taken.
import { createTestModel } from '@xstate/graph'
import { afterAll, describe, expect, it } from 'vitest'
import { fromPromise, type Actor, type AnyMachineSnapshot, type EventObject } from 'xstate'
import {
  REPEAT_FAILED_KEY,
  repeatOrderMachine,
  type ConfirmRepeatInput,
  type RepeatOrderEmitted,
  type RepeatOrderEvent,
} from '../../machines/repeat-order.machine'
import type { Cart } from '../../contract/cart'
import type { RepeatLine, RepeatPreview } from '../../contract/orders'
import { manualCall, settleOne, startEmitting } from './manual-actor'
import { coverageRecorder, describeStep, expectWholeMachineTaken, testModelMachine, testPaths } from './model-coverage'

const PREVIEWED = 'xstate.done.actor.previewRepeat'
const PREVIEW_FAILED = 'xstate.error.actor.previewRepeat'
const ADDED = 'xstate.done.actor.confirmRepeat'
const ADD_FAILED = 'xstate.error.actor.confirmRepeat'

const line = (id: number): RepeatLine => ({ id, sku: `VT-${id}`, name: `Корм ${id}`, quantity: 2, product: null })

const MIXED: RepeatPreview = { available: [line(1), line(2)], unavailable: [line(3)] }
const ALL: RepeatPreview = { available: [line(1), line(2)], unavailable: [] }
const NONE: RepeatPreview = { available: [], unavailable: [line(3)] }
const CART: Cart = { id: 'c0ffee00-0000-4000-8000-000000000001', items: [], total_count: 0, total_products: 0, total_sum: 0 }
const REFUSAL = Object.assign(new Error('refused'), { status: 400, data: { detail: 'Не удалось повторить заказ' } })
const OFFLINE = new TypeError('Failed to fetch')

type ModelEvent =
  | RepeatOrderEvent
  | { type: typeof PREVIEWED; output: RepeatPreview }
  | { type: typeof ADDED; output: Cart }
  | { type: typeof PREVIEW_FAILED | typeof ADD_FAILED; error: unknown }

const events: ModelEvent[] = [
  { type: 'repeat.start', orderId: 7 },
  { type: 'repeat.toggle', id: 1 },
  { type: 'repeat.toggle', id: 3 },
  { type: 'repeat.confirm' },
  { type: 'repeat.cancel' },
  { type: 'repeat.dismiss' },
  { type: PREVIEWED, output: MIXED },
  { type: PREVIEWED, output: ALL },
  { type: PREVIEWED, output: NONE },
  { type: PREVIEW_FAILED, error: OFFLINE },
  { type: ADDED, output: CART },
  { type: ADD_FAILED, error: REFUSAL },
]

/** States keyed by value and how many lines are checked (what the guard reads): a finite set. */
function stateKeys() {
  const keyOf = (state: AnyMachineSnapshot) => `${JSON.stringify(state.value)} selected=${(state.context as { selected: number[] }).selected.length}`
  return (state: AnyMachineSnapshot, event?: EventObject, previous?: AnyMachineSnapshot) =>
    event && previous ? `${keyOf(state)} via ${describeStep(event)} from ${keyOf(previous)}` : keyOf(state)
}

const model = createTestModel(testModelMachine(repeatOrderMachine), { events, serializeState: stateKeys() })

const coverage = coverageRecorder()
let actor: Actor<typeof repeatOrderMachine>
let preview: ReturnType<typeof manualCall<RepeatPreview, { orderId: number }>>
let confirm: ReturnType<typeof manualCall<Cart, ConfirmRepeatInput>>
let emitted: RepeatOrderEmitted[]

const snapshot = () => actor.getSnapshot()
const context = () => snapshot().context

function startActor() {
  preview = manualCall<RepeatPreview, { orderId: number }>()
  confirm = manualCall<Cart, ConfirmRepeatInput>()
  emitted = []
  const machine = repeatOrderMachine.provide({ actors: { previewRepeat: fromPromise(preview.run), confirmRepeat: fromPromise(confirm.run) } })
  actor = startEmitting(machine, { inspect: coverage.inspect }, emitted)
}

const noCallsInFlight = () => {
  expect(preview.inFlight()).toEqual([])
  expect(confirm.inFlight()).toEqual([])
}

const modelParams = {
  states: {
    idle: () => {
      expect(snapshot().value).toBe('idle')
      expect(context()).toEqual({ orderId: null, preview: null, selected: [], failure: null })
      noCallsInFlight()
    },
    previewing: () => {
      expect(snapshot().value).toBe('previewing')
      expect(preview.inFlight().map((call) => call.input)).toEqual([{ orderId: 7 }])
      expect(confirm.inFlight()).toEqual([])
    },
    confirming: () => {
      expect(snapshot().value).toBe('confirming')
      const available = context().preview!.available.map((item) => item.id)
      expect(available.length).toBeGreaterThan(0)
      // Only available lines can be checked, in the preview's order.
      expect(context().selected).toEqual(available.filter((id) => context().selected.includes(id)))
      noCallsInFlight()
    },
    adding: () => {
      expect(snapshot().value).toBe('adding')
      expect(context().selected.length).toBeGreaterThan(0)
      expect(confirm.inFlight().map((call) => call.input)).toEqual([{ orderId: 7, items: context().selected }])
    },
    done: () => {
      expect(snapshot().value).toBe('done')
      expect(emitted.at(-1)).toEqual({ type: 'repeat.added', cart: CART })
      noCallsInFlight()
    },
    failed: () => {
      expect(snapshot().value).toBe('failed')
      expect(context().failure?.message).toBe(REPEAT_FAILED_KEY)
      expect(emitted.filter((event) => event.type === 'repeat.added')).toEqual([])
      noCallsInFlight()
    },
  },
  events: {
    'repeat.start': () => actor.send({ type: 'repeat.start', orderId: 7 }),
    'repeat.toggle': ({ event }: { event: EventObject }) => {
      const { id } = event as Extract<RepeatOrderEvent, { type: 'repeat.toggle' }>
      const before = context().selected
      const available = context().preview?.available.some((item) => item.id === id) ?? false
      actor.send({ type: 'repeat.toggle', id })
      if (!available) expect(context().selected).toEqual(before)
      else expect(context().selected.includes(id)).toBe(!before.includes(id))
    },
    'repeat.confirm': () => actor.send({ type: 'repeat.confirm' }),
    'repeat.cancel': () => actor.send({ type: 'repeat.cancel' }),
    'repeat.dismiss': () => actor.send({ type: 'repeat.dismiss' }),
    [PREVIEWED]: async ({ event }: { event: EventObject }) => {
      const { output } = event as Extract<ModelEvent, { type: typeof PREVIEWED }>
      await settleOne(preview, 'resolve', output)
      expect(context().preview).toEqual(output)
      // Every available line starts checked.
      expect(context().selected).toEqual(output.available.map((item) => item.id))
      if (output.available.length === 0) expect(context().failure).toEqual({ message: REPEAT_FAILED_KEY, detail: null })
      expect(confirm.calls).toEqual([])
    },
    [PREVIEW_FAILED]: async () => {
      await settleOne(preview, 'reject', OFFLINE)
      expect(context().failure).toEqual({ message: REPEAT_FAILED_KEY, detail: 'errors_serverError' })
    },
    [ADDED]: async () => {
      await settleOne(confirm, 'resolve', CART)
    },
    [ADD_FAILED]: async () => {
      await settleOne(confirm, 'reject', REFUSAL)
      expect(context().failure).toEqual({ message: REPEAT_FAILED_KEY, detail: 'Не удалось повторить заказ' })
    },
  },
}

describe('repeat-order machine: model', () => {
  testPaths(model.getShortestPaths(), modelParams, { start: startActor, stop: () => actor.stop() })
})

describe('repeat-order machine: rules', () => {
  it('cannot confirm with every line unchecked, and sends only the lines left checked', async () => {
    startActor()
    actor.send({ type: 'repeat.start', orderId: 7 })
    await settleOne(preview, 'resolve', MIXED)
    actor.send({ type: 'repeat.toggle', id: 2 })
    actor.send({ type: 'repeat.toggle', id: 1 })
    actor.send({ type: 'repeat.confirm' })
    expect(snapshot().value).toBe('confirming')
    expect(confirm.calls).toEqual([])
    actor.send({ type: 'repeat.toggle', id: 2 })
    actor.send({ type: 'repeat.confirm' })
    expect(confirm.inFlight().map((call) => call.input)).toEqual([{ orderId: 7, items: [2] }])
    await settleOne(confirm, 'resolve', CART)
    expect(emitted).toEqual([{ type: 'repeat.added', cart: CART }])
    actor.stop()
  })

  it('asks to confirm even when every line is available', async () => {
    startActor()
    actor.send({ type: 'repeat.start', orderId: 7 })
    await settleOne(preview, 'resolve', ALL)
    expect(snapshot().value).toBe('confirming')
    expect(confirm.calls).toEqual([])
    actor.stop()
  })
})

afterAll(() => expectWholeMachineTaken(coverage, repeatOrderMachine))
