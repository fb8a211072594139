// Model-based test of the checkout machine: the shortest path to every transition is replayed against a live
// actor whose calls (calc-price, apply-coupon, orders/) are promises the test settles, checking that the preview
// runs again with the current points flag and coupon, that a coupon refusal stays under the coupon field, that
// an invalid form is never sent, that a second submit is not heard, that every attempt carries the one
// idempotency key, that a refusal keeps the form with the server's field errors or the checkout error, and that
// a placed order ends the machine and is emitted. The file ends by checking every state and transition was taken.
import { createTestModel } from '@xstate/graph'
import { afterAll, describe, expect, it } from 'vitest'
import type { Actor } from 'xstate'
import {
  checkoutBody,
  checkoutMachine,
  type ApplyCouponInput,
  type CheckoutEmitted,
  type CheckoutEvent,
  type CheckoutValues,
  type PlaceOrderInput,
  type PriceOrderInput,
} from '../../machines/checkout.machine'
import { earliestDeliveryDate } from '../../contract/dates/delivery-calendar'
import type { OrderDetail, OrderTotals } from '../../contract/orders'
import { FREE_DELIVERY_TOTALS } from '../fixtures/cart-extras'
import { coverageRecorder, expectWholeMachineTaken } from './harness/coverage'
import { deferredCall, settle, startEmitting, type DeferredCall } from './harness/deferred-call'
import { actorDone, actorError, testModelMachine } from './harness/model-machine'
import { modelParams, testPaths } from './harness/paths'
import { failureKeys } from './harness/state-keys'

const PRICED = actorDone('priceOrder')
const PRICE_FAILED = actorError('priceOrder')
const APPLIED = actorDone('applyCoupon')
const APPLY_FAILED = actorError('applyCoupon')
const PLACED = actorDone('placeOrder')
const PLACE_FAILED = actorError('placeOrder')

const KEY = '5b0c1f4e-2d6a-4c37-9a51-0d3e8f7b6a21'

const FORM: CheckoutValues = {
  company_name: 'ООО «Хвост»',
  email: 'buyer@example.com',
  phone: '+7 912 345-67-89',
  delivery_address: 'Москва, ул. Ленина, 1',
  delivery_type: 'delivery',
  payment_type: 'invoice',
  delivery_time: '10:00–14:00',
  delivery_date: earliestDeliveryDate(),
  comment: '',
}

const TOTALS: OrderTotals = {
  subtotal: 100_000,
  coupon: null,
  discount: 0,
  points_balance: 30_000,
  points_usable: 30_000,
  points_used: 0,
  points_max_share_percent: 20,
  ...FREE_DELIVERY_TOTALS,
  total: 100_000,
  items_count: 2,
  missing: [],
}
const WITH_COUPON: OrderTotals = {
  ...TOTALS,
  coupon: { code: 'WELCOME5', discount: 5_000 },
  discount: 5_000,
  total: 95_000,
}
const ORDER = { id: 7, number: 'VT-2026-000007', total: 95_000 } as OrderDetail

const OFFLINE = new TypeError('Failed to fetch')
const COUPON_REFUSED = { status: 400, data: { code: ['Такого действующего купона нет'] } }
const FIELD_REFUSED = { status: 400, data: { phone: ['Не менее 11 цифр'], cart: ['Корзина изменилась'] } }
const CHECKOUT_REFUSED = { status: 502, data: { detail: 'Сервер недоступен' } }

type ModelEvent =
  | CheckoutEvent
  | { type: typeof PRICED | typeof APPLIED; output: OrderTotals }
  | { type: typeof PLACED; output: OrderDetail }
  | { type: typeof PRICE_FAILED | typeof APPLY_FAILED | typeof PLACE_FAILED; error: unknown }

const events: ModelEvent[] = [
  { type: 'checkout.edit', field: 'phone', value: '' },
  { type: 'checkout.edit', field: 'phone', value: FORM.phone },
  { type: 'checkout.edit', field: 'delivery_type', value: 'pickup' },
  { type: 'checkout.submit' },
  { type: 'points.toggle', on: true },
  { type: 'coupon.edit', value: ' WELCOME5 ' },
  { type: 'coupon.apply' },
  { type: 'coupon.remove' },
  { type: 'totals.refresh' },
  { type: PRICED, output: TOTALS },
  { type: PRICE_FAILED, error: OFFLINE },
  { type: APPLIED, output: WITH_COUPON },
  { type: APPLY_FAILED, error: COUPON_REFUSED },
  { type: PLACED, output: ORDER },
  { type: PLACE_FAILED, error: FIELD_REFUSED },
  { type: PLACE_FAILED, error: CHECKOUT_REFUSED },
]

const model = createTestModel(testModelMachine(checkoutMachine), {
  events,
  input: { form: FORM, idempotencyKey: KEY },
  serializeState: failureKeys(),
})

const coverage = coverageRecorder()
let actor: Actor<typeof checkoutMachine>
let price: DeferredCall<OrderTotals, PriceOrderInput>
let apply: DeferredCall<OrderTotals, ApplyCouponInput>
let place: DeferredCall<OrderDetail, PlaceOrderInput>
let emitted: CheckoutEmitted[]
/** The form as the last submit found it. */
let submitted: ReturnType<typeof checkoutBody> | null

const snapshot = () => actor.getSnapshot()
const context = () => snapshot().context

const params = modelParams({
  actor: () => actor,
  states: {
    '#checkout.open.totals.pricing': () => {
      expect(price.inFlight()).toHaveLength(1)
      expect(price.inFlight()[0]!.input).toEqual({
        use_loyalty_points: context().usePoints,
        coupon: context().coupon,
        delivery_type: context().form.delivery_type,
      })
    },
    '#checkout.open.totals.priced': () => {
      expect(price.inFlight()).toEqual([])
      expect(context().totals).not.toBeNull()
    },
    '#checkout.open.totals.unpriced': () => expect(price.inFlight()).toEqual([]),
    '#checkout.open.coupon.idle': () => expect(apply.inFlight()).toEqual([]),
    '#checkout.open.coupon.applying': () => {
      expect(apply.inFlight()).toHaveLength(1)
      expect(apply.inFlight()[0]!.input).toEqual({
        code: 'WELCOME5',
        use_loyalty_points: context().usePoints,
        delivery_type: context().form.delivery_type,
      })
    },
    '#checkout.open.form.editing': () => expect(place.inFlight()).toEqual([]),
    '#checkout.open.form.submitting': () => {
      // One call at a time, with the form as it was submitted and the same key on every attempt.
      expect(place.inFlight()).toHaveLength(1)
      expect(place.inFlight()[0]!.input).toEqual({ body: submitted, idempotencyKey: KEY })
      expect(place.calls.every((call) => call.input.idempotencyKey === KEY)).toBe(true)
      expect(context().fieldErrors).toEqual({})
    },
    '#checkout.open.form.failed': () => {
      expect(place.inFlight()).toEqual([])
      expect(context().form.company_name).toBe(FORM.company_name)
    },
    '#checkout.placed': () => {
      expect(snapshot().status).toBe('done')
      expect(emitted).toEqual([{ type: 'checkout.placed', order: ORDER }])
      expect(price.inFlight()).toEqual([])
      expect(apply.inFlight()).toEqual([])
    },
  },
  events,
  on: {
    'checkout.edit': ({ field, value }) => {
      const pricing = price.calls.length
      actor.send({ type: 'checkout.edit', field, value })
      expect(context().form[field]).toBe(value)
      expect(context().fieldErrors[field]).toBeUndefined()
      // The delivery method's cost is part of the total: a new method is priced again, other fields are not.
      expect(price.calls.length).toBe(field === 'delivery_type' ? pricing + 1 : pricing)
    },
    'checkout.submit': () => {
      const before = { calls: place.calls.length, state: snapshot().value }
      const valid = context().form.phone !== ''
      const submittingBefore = JSON.stringify(before.state).includes('"submitting"')
      if (!submittingBefore) submitted = checkoutBody(context())
      actor.send({ type: 'checkout.submit' })
      if (submittingBefore) expect(place.calls).toHaveLength(before.calls)
      else if (valid) expect(place.calls).toHaveLength(before.calls + 1)
      else {
        // Never sent; the shared rules' message key is under the field.
        expect(place.calls).toHaveLength(before.calls)
        expect(context().fieldErrors.phone).toEqual(['forms_validation_required'])
      }
    },
    'points.toggle': () => {
      actor.send({ type: 'points.toggle', on: true })
      expect(context().usePoints).toBe(true)
    },
    'coupon.edit': () => {
      actor.send({ type: 'coupon.edit', value: ' WELCOME5 ' })
      expect(context().couponError).toBeNull()
    },
    'coupon.apply': () => {
      const entered = context().couponDraft.trim() !== ''
      const running = apply.inFlight().length
      actor.send({ type: 'coupon.apply' })
      if (!entered) expect(context().couponError).toBe('forms_validation_required')
      else if (running === 0) expect(apply.inFlight()).toHaveLength(1)
    },
    'coupon.remove': () => {
      actor.send({ type: 'coupon.remove' })
      expect(context().coupon).toBe('')
      expect(context().couponDraft).toBe('')
    },
    [PRICED]: async () => {
      await settle(actor, price, { output: TOTALS })
      expect(context().totals).toEqual(TOTALS)
    },
    [PRICE_FAILED]: async () => {
      const before = context().totals
      await settle(actor, price, { error: OFFLINE })
      expect(context().totals).toBe(before)
    },
    [APPLIED]: async () => {
      await settle(actor, apply, { output: WITH_COUPON })
      expect(context().coupon).toBe('WELCOME5')
      expect(context().couponError).toBeNull()
      // The preview runs again with the coupon.
      expect(price.inFlight().map((call) => call.input.coupon)).toEqual(['WELCOME5'])
    },
    [APPLY_FAILED]: async () => {
      const coupon = context().coupon
      await settle(actor, apply, { error: COUPON_REFUSED })
      expect(context().couponError).toBe('Такого действующего купона нет')
      expect(context().coupon).toBe(coupon)
    },
    [PLACED]: (event) => settle(actor, place, event),
    [PLACE_FAILED]: async ({ error }) => {
      const form = context().form
      await settle(actor, place, { error: error })
      expect(context().form).toEqual(form)
      if (error === FIELD_REFUSED) {
        // A form field's error goes under it; one the form does not have becomes the message.
        expect(context().fieldErrors).toEqual({ phone: ['Не менее 11 цифр'] })
        expect(context().message).toBe('Корзина изменилась')
      } else {
        expect(context().fieldErrors).toEqual({})
        expect(context().message).toBe('Сервер недоступен')
      }
    },
  },
})

function startActor() {
  price = deferredCall<OrderTotals, PriceOrderInput>()
  apply = deferredCall<OrderTotals, ApplyCouponInput>()
  place = deferredCall<OrderDetail, PlaceOrderInput>()
  emitted = []
  submitted = null
  const machine = checkoutMachine.provide({
    actors: { priceOrder: price.logic, applyCoupon: apply.logic, placeOrder: place.logic },
  })
  actor = startEmitting(machine, { input: { form: FORM, idempotencyKey: KEY }, inspect: coverage.inspect }, emitted)
}

describe('checkout machine: model', () => {
  testPaths(model.getShortestPaths(), params, { start: startActor, stop: () => actor.stop() })
})

describe('checkout machine: rules', () => {
  it('retries a failed attempt with the same idempotency key', async () => {
    startActor()
    actor.send({ type: 'checkout.submit' })
    actor.send({ type: 'checkout.submit' })
    expect(place.calls).toHaveLength(1)
    await settle(actor, place, { error: OFFLINE })
    expect(context().message).toBe('errors_serverError')
    actor.send({ type: 'checkout.submit' })
    expect(place.calls.map((call) => call.input.idempotencyKey)).toEqual([KEY, KEY])
    actor.stop()
  })

  it('sends no address for a pickup and needs one for a delivery', () => {
    startActor()
    actor.send({ type: 'checkout.edit', field: 'delivery_address', value: '' })
    actor.send({ type: 'checkout.submit' })
    expect(context().fieldErrors.delivery_address).toEqual(['forms_validation_required'])
    actor.send({ type: 'checkout.edit', field: 'delivery_type', value: 'pickup' })
    expect(context().fieldErrors.delivery_address).toBeUndefined()
    actor.send({ type: 'checkout.edit', field: 'delivery_address', value: 'left over' })
    actor.send({ type: 'checkout.submit' })
    expect(place.calls[0]!.input.body).toMatchObject({ delivery_type: 'pickup', delivery_address: '' })
    actor.stop()
  })

  it('prices the total again for the delivery method chosen', () => {
    startActor()
    expect(price.inFlight().map((call) => call.input.delivery_type)).toEqual(['delivery'])
    actor.send({ type: 'checkout.edit', field: 'delivery_type', value: 'pickup' })
    expect(price.inFlight().map((call) => call.input.delivery_type)).toEqual(['pickup'])
    actor.send({ type: 'checkout.edit', field: 'comment', value: 'no call' })
    expect(price.calls).toHaveLength(2)
    actor.stop()
  })

  it('refuses a delivery date in the past', () => {
    startActor()
    actor.send({ type: 'checkout.edit', field: 'delivery_date', value: '2000-01-01' })
    actor.send({ type: 'checkout.submit' })
    expect(context().fieldErrors.delivery_date).toEqual(['orders_validation_date_past'])
    expect(place.calls).toEqual([])
    actor.stop()
  })
})

afterAll(() => expectWholeMachineTaken(coverage, checkoutMachine))
