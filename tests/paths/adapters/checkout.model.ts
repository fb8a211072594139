// The checkout as the buyer meets it on /order/form/: the machine itself, one call at a time (the page waits for
// the preview, the coupon or the order before the next press), the answers the server gives (WELCOME5 applies,
// the expired SUMMER10 is refused) and the failures the adapter answers itself (a preview that fails, an order
// refused with a field error and a stray one, an order the server fails on). The server's texts stand as the
// app's message keys: the adapter answers them translated into the path's language.
import { TestModel } from '@xstate/graph'
import type { AnyMachineSnapshot } from 'xstate'
import { checkoutMachine, type CheckoutContext, type CheckoutValues } from '../../../machines/checkout.machine'
import { earliestDeliveryDate } from '../../../contract/dates/delivery-calendar'
import type { OrderDetail, OrderTotals } from '../../../contract/orders'
import { FREE_DELIVERY_TOTALS } from '../../fixtures/cart-extras'
import { actorDone, actorError, testModelMachine } from '../../machines/harness/model-machine'
import { keyedBy } from '../../machines/harness/state-keys'
import { coveringPaths, lazyPaths, offeredOnly } from '../model-paths'

export const PRICED = actorDone('priceOrder')
export const PRICE_FAILED = actorError('priceOrder')
export const APPLIED = actorDone('applyCoupon')
export const APPLY_FAILED = actorError('applyCoupon')
export const PLACED = actorDone('placeOrder')
export const PLACE_FAILED = actorError('placeOrder')

/** The coupon the demo data keeps valid, and the one it keeps expired. */
export const VALID_COUPON = 'WELCOME5'
export const EXPIRED_COUPON = 'SUMMER10'

/** The contacts the adapter types over the buyer's profile, so every path starts from the same form. */
export const FORM: CheckoutValues = {
  company_name: 'Pet Goods Trading',
  email: 'orders@example.com',
  phone: '+7 912 345-67-89',
  delivery_address: 'Moscow, 1 Lenina St',
  delivery_type: 'delivery',
  payment_type: 'invoice',
  delivery_time: '',
  delivery_date: '',
  comment: '',
}

export const INPUT = { form: FORM, idempotencyKey: 'paths' }

/** The model's answers: only whether there are totals, and an applied coupon's code, are read. */
const TOTALS: OrderTotals = {
  subtotal: 500_000,
  coupon: null,
  discount: 0,
  points_balance: 30_000,
  points_usable: 30_000,
  points_used: 0,
  points_max_share_percent: 20,
  ...FREE_DELIVERY_TOTALS,
  total: 500_000,
  items_count: 1,
  missing: [],
}
const WITH_COUPON: OrderTotals = { ...TOTALS, coupon: { code: VALID_COUPON, discount: 25_000 }, discount: 25_000 }
const ORDER = { id: 0 } as OrderDetail

/** The errors as the API client throws them (`{status, data}`), the server's texts as message keys. */
export const COUPON_REFUSED = { status: 400, data: { code: ['orders_coupon_invalid'] } }
export const FIELD_REFUSED = {
  status: 400,
  data: { phone: ['forms_validation_phone_min'], cart: ['orders_cart_empty'] },
}
export const SERVER_FAILED = { status: 500, data: {} }
const PRICE_FAILURE = { status: 500, data: {} }

export type ModelEvent =
  | { type: 'checkout.edit'; field: 'phone' | 'delivery_date'; value: string }
  | { type: 'checkout.submit' }
  | { type: 'points.toggle'; on: boolean }
  | { type: 'coupon.edit'; value: string }
  | { type: 'coupon.apply' }
  | { type: 'coupon.remove' }
  | { type: 'totals.refresh' }
  | { type: typeof PRICED | typeof APPLIED; output: OrderTotals }
  | { type: typeof PLACED; output: OrderDetail }
  | { type: typeof PRICE_FAILED | typeof APPLY_FAILED | typeof PLACE_FAILED; error: { status: number; data: unknown } }

export const checkoutModel = testModelMachine(checkoutMachine)

/** The first day the checkout's calendar offers (the shop's default cut-off), worked out when the paths are made. */
export const deliveryDate = () => earliestDeliveryDate()

export const EXCLUDED = []

function offered(state: AnyMachineSnapshot, date: string): ModelEvent[] {
  if (state.status === 'done') return []
  const { form, totals, coupon, couponDraft, usePoints } = state.context as CheckoutContext
  if (state.matches({ open: { form: 'submitting' } }))
    return [
      // Orders are placed without points, so the buyer's balance lasts every run.
      ...(usePoints ? [] : [{ type: PLACED, output: ORDER } as const]),
      { type: PLACE_FAILED, error: FIELD_REFUSED },
      { type: PLACE_FAILED, error: SERVER_FAILED },
    ]
  if (state.matches({ open: { coupon: 'applying' } }))
    return couponDraft.trim() === VALID_COUPON
      ? [{ type: APPLIED, output: WITH_COUPON }]
      : [{ type: APPLY_FAILED, error: COUPON_REFUSED }]
  if (state.matches({ open: { totals: 'pricing' } }))
    return [
      { type: PRICED, output: coupon ? WITH_COUPON : TOTALS },
      { type: PRICE_FAILED, error: PRICE_FAILURE },
    ]
  const drafts = [VALID_COUPON, EXPIRED_COUPON, ''].filter((value) => value !== couponDraft)
  return [
    ...(form.delivery_date ? [] : [{ type: 'checkout.edit', field: 'delivery_date', value: date } as const]),
    { type: 'checkout.edit', field: 'phone', value: form.phone ? '' : FORM.phone },
    { type: 'checkout.submit' },
    // The points box shows once the preview has told the balance.
    ...(totals ? [{ type: 'points.toggle', on: !usePoints } as const] : []),
    ...drafts.map((value) => ({ type: 'coupon.edit', value }) as const),
    { type: 'coupon.apply' },
    ...(coupon ? [{ type: 'coupon.remove' } as const] : []),
    ...(state.matches({ open: { totals: 'unpriced' } }) ? [{ type: 'totals.refresh' } as const] : []),
  ]
}

/** What the guards and the page read: the form's validity, the coupon, points, totals and the errors shown. */
const keyOf = (state: AnyMachineSnapshot) => {
  const context = state.context as CheckoutContext
  const { form, coupon, couponDraft, couponError, usePoints, totals, fieldErrors, message } = context
  return [
    JSON.stringify(state.value),
    `date=${Boolean(form.delivery_date)} phone=${Boolean(form.phone)} points=${usePoints}`,
    `coupon=${coupon || '-'} draft=${couponDraft || '-'} couponError=${couponError !== null}`,
    `totals=${totals !== null} errors=${Object.keys(fieldErrors).sort().join(',')} message=${message !== null}`,
  ].join(' ')
}

export const checkoutPaths = lazyPaths(() => {
  const date = deliveryDate()
  const model = new TestModel(checkoutModel, {
    ...offeredOnly(checkoutModel),
    events: (state) => offered(state, date),
    input: INPUT,
    serializeState: keyedBy(keyOf),
  })
  return coveringPaths(model.getShortestPaths(), checkoutModel, INPUT)
})
