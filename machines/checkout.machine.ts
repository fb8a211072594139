// The checkout form (SPEC 3 "Order form", 8 "Checkout error"). Three things run side by side while it is open:
// the totals preview (`priceOrder`, run again when the points flag, the applied coupon or the delivery method
// changes: the method's cost is part of the total), the coupon
// (`applyCoupon`, its refusal under the coupon field) and the form itself. A submit is checked with the shared
// CheckoutBody rules first, then `placeOrder` sends it with the idempotency key the machine was given: every
// retry of this checkout carries the same key, so an answer lost on the way still makes one order. A placed
// order ends the machine and is emitted as `checkout.placed`; a refusal keeps the form, the server's field
// errors under their fields and anything else as the checkout error message.
import { assign, emit, enqueueActions, fromPromise, raise, setup } from 'xstate'
import {
  CHECKOUT_FIELDS,
  checkoutIssues,
  type CheckoutBody,
  type DeliveryType,
  type OrderDetail,
  type OrderTotals,
  type PaymentType,
} from '../contract/orders'
import { formErrors } from './form-errors'

export type CheckoutValues = {
  company_name: string
  email: string
  phone: string
  delivery_address: string
  delivery_type: DeliveryType
  payment_type: PaymentType
  delivery_time: string
  delivery_date: string
  comment: string
}
export type CheckoutValueField = keyof CheckoutValues

export type CheckoutEvent =
  | { type: 'checkout.edit'; field: CheckoutValueField; value: string }
  | { type: 'checkout.submit' }
  | { type: 'points.toggle'; on: boolean }
  | { type: 'coupon.edit'; value: string }
  | { type: 'coupon.apply' }
  | { type: 'coupon.remove' }
  | { type: 'totals.refresh' }

export type CheckoutEmitted = { type: 'checkout.placed'; order: OrderDetail }

export type PriceOrderInput = { use_loyalty_points: boolean; coupon: string; delivery_type: DeliveryType }
export type ApplyCouponInput = { code: string; use_loyalty_points: boolean; delivery_type: DeliveryType }
export type PlaceOrderInput = { body: CheckoutBody; idempotencyKey: string }

export type CheckoutContext = {
  form: CheckoutValues
  usePoints: boolean
  /** The applied coupon ('' when none) and what is typed in the coupon field. */
  coupon: string
  couponDraft: string
  /** A message key or the server's text. */
  couponError: string | null
  totals: OrderTotals | null
  /** Per field: message keys of the local check or the server's texts. */
  fieldErrors: Record<string, string[]>
  /** The checkout error's text (the server's, or a message key); null when there is none to show. */
  message: string | null
  idempotencyKey: string
  order: OrderDetail | null
}

export type CheckoutInput = { form: CheckoutValues; idempotencyKey: string }

/** What orders/ receives: the address is dropped for a pickup, where the field is not shown. */
export const checkoutBody = (context: CheckoutContext): CheckoutBody => ({
  ...context.form,
  delivery_address: context.form.delivery_type === 'pickup' ? '' : context.form.delivery_address,
  use_loyalty_points: context.usePoints,
  coupon: context.coupon,
})

const without = (errors: Record<string, string[]>, fields: string[]) =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)))

const isFormField = (field: string) => (CHECKOUT_FIELDS as readonly string[]).includes(field)

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
    input: {} as CheckoutInput,
  },
  actors: {
    // Provided by the app: orders/calc-price/, orders/apply-coupon/ and orders/ (with the Idempotency-Key).
    priceOrder: fromPromise<OrderTotals, PriceOrderInput>(() =>
      Promise.reject(new Error('priceOrder is provided by the app')),
    ),
    applyCoupon: fromPromise<OrderTotals, ApplyCouponInput>(() =>
      Promise.reject(new Error('applyCoupon is provided by the app')),
    ),
    placeOrder: fromPromise<OrderDetail, PlaceOrderInput>(() =>
      Promise.reject(new Error('placeOrder is provided by the app')),
    ),
  },
  guards: {
    formValid: ({ context }) => Object.keys(checkoutIssues(checkoutBody(context))).length === 0,
    couponEntered: ({ context }) => context.couponDraft.trim() !== '',
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'checkout.edit') return {}
      // The address rule depends on the delivery type: a new type makes the address's error stale too.
      const stale = event.field === 'delivery_type' ? [event.field, 'delivery_address'] : [event.field]
      return {
        form: { ...context.form, [event.field]: event.value },
        fieldErrors: without(context.fieldErrors, stale),
        message: null,
      }
    }),
    setPoints: assign({
      usePoints: ({ context, event }) => (event.type === 'points.toggle' ? event.on : context.usePoints),
    }),
    editCoupon: assign(({ context, event }) => ({
      couponDraft: event.type === 'coupon.edit' ? event.value : context.couponDraft,
      couponError: null,
      fieldErrors: without(context.fieldErrors, ['coupon']),
    })),
    couponMissing: assign({ couponError: 'forms_validation_required' }),
    dropCoupon: assign(({ context }) => ({
      coupon: '',
      couponDraft: '',
      couponError: null,
      fieldErrors: without(context.fieldErrors, ['coupon']),
    })),
    takeCoupon: assign(({ context }, { totals }: { totals: OrderTotals }) => ({
      coupon: totals.coupon?.code ?? context.couponDraft.trim(),
      totals,
      couponError: null,
    })),
    refuseCoupon: assign((_, { error }: { error: unknown }) => {
      const { fieldErrors, message } = formErrors(error)
      return { couponError: fieldErrors.code?.[0] ?? fieldErrors.coupon?.[0] ?? message }
    }),
    refreshTotals: raise({ type: 'totals.refresh' }),
    repriceForDelivery: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'checkout.edit' && event.field === 'delivery_type') enqueue.raise({ type: 'totals.refresh' })
    }),
    takeTotals: assign((_, { totals }: { totals: OrderTotals }) => ({ totals })),
    showInvalid: assign(({ context }) => ({
      fieldErrors: Object.fromEntries(
        Object.entries(checkoutIssues(checkoutBody(context))).map(([field, key]) => [field, [key]]),
      ),
      message: null,
    })),
    clearErrors: assign({ fieldErrors: {}, message: null }),
    showFailure: assign((_, { error }: { error: unknown }) => {
      const { fieldErrors, message } = formErrors(error)
      const stray = Object.entries(fieldErrors)
        .filter(([field]) => !isFormField(field))
        .flatMap(([, texts]) => texts)
      const shown = Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => isFormField(field)))
      const text = [message, ...stray].filter((line): line is string => Boolean(line)).join('\n')
      return { fieldErrors: shown, message: text || null }
    }),
    takeOrder: assign((_, { order }: { order: OrderDetail }) => ({ order })),
    announcePlaced: emit(({ context }): CheckoutEmitted => ({ type: 'checkout.placed', order: context.order! })),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    form: input.form,
    usePoints: false,
    coupon: '',
    couponDraft: '',
    couponError: null,
    totals: null,
    fieldErrors: {},
    message: null,
    idempotencyKey: input.idempotencyKey,
    order: null,
  }),
  initial: 'open',
  states: {
    open: {
      type: 'parallel',
      on: {
        'checkout.edit': { actions: ['edit', 'repriceForDelivery'] },
        'coupon.edit': { actions: 'editCoupon' },
      },
      states: {
        totals: {
          initial: 'pricing',
          on: {
            'totals.refresh': { target: '.pricing', reenter: true },
            'points.toggle': { target: '.pricing', reenter: true, actions: 'setPoints' },
            'coupon.remove': { target: '.pricing', reenter: true, actions: 'dropCoupon' },
          },
          states: {
            pricing: {
              invoke: {
                id: 'priceOrder',
                src: 'priceOrder',
                input: ({ context }) => ({
                  use_loyalty_points: context.usePoints,
                  coupon: context.coupon,
                  delivery_type: context.form.delivery_type,
                }),
                onDone: {
                  target: 'priced',
                  actions: { type: 'takeTotals', params: ({ event }) => ({ totals: event.output }) },
                },
                onError: { target: 'unpriced' },
              },
            },
            priced: {},
            unpriced: {},
          },
        },
        coupon: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'coupon.apply': [{ guard: 'couponEntered', target: 'applying' }, { actions: 'couponMissing' }],
              },
            },
            applying: {
              invoke: {
                id: 'applyCoupon',
                src: 'applyCoupon',
                input: ({ context }) => ({
                  code: context.couponDraft.trim(),
                  use_loyalty_points: context.usePoints,
                  delivery_type: context.form.delivery_type,
                }),
                // The preview runs again: one started before the coupon, or with another points flag, is stale.
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'takeCoupon', params: ({ event }) => ({ totals: event.output }) }, 'refreshTotals'],
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'refuseCoupon', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'checkout.submit': [
                  { guard: 'formValid', target: 'submitting', actions: 'clearErrors' },
                  { actions: 'showInvalid' },
                ],
              },
            },
            // A second submit meanwhile is not heard.
            submitting: {
              invoke: {
                id: 'placeOrder',
                src: 'placeOrder',
                input: ({ context }) => ({ body: checkoutBody(context), idempotencyKey: context.idempotencyKey }),
                onDone: {
                  target: '#checkout.placed',
                  actions: { type: 'takeOrder', params: ({ event }) => ({ order: event.output }) },
                },
                onError: {
                  target: 'failed',
                  actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            failed: {
              on: {
                'checkout.submit': [
                  { guard: 'formValid', target: 'submitting', actions: 'clearErrors' },
                  { target: 'editing', actions: 'showInvalid' },
                ],
              },
            },
          },
        },
      },
    },
    placed: { type: 'final', entry: 'announcePlaced' },
  },
})
