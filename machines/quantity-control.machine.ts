// The quantity control of a cart line (SPEC 4 "Quantity control"): plus adds the product when it is not in the
// cart, else adds a pack; minus above one pack takes one away, at one pack removes the line; typing keeps digits
// only and, 300 ms after the last keystroke (or at once on leaving the field), sets the quantity, an empty or
// non-numeric entry counting as one pack. The machine only decides: each change is emitted for the cart to run,
// and the cart's answer comes back as `quantity.sync`.
import { assign, emit, setup } from 'xstate'
import { MAX_CART_QUANTITY } from '../src/schemas/cart'

export const QUANTITY_DEBOUNCE_MS = 300

export type QuantityCommand = { kind: 'add' } | { kind: 'increase' } | { kind: 'decrease' } | { kind: 'remove' } | { kind: 'set'; quantity: number }

export type QuantityEvent =
  | { type: 'quantity.plus' }
  | { type: 'quantity.minus' }
  | { type: 'quantity.type'; text: string }
  | { type: 'quantity.blur' }
  /** The quantity the cart now holds (0 when the product is not in it). */
  | { type: 'quantity.sync'; quantity: number }

export type QuantityEmitted = { type: 'quantity.command'; command: QuantityCommand }

export type QuantityContext = { quantity: number; draft: string }

/** Digits only, at most as many as the largest quantity has. */
export const typedDigits = (text: string) => text.replace(/\D/g, '').slice(0, String(MAX_CART_QUANTITY).length)

/** What a typed entry sets: one pack for nothing or zero, never more than the cart takes. */
export const typedQuantity = (draft: string) => Math.min(Math.max(Number.parseInt(draft, 10) || 1, 1), MAX_CART_QUANTITY)

export const quantityControlMachine = setup({
  types: {
    context: {} as QuantityContext,
    events: {} as QuantityEvent,
    emitted: {} as QuantityEmitted,
    input: {} as { quantity: number },
  },
  delays: { debounce: QUANTITY_DEBOUNCE_MS },
  guards: {
    absent: ({ context }) => context.quantity <= 0,
    atOnePack: ({ context }) => context.quantity === 1,
    changesQuantity: ({ context }) => typedQuantity(context.draft) !== context.quantity,
  },
  actions: {
    command: emit((_, command: QuantityCommand): QuantityEmitted => ({ type: 'quantity.command', command })),
    setTyped: emit(({ context }): QuantityEmitted => ({ type: 'quantity.command', command: { kind: 'set', quantity: typedQuantity(context.draft) } })),
    keepDraft: assign({ draft: ({ event }) => (event.type === 'quantity.type' ? typedDigits(event.text) : '') }),
    showTyped: assign({ draft: ({ context }) => String(typedQuantity(context.draft)) }),
    sync: assign(({ event }) => {
      const quantity = event.type === 'quantity.sync' ? Math.max(0, event.quantity) : 0
      return { quantity, draft: String(quantity) }
    }),
    // While typing, the field keeps what the buyer types; only the known quantity follows the cart.
    syncQuantityOnly: assign({ quantity: ({ event }) => (event.type === 'quantity.sync' ? Math.max(0, event.quantity) : 0) }),
  },
}).createMachine({
  id: 'quantityControl',
  context: ({ input }) => ({ quantity: input.quantity, draft: String(input.quantity) }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'quantity.plus': [
          { guard: 'absent', actions: { type: 'command', params: { kind: 'add' } } },
          { actions: { type: 'command', params: { kind: 'increase' } } },
        ],
        'quantity.minus': [
          { guard: 'absent' },
          { guard: 'atOnePack', actions: { type: 'command', params: { kind: 'remove' } } },
          { actions: { type: 'command', params: { kind: 'decrease' } } },
        ],
        'quantity.type': { target: 'typing', actions: 'keepDraft' },
        'quantity.sync': { actions: 'sync' },
      },
    },
    typing: {
      after: {
        debounce: [
          { guard: 'changesQuantity', target: 'idle', actions: ['setTyped', 'showTyped'] },
          { target: 'idle', actions: 'showTyped' },
        ],
      },
      on: {
        'quantity.type': { target: 'typing', reenter: true, actions: 'keepDraft' },
        'quantity.blur': [
          { guard: 'changesQuantity', target: 'idle', actions: ['setTyped', 'showTyped'] },
          { target: 'idle', actions: 'showTyped' },
        ],
        'quantity.sync': { actions: 'syncQuantityOnly' },
      },
    },
  },
})
