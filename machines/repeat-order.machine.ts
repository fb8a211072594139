// Repeating a past order (SPEC 4 "Repeat order", SPEC 8 "Unable to repeat order"): the injected `previewRepeat`
// tells which lines can be ordered now; the buyer then confirms the lines to add (all available ones checked,
// those out of stock shown apart) and the injected `confirmRepeat` adds the chosen ones, answering the whole cart,
// which is emitted as `repeat.added` for the app's one cart. The buyer always confirms, not only when a line is
// out of stock: a wholesale buyer often repeats an order less a line or two. Nothing orderable at all, or any
// failure, ends in `failed` with the "Unable to repeat order" message and the server's detail when it gave one.
import { assign, emit, fromPromise, setup } from 'xstate'
import type { Cart } from '../contract/cart'
import type { RepeatPreview } from '../contract/orders'
import { formErrors } from './form-errors'

/** The message key the storefront shows as the failure's title. */
export const REPEAT_FAILED_KEY = 'history_repeat_failed'

export type RepeatFailure = { message: typeof REPEAT_FAILED_KEY; detail: string | null }

export type RepeatOrderEvent =
  | { type: 'repeat.start'; orderId: number }
  | { type: 'repeat.toggle'; id: number }
  | { type: 'repeat.confirm' }
  | { type: 'repeat.cancel' }
  | { type: 'repeat.dismiss' }

export type RepeatOrderEmitted = { type: 'repeat.added'; cart: Cart }

export type RepeatOrderContext = {
  orderId: number | null
  preview: RepeatPreview | null
  /** Ids of the available lines the buyer keeps checked. */
  selected: number[]
  failure: RepeatFailure | null
}

export type ConfirmRepeatInput = { orderId: number; items: number[] }

const failureOf = (error: unknown): RepeatFailure => ({ message: REPEAT_FAILED_KEY, detail: formErrors(error).message })

export const repeatOrderMachine = setup({
  types: {
    context: {} as RepeatOrderContext,
    events: {} as RepeatOrderEvent,
    emitted: {} as RepeatOrderEmitted,
  },
  actors: {
    // Provided by the app: orders/{id}/repeat/ without confirm.
    previewRepeat: fromPromise<RepeatPreview, { orderId: number }>(() =>
      Promise.reject(new Error('previewRepeat is provided by the app')),
    ),
    // Provided by the app: orders/{id}/repeat/ with confirm and the chosen lines; answers the cart.
    confirmRepeat: fromPromise<Cart, ConfirmRepeatInput>(() =>
      Promise.reject(new Error('confirmRepeat is provided by the app')),
    ),
  },
  guards: {
    nothingAvailable: (_, { preview }: { preview: RepeatPreview }) => preview.available.length === 0,
    hasSelection: ({ context }) => context.selected.length > 0,
  },
  actions: {
    begin: assign(({ event }) => ({
      orderId: event.type === 'repeat.start' ? event.orderId : null,
      preview: null,
      selected: [],
      failure: null,
    })),
    takePreview: assign((_, { preview }: { preview: RepeatPreview }) => ({
      preview,
      selected: preview.available.map((line) => line.id),
    })),
    toggle: assign({
      selected: ({ context, event }) => {
        if (event.type !== 'repeat.toggle' || !context.preview?.available.some((line) => line.id === event.id))
          return context.selected
        const checked = context.selected.includes(event.id)
        // Kept in the order of the preview, whatever order the boxes were clicked in.
        return context.preview.available
          .map((line) => line.id)
          .filter((id) => (id === event.id ? !checked : context.selected.includes(id)))
      },
    }),
    failNothingAvailable: assign({ failure: { message: REPEAT_FAILED_KEY, detail: null } }),
    fail: assign((_, { error }: { error: unknown }) => ({ failure: failureOf(error) })),
    announceAdded: emit((_, { cart }: { cart: Cart }): RepeatOrderEmitted => ({ type: 'repeat.added', cart })),
    reset: assign({ orderId: null, preview: null, selected: [], failure: null }),
  },
}).createMachine({
  id: 'repeatOrder',
  context: { orderId: null, preview: null, selected: [], failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'repeat.start': { target: 'previewing', actions: 'begin' } },
    },
    previewing: {
      invoke: {
        id: 'previewRepeat',
        src: 'previewRepeat',
        input: ({ context }) => ({ orderId: context.orderId! }),
        onDone: [
          {
            guard: { type: 'nothingAvailable', params: ({ event }) => ({ preview: event.output }) },
            target: 'failed',
            actions: [
              { type: 'takePreview', params: ({ event }) => ({ preview: event.output }) },
              'failNothingAvailable',
            ],
          },
          {
            target: 'confirming',
            actions: { type: 'takePreview', params: ({ event }) => ({ preview: event.output }) },
          },
        ],
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
      on: { 'repeat.cancel': { target: 'idle', actions: 'reset' } },
    },
    confirming: {
      on: {
        'repeat.toggle': { actions: 'toggle' },
        'repeat.confirm': { guard: 'hasSelection', target: 'adding' },
        'repeat.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    adding: {
      invoke: {
        id: 'confirmRepeat',
        src: 'confirmRepeat',
        input: ({ context }) => ({ orderId: context.orderId!, items: context.selected }),
        onDone: { target: 'done', actions: { type: 'announceAdded', params: ({ event }) => ({ cart: event.output }) } },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The outcome stays on screen until dismissed, or until another order is repeated.
    done: {
      on: {
        'repeat.dismiss': { target: 'idle', actions: 'reset' },
        'repeat.start': { target: 'previewing', actions: 'begin' },
      },
    },
    failed: {
      on: {
        'repeat.dismiss': { target: 'idle', actions: 'reset' },
        'repeat.start': { target: 'previewing', actions: 'begin' },
      },
    },
  },
})
