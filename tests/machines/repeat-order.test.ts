// Model-based test of the repeat-order machine: the shortest path to every transition is replayed against a live
// actor whose two server calls are promises the test settles, checking that a repeat asks for the preview of the
// order chosen; that the confirmation starts with every available line checked and toggles only those; that only
// the checked lines are sent to be added and the answered cart is emitted; that an order with nothing available
// fails without asking to add; and that a failure keeps the server's detail. The file ends by checking that every
// state and transition the machine declares was taken.
import { createTestModel } from '@xstate/graph'
import { afterAll, describe, expect, it } from 'vitest'
import type { Actor, AnyMachineSnapshot } from 'xstate'
import {
  REPEAT_FAILED_KEY,
  repeatOrderMachine,
  type ConfirmRepeatInput,
  type RepeatOrderEmitted,
  type RepeatOrderEvent,
} from '../../machines/repeat-order.machine'
import type { Cart } from '../../contract/cart'
import { CART_EXTRAS } from '../fixtures/cart-extras'
import type { RepeatLine, RepeatPreview } from '../../contract/orders'
import { coverageRecorder, expectWholeMachineTaken } from './harness/coverage'
import { deferredCall, settle, startEmitting, type DeferredCall } from './harness/deferred-call'
import { actorDone, actorError, testModelMachine } from './harness/model-machine'
import { modelParams, testPaths } from './harness/paths'
import { keyedBy } from './harness/state-keys'

const PREVIEWED = actorDone('previewRepeat')
const PREVIEW_FAILED = actorError('previewRepeat')
const ADDED = actorDone('confirmRepeat')
const ADD_FAILED = actorError('confirmRepeat')

const line = (id: number): RepeatLine => ({ id, sku: `VT-${id}`, name: `Корм ${id}`, quantity: 2, product: null })

const MIXED: RepeatPreview = { available: [line(1), line(2)], unavailable: [line(3)] }
const ALL: RepeatPreview = { available: [line(1), line(2)], unavailable: [] }
const NONE: RepeatPreview = { available: [], unavailable: [line(3)] }
const CART: Cart = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  items: [],
  total_count: 0,
  total_products: 0,
  total_sum: 0,
  ...CART_EXTRAS,
}
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
const keyOf = (state: AnyMachineSnapshot) =>
  `${JSON.stringify(state.value)} selected=${(state.context as { selected: number[] }).selected.length}`

const model = createTestModel(testModelMachine(repeatOrderMachine), { events, serializeState: keyedBy(keyOf) })

const coverage = coverageRecorder()
let actor: Actor<typeof repeatOrderMachine>
let preview: DeferredCall<RepeatPreview, { orderId: number }>
let confirm: DeferredCall<Cart, ConfirmRepeatInput>
let emitted: RepeatOrderEmitted[]

const snapshot = () => actor.getSnapshot()
const context = () => snapshot().context

function startActor() {
  preview = deferredCall<RepeatPreview, { orderId: number }>()
  confirm = deferredCall<Cart, ConfirmRepeatInput>()
  emitted = []
  const machine = repeatOrderMachine.provide({ actors: { previewRepeat: preview.logic, confirmRepeat: confirm.logic } })
  actor = startEmitting(machine, { inspect: coverage.inspect }, emitted)
}

const noCallsInFlight = () => {
  expect(preview.inFlight()).toEqual([])
  expect(confirm.inFlight()).toEqual([])
}

const params = modelParams({
  actor: () => actor,
  states: {
    idle: () => {
      expect(context()).toEqual({ orderId: null, preview: null, selected: [], failure: null })
      noCallsInFlight()
    },
    previewing: () => {
      expect(preview.inFlight().map((call) => call.input)).toEqual([{ orderId: 7 }])
      expect(confirm.inFlight()).toEqual([])
    },
    confirming: () => {
      const available = context().preview!.available.map((item) => item.id)
      expect(available.length).toBeGreaterThan(0)
      // Only available lines can be checked, in the preview's order.
      expect(context().selected).toEqual(available.filter((id) => context().selected.includes(id)))
      noCallsInFlight()
    },
    adding: () => {
      expect(context().selected.length).toBeGreaterThan(0)
      expect(confirm.inFlight().map((call) => call.input)).toEqual([{ orderId: 7, items: context().selected }])
    },
    done: () => {
      expect(emitted.at(-1)).toEqual({ type: 'repeat.added', cart: CART })
      noCallsInFlight()
    },
    failed: () => {
      expect(context().failure?.message).toBe(REPEAT_FAILED_KEY)
      expect(emitted.filter((event) => event.type === 'repeat.added')).toEqual([])
      noCallsInFlight()
    },
  },
  events,
  on: {
    'repeat.toggle': ({ id }) => {
      const before = context().selected
      const available = context().preview?.available.some((item) => item.id === id) ?? false
      actor.send({ type: 'repeat.toggle', id })
      if (!available) expect(context().selected).toEqual(before)
      else expect(context().selected.includes(id)).toBe(!before.includes(id))
    },
    [PREVIEWED]: async ({ output }) => {
      await settle(actor, preview, { output: output })
      expect(context().preview).toEqual(output)
      // Every available line starts checked.
      expect(context().selected).toEqual(output.available.map((item) => item.id))
      if (output.available.length === 0) expect(context().failure).toEqual({ message: REPEAT_FAILED_KEY, detail: null })
      expect(confirm.calls).toEqual([])
    },
    [PREVIEW_FAILED]: async () => {
      await settle(actor, preview, { error: OFFLINE })
      expect(context().failure).toEqual({ message: REPEAT_FAILED_KEY, detail: 'errors_serverError' })
    },
    [ADDED]: (event) => settle(actor, confirm, event),
    [ADD_FAILED]: async () => {
      await settle(actor, confirm, { error: REFUSAL })
      expect(context().failure).toEqual({ message: REPEAT_FAILED_KEY, detail: 'Не удалось повторить заказ' })
    },
  },
})

describe('repeat-order machine: model', () => {
  testPaths(model.getShortestPaths(), params, { start: startActor, stop: () => actor.stop() })
})

describe('repeat-order machine: rules', () => {
  it('cannot confirm with every line unchecked, and sends only the lines left checked', async () => {
    startActor()
    actor.send({ type: 'repeat.start', orderId: 7 })
    await settle(actor, preview, { output: MIXED })
    actor.send({ type: 'repeat.toggle', id: 2 })
    actor.send({ type: 'repeat.toggle', id: 1 })
    actor.send({ type: 'repeat.confirm' })
    expect(snapshot().value).toBe('confirming')
    expect(confirm.calls).toEqual([])
    actor.send({ type: 'repeat.toggle', id: 2 })
    actor.send({ type: 'repeat.confirm' })
    expect(confirm.inFlight().map((call) => call.input)).toEqual([{ orderId: 7, items: [2] }])
    await settle(actor, confirm, { output: CART })
    expect(emitted).toEqual([{ type: 'repeat.added', cart: CART }])
    actor.stop()
  })

  it('asks to confirm even when every line is available', async () => {
    startActor()
    actor.send({ type: 'repeat.start', orderId: 7 })
    await settle(actor, preview, { output: ALL })
    expect(snapshot().value).toBe('confirming')
    expect(confirm.calls).toEqual([])
    actor.stop()
  })
})

afterAll(() => expectWholeMachineTaken(coverage, repeatOrderMachine))
