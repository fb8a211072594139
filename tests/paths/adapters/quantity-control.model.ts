// The quantity control as the buyer meets it: the machine itself, its commands provided with the cart's rule
// (the quantity the cart holds after each), so the cart's answer needs no event of its own; the events are the
// buyer's only, and only where the page offers them: a product not in the cart shows "add" instead of the control.
import { TestModel } from '@xstate/graph'
import { assign, type AnyMachineSnapshot } from 'xstate'
import {
  quantityControlMachine,
  typedQuantity,
  type QuantityCommand,
  type QuantityEvent,
} from '../../../machines/quantity-control.machine'
import { DEFAULT_CART_MAX_QUANTITY } from '../../../contract/cart'
import { testModelMachine } from '../../machines/harness/model-machine'
import { keyedBy, describeEvent } from '../../machines/harness/state-keys'
import { coveringPaths, lazyPaths, offeredOnly } from '../model-paths'

export const AFTER_DEBOUNCE = 'xstate.after.debounce.quantityControl.typing'

export type ModelEvent = Exclude<QuantityEvent, { type: 'quantity.sync' }> | { type: typeof AFTER_DEBOUNCE }

/** The quantity the cart holds after a command (server/modules/cart: minus at one pack takes the line away). */
export function heldAfter(quantity: number, command: QuantityCommand): number {
  switch (command.kind) {
    case 'add':
      return 1
    case 'increase':
      return Math.min(quantity + 1, DEFAULT_CART_MAX_QUANTITY)
    case 'decrease':
      return Math.max(quantity - 1, 0)
    case 'remove':
      return 0
    case 'set':
      return command.quantity
  }
}

const honest = quantityControlMachine.provide({
  actions: {
    // At rest the field follows the cart's answer, as `quantity.sync` makes it do.
    command: assign(({ context }, command: QuantityCommand) => {
      const quantity = heldAfter(context.quantity, command)
      return { quantity, draft: String(quantity) }
    }),
    setTyped: assign({ quantity: ({ context }) => typedQuantity(context.draft) }),
  },
})

export const quantityModel = testModelMachine(honest)

/** The demo configuration's ceiling; the product's stock band is left out (see EXCLUDED). */
export const INPUT = { quantity: 0, ceiling: DEFAULT_CART_MAX_QUANTITY, stockPacks: null }

/** What the browser does not take, with why: the cart's answer is folded into the commands; minus needs a line. */
export const EXCLUDED = [
  ...[
    'quantityControl.idle --quantity.sync--> (stays)',
    'quantityControl.typing --quantity.sync--> (stays)',
    'quantityControl.refused --quantity.sync--> (stays)',
  ].map((item) => ({ item, reason: "the cart's answer is folded into the commands (the model's `command` action)" })),
  {
    item: 'quantityControl.idle --quantity.minus [absent]--> (stays)',
    reason: 'with nothing in the cart the card shows "add" in place of the control: there is no minus to press',
  },
  ...[
    'quantityControl.confirming',
    'quantityControl.typing --xstate.after.debounce.quantityControl.typing [overStock]--> quantityControl.confirming',
    'quantityControl.typing --quantity.blur [overStock]--> quantityControl.confirming',
    'quantityControl.confirming --quantity.confirm--> quantityControl.idle',
    'quantityControl.confirming --quantity.cancel--> quantityControl.idle',
    'quantityControl.confirming --quantity.sync--> (stays)',
    'quantityControl.confirming --quantity.type [notWhole]--> quantityControl.refused',
    'quantityControl.confirming --quantity.type--> quantityControl.typing',
  ].map((item) => ({
    item,
    reason:
      "asking before more packs than the stock band holds depends on the product's band; the machine's model test " +
      'takes it with a band given',
  })),
]

const TYPED: ModelEvent[] = [
  { type: 'quantity.type', text: '12' },
  { type: 'quantity.type', text: 'a1b' },
  { type: 'quantity.type', text: '' },
  { type: 'quantity.type', text: '2,5' },
  { type: 'quantity.type', text: '10000' },
]

function offered(state: AnyMachineSnapshot): ModelEvent[] {
  if (state.matches('typing')) return [...TYPED, { type: 'quantity.blur' }, { type: AFTER_DEBOUNCE }]
  if (state.matches('refused')) return [...TYPED, { type: 'quantity.blur' }]
  if (state.context.quantity === 0) return [{ type: 'quantity.plus' }]
  return [{ type: 'quantity.plus' }, { type: 'quantity.minus' }, ...TYPED]
}

/** What the guards read: no line, one pack, more; and whether the draft would change the quantity. */
const keyOf = (state: AnyMachineSnapshot) => {
  const { quantity, draft, problem } = state.context as { quantity: number; draft: string; problem: string | null }
  const packs = Math.min(quantity, 2)
  const typed = typedQuantity(draft)
  const size = typed === quantity ? 'same' : typed > DEFAULT_CART_MAX_QUANTITY ? 'too many' : 'changes'
  return `${JSON.stringify(state.value)} packs=${packs} ${size}${draft === '' ? ' empty' : ''} problem=${problem}`
}

const model = new TestModel(quantityModel, {
  ...offeredOnly(quantityModel),
  events: offered,
  input: INPUT,
  serializeState: keyedBy(keyOf, describeEvent),
})

export const quantityPaths = lazyPaths(() => coveringPaths(model.getShortestPaths(), quantityModel, INPUT))
