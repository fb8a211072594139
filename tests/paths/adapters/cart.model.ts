// The cart machine as a browser drives it: the buyer adds (a card's "add") and increases (the control's plus)
// while no error dialog covers the page, or closes the notice; the carts/… call of the first action waiting answers
// (the request let through) or fails (a refusal in the SPEC error format, or a 500). `cart.replace` is left out:
// it is the answer of another call (a quick or repeated order), no event of the buyer's on these pages.
import { TestModel } from '@xstate/graph'
import type { AnyMachineSnapshot } from 'xstate'
import { cartMachine, type CartAction, type CartContext } from '../../../machines/cart.machine'
import type { Cart, CartAddResult } from '../../../contract/cart'
import { CART_EXTRAS } from '../../fixtures/cart-extras'
import { testModelMachine } from '../../machines/harness/model-machine'
import { keyedBy } from '../../machines/harness/state-keys'
import { coveringPaths, lazyPaths, offeredOnly } from '../model-paths'

export const DONE = 'xstate.done.actor.runCartAction'
export const ERROR = 'xstate.error.actor.runCartAction'

/** The answers stand for the server's: the model reads only whether an answer is an add's. */
const ANSWER: Cart = { id: 'model', items: [], total_count: 0, total_products: 0, total_sum: 0, ...CART_EXTRAS }
const ADD_ANSWER = { ...ANSWER, item_added: {} as CartAddResult['item_added'], message: 'Товар добавлен в корзину' }

export const REFUSAL = { status: 400, data: { product: ['Этот товар нельзя заказать'] } }
export const FAILURE = { status: 500, data: {} }

export type ModelEvent =
  | { type: 'cart.run'; action: CartAction }
  | { type: 'cart.dismiss' }
  | { type: typeof DONE; output: Cart | CartAddResult }
  | { type: typeof ERROR; error: typeof REFUSAL | typeof FAILURE }

export const cartModel = testModelMachine(cartMachine)
export const INPUT = { cart: null, cartId: null }

export const EXCLUDED = [
  ...['cart.idle --cart.replace--> (stays)', 'cart.running --cart.replace--> (stays)'].map((item) => ({
    item,
    reason: 'the answer of another call (a quick or repeated order): no press on the catalogue sends it',
  })),
  {
    item: 'cart.running --cart.run [alreadyWaiting]--> (stays)',
    reason: 'the card turns into the quantity control at once: a second add of the same product is never offered',
  },
]

/** A product no add waiting is for. */
const nextProduct = (queue: CartAction[]) =>
  Math.max(0, ...queue.map((action) => (action.kind === 'add' ? action.product : 0))) + 1

/** Two actions waiting show the queue; more would only repeat it. */
const MAX_QUEUED = 2

function offered(state: AnyMachineSnapshot): ModelEvent[] {
  const { queue, notice } = state.context as CartContext
  const settles: ModelEvent[] = state.matches('running')
    ? [
        { type: DONE, output: queue[0]?.kind === 'add' ? ADD_ANSWER : ANSWER },
        { type: ERROR, error: REFUSAL },
        { type: ERROR, error: FAILURE },
      ]
    : []
  // An error is a modal dialog: nothing else on the page can be pressed until it is closed. The add's message
  // is a notice beside the page, which the buyer may close or leave while adding more.
  if (notice?.kind === 'error') return [{ type: 'cart.dismiss' }, ...settles]
  const dismiss: ModelEvent[] = notice ? [{ type: 'cart.dismiss' }] : []
  const runs: ModelEvent[] =
    queue.length < MAX_QUEUED
      ? [
          // Each add is another product's: a second press on the same card finds the quantity control (cart.test.ts).
          { type: 'cart.run', action: { kind: 'add', product: nextProduct(queue), quantity: 1 } },
          { type: 'cart.run', action: { kind: 'increase', item: 0 } },
        ]
      : []
  return [...dismiss, ...runs, ...settles]
}

/** What the guards read (how many wait) and the notice shown. */
const keyOf = (state: AnyMachineSnapshot) => {
  const { queue, notice } = state.context as CartContext
  return `${JSON.stringify(state.value)} queued=${queue.length} notice=${notice?.kind ?? 'none'}`
}

const model = new TestModel(cartModel, {
  ...offeredOnly(cartModel),
  events: offered,
  input: INPUT,
  serializeState: keyedBy(keyOf),
})

export const cartPaths = lazyPaths(() => coveringPaths(model.getShortestPaths(), cartModel, INPUT))
