// Repeating an order from the history, as the buyer meets it. The model's lines 1, 2, 3 stand for the first three
// lines of a seeded order (all available): the adapter answers the preview with those real lines arranged as the
// model's preview (two available and one out of stock, or none available), so the dialog, the checked boxes and
// the lines sent match the model. The rest is the server's, but for the failures the adapter answers.
import { TestModel } from '@xstate/graph'
import type { AnyMachineSnapshot } from 'xstate'
import type { Cart } from '../../../contract/cart'
import type { RepeatLine, RepeatPreview } from '../../../contract/orders'
import { repeatOrderMachine, type RepeatOrderContext } from '../../../machines/repeat-order.machine'
import { CART_EXTRAS } from '../../fixtures/cart-extras'
import { actorDone, actorError, testModelMachine } from '../../machines/harness/model-machine'
import { keyedBy } from '../../machines/harness/state-keys'
import { coveringPaths, lazyPaths, offeredOnly } from '../model-paths'
import { SERVER_ERROR, type Failure } from './held-calls'

export const PREVIEWED = actorDone('previewRepeat')
export const PREVIEW_FAILED = actorError('previewRepeat')
export const ADDED = actorDone('confirmRepeat')
export const ADD_FAILED = actorError('confirmRepeat')

/** The order repeated: the model does not read its id, the adapter clicks the seeded order's button. */
const ORDER = 0

/** Line `id` of the model is line `id` of the real order. */
const line = (id: number): RepeatLine => ({ id, sku: `line-${id}`, name: `line ${id}`, quantity: 1, product: null })
export const LINES_NEEDED = 3

const MIXED: RepeatPreview = { available: [line(1), line(2)], unavailable: [line(3)] }
const NONE: RepeatPreview = { available: [], unavailable: [line(1), line(2), line(3)] }
const CART: Cart = { id: 'model', items: [], total_count: 0, total_products: 0, total_sum: 0, ...CART_EXTRAS }

export const REFUSED: Failure = { status: 409, data: { detail: 'Не удалось повторить заказ' } }

export type ModelEvent =
  | { type: 'repeat.start'; orderId: number }
  | { type: 'repeat.toggle'; id: number }
  | { type: 'repeat.confirm' }
  | { type: 'repeat.cancel' }
  | { type: 'repeat.dismiss' }
  | { type: typeof PREVIEWED; output: RepeatPreview }
  | { type: typeof ADDED; output: Cart }
  | { type: typeof PREVIEW_FAILED | typeof ADD_FAILED; error: Failure }

export const repeatOrderModel = testModelMachine(repeatOrderMachine)
export const INPUT = undefined

const MODAL =
  'the outcome is a modal dialog (aria-modal, focus kept inside, the backdrop closes it): no other ' +
  "order's button can be pressed until it is dismissed"

export const EXCLUDED = [
  {
    item: 'repeatOrder.previewing --repeat.cancel--> repeatOrder.idle',
    reason: "while the lines are checked the page shows only the order's waiting button: there is nothing to cancel",
  },
  { item: 'repeatOrder.done --repeat.start--> repeatOrder.previewing', reason: MODAL },
  { item: 'repeatOrder.failed --repeat.start--> repeatOrder.previewing', reason: MODAL },
]

function offered(state: AnyMachineSnapshot): ModelEvent[] {
  const { selected } = state.context as RepeatOrderContext
  if (state.matches('idle')) return [{ type: 'repeat.start', orderId: ORDER }]
  if (state.matches('previewing'))
    return [
      { type: PREVIEWED, output: MIXED },
      { type: PREVIEWED, output: NONE },
      { type: PREVIEW_FAILED, error: SERVER_ERROR },
    ]
  if (state.matches('confirming'))
    return [
      { type: 'repeat.toggle', id: 1 },
      { type: 'repeat.toggle', id: 2 },
      ...(selected.length > 0 ? [{ type: 'repeat.confirm' } as const] : []),
      { type: 'repeat.cancel' },
    ]
  if (state.matches('adding'))
    return [
      { type: ADDED, output: CART },
      { type: ADD_FAILED, error: REFUSED },
    ]
  return [{ type: 'repeat.dismiss' }]
}

/** The state and the lines checked (what the confirm guard reads and the page shows). */
const keyOf = (state: AnyMachineSnapshot) =>
  `${JSON.stringify(state.value)} selected=${(state.context as RepeatOrderContext).selected.join(',')}`

const model = new TestModel(repeatOrderModel, {
  ...offeredOnly(repeatOrderModel),
  events: offered,
  serializeState: keyedBy(keyOf),
})

export const repeatOrderPaths = lazyPaths(() => coveringPaths(model.getShortestPaths(), repeatOrderModel, INPUT))
