// The checkout page's machine with its calls: orders/calc-price/, orders/apply-coupon/ and orders/ on the cart
// the storefront knows. The form starts from the buyer's profile. A placed order opens its confirmation
// (/order/form/?placed={id}, so a reload still shows it), then the cart is loaded again (the header empties),
// the e-commerce purchase is reported and the next checkout gets a new idempotency key.
import { useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import { checkoutMachine, type CheckoutValueField, type CheckoutValues } from '../../machines/checkout.machine'
import { trackEcommerce } from '../lib/analytics/counters'
import { applyCoupon, placeOrder, priceOrder } from '../api/orders'
import { storedCartId } from '../lib/cart/cart-id'
import { checkoutKey, renewCheckoutKey } from '../lib/checkout/checkout-key'
import { messageText } from '../lib/forms/messages'
import { localizeHref } from '../../messages/compiled/runtime.js'
import type { AccountUser } from '../../contract/account'
import type { OrderDetail } from '../../contract/orders'
import { useCart } from './cart-provider'

const prefilled = (user: AccountUser | null): CheckoutValues => ({
  company_name: user?.organization_name ?? '',
  email: user?.email ?? '',
  phone: user?.phone ?? '',
  delivery_address: user?.actual_address ?? '',
  delivery_type: 'delivery',
  payment_type: 'invoice',
  delivery_time: '',
  delivery_date: '',
  comment: '',
})

function reportPurchase(order: OrderDetail) {
  const products = order.items.map((line) => ({
    id: line.product_id ?? line.id,
    name: line.name,
    price: line.price / 100,
    quantity: line.quantity,
  }))
  trackEcommerce('purchase', products, order.number)
}

// On the cart the storefront knows, read at each call; the form shows every failure itself.
const inShownCart = () => ({ cartId: storedCartId(), suppressErrorAlert: true })

const machine = checkoutMachine.provide({
  actors: {
    priceOrder: fromPromise(({ input }) => priceOrder(input, inShownCart())),
    applyCoupon: fromPromise(({ input }) => applyCoupon(input, inShownCart())),
    placeOrder: fromPromise(({ input }) => placeOrder(input.body, input.idempotencyKey, inShownCart())),
  },
})

export function useCheckout(user: AccountUser | null) {
  const router = useRouter()
  const { run } = useCart()
  const actor = useActorRef(machine, { input: { form: prefilled(user), idempotencyKey: checkoutKey() } })

  useEffect(() => {
    const subscription = actor.on('checkout.placed', ({ order }) => {
      renewCheckoutKey()
      reportPurchase(order)
      void router
        .navigate({ href: `${localizeHref('/order/form/')}?placed=${order.id}` })
        .then(() => run({ kind: 'load' }))
    })
    return () => subscription.unsubscribe()
  }, [actor, router, run])

  const context = useSelector(actor, (snapshot) => snapshot.context)
  const status = useSelector(
    actor,
    (snapshot) => ({
      pricing: snapshot.matches({ open: { totals: 'pricing' } }),
      unpriced: snapshot.matches({ open: { totals: 'unpriced' } }),
      applying: snapshot.matches({ open: { coupon: 'applying' } }),
      // Placed counts as sending until the confirmation replaces the form.
      submitting: snapshot.matches({ open: { form: 'submitting' } }) || snapshot.status === 'done',
    }),
    (a, b) =>
      a.pricing === b.pricing &&
      a.unpriced === b.unpriced &&
      a.applying === b.applying &&
      a.submitting === b.submitting,
  )

  const send = actor.send
  return {
    values: context.form,
    totals: context.totals,
    usePoints: context.usePoints,
    coupon: context.coupon,
    couponDraft: context.couponDraft,
    couponErrors: context.couponError
      ? [messageText(context.couponError)]
      : (context.fieldErrors.coupon ?? []).map(messageText),
    message: context.message === null ? null : messageText(context.message),
    ...status,
    errors: (field: string) => (context.fieldErrors[field] ?? []).map(messageText),
    edit: (field: CheckoutValueField, value: string) => send({ type: 'checkout.edit', field, value }),
    submit: () => send({ type: 'checkout.submit' }),
    togglePoints: (on: boolean) => send({ type: 'points.toggle', on }),
    editCoupon: (value: string) => send({ type: 'coupon.edit', value }),
    applyCoupon: () => send({ type: 'coupon.apply' }),
    removeCoupon: () => send({ type: 'coupon.remove' }),
    refreshTotals: () => send({ type: 'totals.refresh' }),
  }
}

export type Checkout = ReturnType<typeof useCheckout>
