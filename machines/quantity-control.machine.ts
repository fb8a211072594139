// The quantity control of a cart line (SPEC 4 "Quantity control"): plus adds the product when it is not in the
// cart, else adds a pack; minus above one pack takes one away, at one pack removes the line; typing keeps digits
// and, 300 ms after the last keystroke (or at once on leaving the field), sets the quantity, an empty or zero
// entry counting as one pack. What would change the order behind the buyer's back is not guessed at: a decimal
// separator or a sign ("2,5", "-3") is refused as typed, not read as other digits; more packs than the ceiling
// (CART_MAX_QUANTITY) are refused with a message; more than the stock band can hold is asked about first.
// The machine only decides: each change is emitted for the cart to run, and the cart's answer comes back as
// `quantity.sync`.
import { assign, emit, setup } from 'xstate'
import { MAX_CART_QUANTITY } from '../contract/cart'

export const QUANTITY_DEBOUNCE_MS = 300

export type QuantityCommand =
  { kind: 'add' } | { kind: 'increase' } | { kind: 'decrease' } | { kind: 'remove' } | { kind: 'set'; quantity: number }

export type QuantityEvent =
  | { type: 'quantity.plus' }
  | { type: 'quantity.minus' }
  | { type: 'quantity.type'; text: string }
  | { type: 'quantity.blur' }
  /** The buyer keeps the quantity typed although the stock band is smaller. */
  | { type: 'quantity.confirm' }
  /** The buyer takes it back: the field shows the cart's quantity again. */
  | { type: 'quantity.cancel' }
  /** The quantity the cart holds (0 when the product is not in it). */
  | { type: 'quantity.sync'; quantity: number }

export type QuantityEmitted = { type: 'quantity.command'; command: QuantityCommand }

/** Why the entry was refused: not a whole number of packs, or above the ceiling. */
export type QuantityProblem = 'whole' | 'ceiling'

export type QuantityLimits = {
  /** The most packs a line may hold (CART_MAX_QUANTITY). */
  ceiling: number
  /** The most packs the stock band can hold (fewer than its bound in units), or null when it names no bound. */
  stockPacks: number | null
}

export type QuantityContext = QuantityLimits & { quantity: number; draft: string; problem: QuantityProblem | null }

/** A separator or a sign: the buyer meant something other than the digits around it. */
const NOT_WHOLE = /[.,+\-−]/

/** Digits only, one more than the largest quantity has, so an entry too large stays too large. */
export const typedDigits = (text: string) => text.replace(/\D/g, '').slice(0, String(MAX_CART_QUANTITY).length + 1)

/** What a typed entry sets: one pack for nothing or zero. */
export const typedQuantity = (draft: string) => Math.max(Number.parseInt(draft, 10) || 1, 1)

/** The units a stock band says there are fewer than ('<10' → 10), or null when it names no bound. */
export const stockBound = (amount: string | undefined): number | null =>
  ({ '<10': 10, '<100': 100, '<1000': 1000 })[amount ?? ''] ?? null

/** The stock band's bound in packs of `packQuantity` units: fewer than 10, 100 or 1000 units; none above. */
export function stockPacksOf(amount: string | undefined, packQuantity: number): number | null {
  const bound = stockBound(amount)
  return bound === null ? null : Math.floor((bound - 1) / Math.max(packQuantity, 1))
}

export const quantityControlMachine = setup({
  types: {
    context: {} as QuantityContext,
    events: {} as QuantityEvent,
    emitted: {} as QuantityEmitted,
    input: {} as { quantity: number } & QuantityLimits,
  },
  delays: { debounce: QUANTITY_DEBOUNCE_MS },
  guards: {
    absent: ({ context }) => context.quantity <= 0,
    atOnePack: ({ context }) => context.quantity === 1,
    notWhole: ({ event }) => event.type === 'quantity.type' && NOT_WHOLE.test(event.text),
    changesQuantity: ({ context }) => typedQuantity(context.draft) !== context.quantity,
    overCeiling: ({ context }) => typedQuantity(context.draft) > context.ceiling,
    overStock: ({ context }) =>
      context.stockPacks !== null &&
      typedQuantity(context.draft) > Math.max(context.stockPacks, context.quantity) &&
      typedQuantity(context.draft) !== context.quantity,
  },
  actions: {
    command: emit((_, command: QuantityCommand): QuantityEmitted => ({ type: 'quantity.command', command })),
    setTyped: emit(({ context }): QuantityEmitted => ({
      type: 'quantity.command',
      command: { kind: 'set', quantity: typedQuantity(context.draft) },
    })),
    keepDraft: assign({
      draft: ({ event }) => (event.type === 'quantity.type' ? typedDigits(event.text) : ''),
      problem: null,
    }),
    // A refused entry stays as typed, so the buyer sees what was refused.
    keepRefused: assign({
      draft: ({ event }) => (event.type === 'quantity.type' ? event.text : ''),
      problem: 'whole' as const,
    }),
    refuseCeiling: assign({ problem: 'ceiling' as const }),
    forget: assign({ problem: null }),
    showTyped: assign({ draft: ({ context }) => String(typedQuantity(context.draft)) }),
    showQuantity: assign({ draft: ({ context }) => String(context.quantity) }),
    sync: assign(({ event }) => {
      const quantity = event.type === 'quantity.sync' ? Math.max(0, event.quantity) : 0
      return { quantity, draft: String(quantity) }
    }),
    // While typing, the field keeps what the buyer types; only the known quantity follows the cart.
    syncQuantityOnly: assign({
      quantity: ({ event }) => (event.type === 'quantity.sync' ? Math.max(0, event.quantity) : 0),
    }),
  },
}).createMachine({
  id: 'quantityControl',
  context: ({ input }) => ({ ...input, draft: String(input.quantity), problem: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'quantity.plus': [
          { guard: 'absent', actions: ['forget', { type: 'command', params: { kind: 'add' } }] },
          { actions: ['forget', { type: 'command', params: { kind: 'increase' } }] },
        ],
        'quantity.minus': [
          { guard: 'absent' },
          { guard: 'atOnePack', actions: ['forget', { type: 'command', params: { kind: 'remove' } }] },
          { actions: ['forget', { type: 'command', params: { kind: 'decrease' } }] },
        ],
        'quantity.type': [
          { guard: 'notWhole', target: 'refused', actions: 'keepRefused' },
          { target: 'typing', actions: 'keepDraft' },
        ],
        'quantity.sync': { actions: 'sync' },
      },
    },
    typing: {
      after: {
        debounce: [
          { guard: 'overCeiling', target: 'refused', actions: 'refuseCeiling' },
          { guard: 'overStock', target: 'confirming' },
          { guard: 'changesQuantity', target: 'idle', actions: ['setTyped', 'showTyped'] },
          { target: 'idle', actions: 'showTyped' },
        ],
      },
      on: {
        'quantity.type': [
          { guard: 'notWhole', target: 'refused', actions: 'keepRefused' },
          { target: 'typing', reenter: true, actions: 'keepDraft' },
        ],
        'quantity.blur': [
          { guard: 'overCeiling', target: 'idle', actions: ['refuseCeiling', 'showQuantity'] },
          { guard: 'overStock', target: 'confirming' },
          { guard: 'changesQuantity', target: 'idle', actions: ['setTyped', 'showTyped'] },
          { target: 'idle', actions: 'showTyped' },
        ],
        'quantity.sync': { actions: 'syncQuantityOnly' },
      },
    },
    // The entry is refused and shown with why; the cart is not asked. Leaving the field shows the cart's
    // quantity again and keeps the reason in view until the next press or keystroke.
    refused: {
      on: {
        'quantity.type': [
          { guard: 'notWhole', target: 'refused', actions: 'keepRefused' },
          { target: 'typing', actions: 'keepDraft' },
        ],
        'quantity.blur': { target: 'idle', actions: 'showQuantity' },
        'quantity.sync': { actions: 'syncQuantityOnly' },
      },
    },
    // More packs than the stock band holds: set only when the buyer says so.
    confirming: {
      on: {
        'quantity.confirm': { target: 'idle', actions: ['setTyped', 'showTyped'] },
        'quantity.cancel': { target: 'idle', actions: 'showQuantity' },
        'quantity.type': [
          { guard: 'notWhole', target: 'refused', actions: 'keepRefused' },
          { target: 'typing', actions: 'keepDraft' },
        ],
        'quantity.sync': { actions: 'syncQuantityOnly' },
      },
    },
  },
})
