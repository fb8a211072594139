// The quantity control as the buyer meets it: the machine itself, its commands provided with the cart's rule
// (the quantity the cart holds after each), so the cart's answer needs no event of its own; the events are the
// buyer's only, and only where the page offers them: a product not in the cart shows "add" instead of the control.
// Paths start on a product whose stock band does not limit the quantities typed; a path may turn to one whose band
// does (a model step of its own, as the machine's input would differ), where typing more asks first.
import { TestModel } from '@xstate/graph'
import { assign, createMachine, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate'
import {
  quantityControlMachine,
  typedQuantity,
  type QuantityCommand,
  type QuantityContext,
  type QuantityEvent,
} from '../../../machines/quantity-control.machine'
import { DEFAULT_CART_MAX_QUANTITY } from '../../../contract/cart'
import { testModelMachine } from '../../machines/harness/model-machine'
import { keyedBy, describeEvent } from '../../machines/harness/state-keys'
import { coveringPaths, lazyPaths, offeredOnly } from '../model-paths'

export const AFTER_DEBOUNCE = 'xstate.after.debounce.quantityControl.typing'

/**
 * No event of the machine's: the buyer turns to the card of a product whose stock band holds fewer packs than the
 * quantities typed (the card's input `stockPacks`, quantity-control.tsx). Offered while neither is in the cart.
 */
export const TURN_TO_BANDED = 'path.bandedProduct'

export type ModelEvent =
  Exclude<QuantityEvent, { type: 'quantity.sync' }> | { type: typeof AFTER_DEBOUNCE } | { type: typeof TURN_TO_BANDED }

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

const TYPED: ModelEvent[] = [
  { type: 'quantity.type', text: '12' },
  { type: 'quantity.type', text: 'a1b' },
  { type: 'quantity.type', text: '' },
  { type: 'quantity.type', text: '2,5' },
  { type: 'quantity.type', text: '10000' },
]

/** The most packs a typed entry sets (the ceiling refuses the rest). */
const LARGEST_TYPED = Math.max(
  ...TYPED.map((event) => (event.type === 'quantity.type' ? typedQuantity(event.text) : 0)).filter(
    (quantity) => quantity <= DEFAULT_CART_MAX_QUANTITY,
  ),
)

/** Whether a stock band of `stockPacks` asks before some quantity typed: products behave alike when it agrees. */
export const limitsTyped = (stockPacks: number | null) => stockPacks !== null && stockPacks < LARGEST_TYPED

/** The banded product's band in the model: any band below the largest quantity typed takes the same paths. */
const BANDED_PACKS = 9

const plain = testModelMachine(honest)
export const quantityModel: AnyStateMachine = createMachine(
  {
    ...plain.config,
    on: { ...plain.config.on, [TURN_TO_BANDED]: { actions: assign({ stockPacks: BANDED_PACKS }) } },
  } as typeof plain.config,
  plain.implementations,
)

/** The demo configuration's ceiling, on a product whose band does not limit the quantities typed. */
export const INPUT = { quantity: 0, ceiling: DEFAULT_CART_MAX_QUANTITY, stockPacks: null }

/**
 * What the browser does not take, with why: the cart's answer is folded into the commands; minus needs a line; the
 * stock question is modal.
 */
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
  {
    item: 'quantityControl.confirming --quantity.sync--> (stays)',
    reason: "the cart's answer is folded into the commands (the model's `command` action)",
  },
  ...[
    'quantityControl.confirming --quantity.type [notWhole]--> quantityControl.refused',
    'quantityControl.confirming --quantity.type--> quantityControl.typing',
  ].map((item) => ({
    item,
    reason:
      'the question is a modal dialog (focus trapped in it, the overlay over the card): the field cannot be typed ' +
      'into until the buyer answers',
  })),
]

function offered(state: AnyMachineSnapshot): ModelEvent[] {
  if (state.matches('typing')) return [...TYPED, { type: 'quantity.blur' }, { type: AFTER_DEBOUNCE }]
  if (state.matches('refused')) return [...TYPED, { type: 'quantity.blur' }]
  if (state.matches('confirming')) return [{ type: 'quantity.confirm' }, { type: 'quantity.cancel' }]
  if (state.context.quantity === 0)
    return [
      { type: 'quantity.plus' },
      ...(state.context.stockPacks === null ? [{ type: TURN_TO_BANDED } as const] : []),
    ]
  return [{ type: 'quantity.plus' }, { type: 'quantity.minus' }, ...TYPED]
}

/** Whether setting `draft` asks first: more packs than the stock band holds (the machine's `overStock`). */
export const overStock = ({ stockPacks, quantity, draft }: QuantityContext) =>
  stockPacks !== null && typedQuantity(draft) > Math.max(stockPacks, quantity) && typedQuantity(draft) !== quantity

/** What the guards read: no line, one pack, more; whether the draft would change the quantity; the product. */
const keyOf = (state: AnyMachineSnapshot) => {
  const context = state.context as QuantityContext
  const { quantity, draft, problem, stockPacks } = context
  const packs = Math.min(quantity, 2)
  const typed = typedQuantity(draft)
  const size =
    typed === quantity
      ? 'same'
      : typed > DEFAULT_CART_MAX_QUANTITY
        ? 'too many'
        : overStock(context)
          ? 'over stock'
          : 'changes'
  const empty = draft === '' ? ' empty' : ''
  const band = limitsTyped(stockPacks) ? ' banded' : ''
  return `${JSON.stringify(state.value)} packs=${packs} ${size}${empty} problem=${problem}${band}`
}

const model = new TestModel(quantityModel, {
  ...offeredOnly(quantityModel),
  events: offered,
  input: INPUT,
  serializeState: keyedBy(keyOf, describeEvent),
})

export const quantityPaths = lazyPaths(() => coveringPaths(model.getShortestPaths(), quantityModel, INPUT))
