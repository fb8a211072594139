// Model-based test of the order-cancel machine: the shortest path to every transition is replayed against a live
// actor whose server call is a promise the test settles, checking that the dialog opens for the order and mode
// chosen with an empty reason; that a missing or too long reason is flagged without asking the server; that the
// trimmed reason is sent for that order and mode; that a refusal shows the server's message or its field error and
// keeps the reason; that a success emits the order and cart once and keeps the outcome until closed. The file ends
// by checking that every state and transition the machine declares was taken.
import { createTestModel } from '@xstate/graph'
import { afterAll, describe, expect, it } from 'vitest'
import type { Actor, AnyMachineSnapshot } from 'xstate'
import {
  orderCancelMachine,
  reasonIssue,
  type CancelOutcome,
  type OrderCancelEmitted,
  type OrderCancelEvent,
  type SendCancelInput,
} from '../../machines/order-cancel.machine'
import { SERVER_ERROR_KEY } from '../../machines/form-errors'
import type { Cart } from '../../contract/cart'
import type { OrderDetail } from '../../contract/orders'
import { CART_EXTRAS } from '../fixtures/cart-extras'
import { coverageRecorder, expectWholeMachineTaken } from './harness/coverage'
import { deferredCall, settle, startEmitting, type DeferredCall } from './harness/deferred-call'
import { actorDone, actorError, testModelMachine } from './harness/model-machine'
import { modelParams, testPaths } from './harness/paths'
import { keyedBy } from './harness/state-keys'

const SENT = actorDone('sendCancel')
const REFUSED = actorError('sendCancel')

const ORDER = { id: 7, number: 'VT-2026-000007', status: 'cancelled' } as OrderDetail
const CART: Cart = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  items: [],
  total_count: 0,
  total_products: 0,
  total_sum: 0,
  ...CART_EXTRAS,
}
const TOO_LATE = Object.assign(new Error('conflict'), {
  status: 409,
  data: { detail: 'Заказ VT-2026-000007 уже передан в работу (Принят)' },
})
const BAD_REASON = Object.assign(new Error('bad'), { status: 400, data: { reason: ['Обязательное поле'] } })
const OFFLINE = new TypeError('Failed to fetch')

type ModelEvent =
  OrderCancelEvent | { type: typeof SENT; output: CancelOutcome } | { type: typeof REFUSED; error: unknown }

const events: ModelEvent[] = [
  { type: 'cancel.open', orderId: 7, mode: 'cancel' },
  { type: 'cancel.open', orderId: 7, mode: 'change' },
  { type: 'cancel.edit', reason: '  Ошиблись в количестве ' },
  { type: 'cancel.edit', reason: '   ' },
  { type: 'cancel.edit', reason: 'я'.repeat(501) },
  { type: 'cancel.submit' },
  { type: 'cancel.close' },
  { type: SENT, output: { order: ORDER, cart: null } },
  { type: SENT, output: { order: ORDER, cart: CART } },
  { type: REFUSED, error: TOO_LATE },
  { type: REFUSED, error: BAD_REASON },
  { type: REFUSED, error: OFFLINE },
]

/** States keyed by value, mode, whether the reason may be sent and which message shows: a finite set. */
const keyOf = (state: AnyMachineSnapshot) => {
  const context = state.context as ReturnType<typeof orderCancelMachine.getInitialSnapshot>['context']
  return [
    JSON.stringify(state.value),
    context.mode,
    reasonIssue(context.reason) ?? 'ok',
    context.reasonError ?? '-',
    context.message ?? '-',
  ].join(' ')
}

const model = createTestModel(testModelMachine(orderCancelMachine), { events, serializeState: keyedBy(keyOf) })

const coverage = coverageRecorder()
let actor: Actor<typeof orderCancelMachine>
let send: DeferredCall<CancelOutcome, SendCancelInput>
let emitted: OrderCancelEmitted[]

const context = () => actor.getSnapshot().context

function startActor() {
  send = deferredCall<CancelOutcome, SendCancelInput>()
  emitted = []
  actor = startEmitting(
    orderCancelMachine.provide({ actors: { sendCancel: send.logic } }),
    { inspect: coverage.inspect },
    emitted,
  )
}

const params = modelParams({
  actor: () => actor,
  states: {
    closed: () => {
      expect(context()).toMatchObject({ orderId: null, reason: '', reasonError: null, message: null, outcome: null })
      expect(send.inFlight()).toEqual([])
    },
    editing: () => {
      expect(context().orderId).toBe(7)
      expect(context().outcome).toBeNull()
      expect(send.inFlight()).toEqual([])
    },
    submitting: () => {
      expect(reasonIssue(context().reason)).toBeNull()
      expect(send.inFlight().map((call) => call.input)).toEqual([
        { orderId: 7, mode: context().mode, reason: context().reason.trim() },
      ])
    },
    refused: () => {
      expect(context().reasonError ?? context().message).not.toBeNull()
      expect(context().reason).not.toBe('')
      expect(send.inFlight()).toEqual([])
    },
    done: () => {
      expect(context().outcome?.order).toEqual(ORDER)
      expect(emitted.filter((event) => event.type === 'cancel.done')).toHaveLength(1)
      expect(send.inFlight()).toEqual([])
    },
  },
  events,
  on: {
    'cancel.open': (event) => {
      actor.send(event)
      expect(context()).toMatchObject({ orderId: 7, mode: event.mode, reason: '', reasonError: null, message: null })
    },
    'cancel.submit': (event) => {
      const calls = send.calls.length
      const issue = reasonIssue(context().reason)
      actor.send(event)
      if (issue !== null && actor.getSnapshot().value !== 'submitting') {
        // A reason the server would refuse is flagged here, the server is not asked.
        expect(context().reasonError).toBe(issue)
        expect(send.calls.length).toBe(calls)
      }
    },
    [SENT]: (event) => settle(actor, send, event),
    [REFUSED]: async ({ error }) => {
      await settle(actor, send, { error })
      if (error === TOO_LATE) expect(context().message).toBe(TOO_LATE.data.detail)
      if (error === BAD_REASON) expect(context()).toMatchObject({ reasonError: 'Обязательное поле', message: null })
      if (error === OFFLINE) expect(context().message).toBe(SERVER_ERROR_KEY)
    },
  },
})

describe('order-cancel machine: model', () => {
  testPaths(model.getShortestPaths(), params, { start: startActor, stop: () => actor.stop() })
})

describe('order-cancel machine: rules', () => {
  it('sends the trimmed reason once and cannot be closed while sending', async () => {
    startActor()
    actor.send({ type: 'cancel.open', orderId: 7, mode: 'change' })
    actor.send({ type: 'cancel.edit', reason: '  Добавим позиции  ' })
    actor.send({ type: 'cancel.submit' })
    actor.send({ type: 'cancel.submit' })
    actor.send({ type: 'cancel.close' })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(send.calls.map((call) => call.input)).toEqual([{ orderId: 7, mode: 'change', reason: 'Добавим позиции' }])
    await settle(actor, send, { output: { order: ORDER, cart: CART } })
    expect(emitted).toEqual([{ type: 'cancel.done', order: ORDER, cart: CART }])
    actor.stop()
  })

  it('flags an empty and a too long reason with the contract’s keys', () => {
    expect(reasonIssue('')).toBe('forms_validation_required')
    expect(reasonIssue('   ')).toBe('forms_validation_required')
    expect(reasonIssue('я'.repeat(501))).toBe('orders_cancel_reason_too_long')
    expect(reasonIssue('я'.repeat(500))).toBeNull()
  })
})

afterAll(() => expectWholeMachineTaken(coverage, orderCancelMachine))
