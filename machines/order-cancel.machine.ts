// The buyer cancelling an order, or changing it (its lines back into the cart, then cancelled): a dialog opens for
// one order in one mode, the buyer types the reason (checked as the server checks it: required, at most
// CANCEL_REASON_MAX characters) and confirms; the injected `sendCancel` asks the server, which may refuse (the
// order was taken meanwhile: its message; a bad reason: under the field). Success emits `cancel.done` with the
// order as it now is (and the cart, for a change) and keeps the outcome on screen until closed. The dialog cannot
// be closed while the request is out.
import * as v from 'valibot'
import { assign, emit, fromPromise, setup } from 'xstate'
import type { Cart } from '../contract/cart'
import { CancelOrderBody, type OrderDetail } from '../contract/orders'
import { formErrors } from './form-errors'

export type CancelMode = 'cancel' | 'change'

export type OrderCancelEvent =
  | { type: 'cancel.open'; orderId: number; mode: CancelMode }
  | { type: 'cancel.edit'; reason: string }
  | { type: 'cancel.submit' }
  | { type: 'cancel.close' }

export type CancelOutcome = { order: OrderDetail; cart: Cart | null }

export type OrderCancelEmitted = { type: 'cancel.done' } & CancelOutcome

export type SendCancelInput = { orderId: number; mode: CancelMode; reason: string }

export type OrderCancelContext = {
  orderId: number | null
  mode: CancelMode
  reason: string
  /** The message (key or the server's text) under the reason field. */
  reasonError: string | null
  /** The server's refusal of the whole request (or the generic server error key). */
  message: string | null
  outcome: CancelOutcome | null
}

const EMPTY: OrderCancelContext = {
  orderId: null,
  mode: 'cancel',
  reason: '',
  reasonError: null,
  message: null,
  outcome: null,
}

/** The first message key the contract gives the reason, null when it may be sent. */
export function reasonIssue(reason: string): string | null {
  const result = v.safeParse(CancelOrderBody, { reason })
  return result.success ? null : (result.issues[0]?.message ?? null)
}

export const orderCancelMachine = setup({
  types: {
    context: {} as OrderCancelContext,
    events: {} as OrderCancelEvent,
    emitted: {} as OrderCancelEmitted,
  },
  actors: {
    // Provided by the app: orders/{id}/cancel/ or orders/{id}/change/.
    sendCancel: fromPromise<CancelOutcome, SendCancelInput>(() =>
      Promise.reject(new Error('sendCancel is provided by the app')),
    ),
  },
  guards: {
    reasonRefused: ({ context }) => reasonIssue(context.reason) !== null,
  },
  actions: {
    begin: assign(({ event }) =>
      event.type === 'cancel.open' ? { ...EMPTY, orderId: event.orderId, mode: event.mode } : {},
    ),
    edit: assign(({ event }) =>
      event.type === 'cancel.edit' ? { reason: event.reason, reasonError: null, message: null } : {},
    ),
    flagReason: assign(({ context }) => ({ reasonError: reasonIssue(context.reason), message: null })),
    refuse: assign((_, { error }: { error: unknown }) => {
      const { fieldErrors, message } = formErrors(error)
      return { reasonError: fieldErrors.reason?.[0] ?? null, message }
    }),
    takeOutcome: assign((_, { outcome }: { outcome: CancelOutcome }) => ({ outcome })),
    announceDone: emit((_, { outcome }: { outcome: CancelOutcome }): OrderCancelEmitted => ({
      type: 'cancel.done',
      ...outcome,
    })),
    reset: assign(EMPTY),
  },
}).createMachine({
  id: 'orderCancel',
  context: EMPTY,
  initial: 'closed',
  states: {
    closed: {
      on: { 'cancel.open': { target: 'editing', actions: 'begin' } },
    },
    editing: {
      on: {
        'cancel.edit': { actions: 'edit' },
        'cancel.submit': [{ guard: 'reasonRefused', actions: 'flagReason' }, { target: 'submitting' }],
        'cancel.close': { target: 'closed', actions: 'reset' },
      },
    },
    submitting: {
      invoke: {
        id: 'sendCancel',
        src: 'sendCancel',
        input: ({ context }) => ({ orderId: context.orderId!, mode: context.mode, reason: context.reason.trim() }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'takeOutcome', params: ({ event }) => ({ outcome: event.output }) },
            { type: 'announceDone', params: ({ event }) => ({ outcome: event.output }) },
          ],
        },
        onError: { target: 'refused', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The refusal stays until the buyer edits the reason, tries again (the reason sent before is still one the
    // server takes) or closes the dialog.
    refused: {
      on: {
        'cancel.edit': { target: 'editing', actions: 'edit' },
        'cancel.submit': { target: 'submitting' },
        'cancel.close': { target: 'closed', actions: 'reset' },
      },
    },
    done: {
      on: {
        'cancel.close': { target: 'closed', actions: 'reset' },
        'cancel.open': { target: 'editing', actions: 'begin' },
      },
    },
  },
})
