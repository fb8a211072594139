// Cancelling or changing an order, as the buyer meets it on the order's page: the reason typed (a real one, or
// only spaces the dialog refuses), the confirm, "keep the order" and the outcome's OK. The order is one the path
// placed itself (the model does not read its id). The server's refusals are the adapter's answers: the order taken
// into work meanwhile (409), a reason refused (400) and a server error.
import { TestModel } from '@xstate/graph'
import type { AnyMachineSnapshot } from 'xstate'
import type { Cart } from '../../../contract/cart'
import type { OrderDetail } from '../../../contract/orders'
import {
  orderCancelMachine,
  reasonIssue,
  type CancelMode,
  type CancelOutcome,
  type OrderCancelContext,
} from '../../../machines/order-cancel.machine'
import { CART_EXTRAS } from '../../fixtures/cart-extras'
import { actorDone, actorError, testModelMachine } from '../../machines/harness/model-machine'
import { keyedBy } from '../../machines/harness/state-keys'
import { coveringPaths, lazyPaths, offeredOnly } from '../model-paths'
import { SERVER_ERROR, type Failure } from './held-calls'

export const SENT = actorDone('sendCancel')
export const REFUSED = actorError('sendCancel')

const ORDER = 0
export const REASON = 'Ошиблись в количестве'
export const BLANK = '   '

export const TOO_LATE: Failure = { status: 409, data: { detail: 'Заказ уже передан в работу' } }
export const BAD_REASON: Failure = { status: 400, data: { reason: ['Причина не подходит'] } }

const CART: Cart = { id: 'model', items: [], total_count: 0, total_products: 0, total_sum: 0, ...CART_EXTRAS }
const outcome = (mode: CancelMode): CancelOutcome => ({
  order: { id: ORDER, status: 'cancelled' } as OrderDetail,
  cart: mode === 'change' ? CART : null,
})

export type ModelEvent =
  | { type: 'cancel.open'; orderId: number; mode: CancelMode }
  | { type: 'cancel.edit'; reason: string }
  | { type: 'cancel.submit' }
  | { type: 'cancel.close' }
  | { type: typeof SENT; output: CancelOutcome }
  | { type: typeof REFUSED; error: Failure }

export const orderCancelModel = testModelMachine(orderCancelMachine)
export const INPUT = undefined

export const EXCLUDED = [
  {
    item: 'orderCancel.done --cancel.open--> orderCancel.editing',
    reason:
      'the outcome is a modal dialog (aria-modal, focus kept inside, the backdrop closes it), and the order it ' +
      'cancelled offers no cancel any more: no other order can be opened for cancelling until it is closed',
  },
]

function offered(state: AnyMachineSnapshot): ModelEvent[] {
  const { reason, mode } = state.context as OrderCancelContext
  // Typing what the field already holds changes nothing on the page.
  const edits = [REASON, BLANK].filter((text) => text !== reason).map((text) => ({ type: 'cancel.edit', reason: text }))
  if (state.matches('closed'))
    return [
      { type: 'cancel.open', orderId: ORDER, mode: 'cancel' },
      { type: 'cancel.open', orderId: ORDER, mode: 'change' },
    ]
  if (state.matches('editing') || state.matches('refused'))
    return [...(edits as ModelEvent[]), { type: 'cancel.submit' }, { type: 'cancel.close' }]
  if (state.matches('submitting'))
    return [
      { type: SENT, output: outcome(mode) },
      { type: REFUSED, error: TOO_LATE },
      { type: REFUSED, error: BAD_REASON },
      { type: REFUSED, error: SERVER_ERROR },
    ]
  return [{ type: 'cancel.close' }]
}

/** The state, the mode, whether the reason may be sent and which messages show. */
const keyOf = (state: AnyMachineSnapshot) => {
  const context = state.context as OrderCancelContext
  return [
    JSON.stringify(state.value),
    context.mode,
    reasonIssue(context.reason) ?? 'ok',
    context.reasonError ?? '-',
    context.message ?? '-',
  ].join(' ')
}

const model = new TestModel(orderCancelModel, {
  ...offeredOnly(orderCancelModel),
  events: offered,
  serializeState: keyedBy(keyOf),
})

export const orderCancelPaths = lazyPaths(() => coveringPaths(model.getShortestPaths(), orderCancelModel, INPUT))
