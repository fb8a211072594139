import { createFileRoute } from '@tanstack/react-router'
import { CheckoutConfirmation } from '../../../components/checkout/checkout-confirmation'
import { CheckoutPage } from '../../../components/checkout/checkout-page'
import { getOrder } from '../../../api/orders'
import { m } from '../../../../messages/compiled/messages.js'

const ORDER_ID = /^[1-9]\d{0,9}$/

/** `?placed={id}` of the confirmation: a positive whole number, else nothing. */
const placedId = (value: unknown) => {
  const text = typeof value === 'number' || typeof value === 'string' ? String(value) : ''
  return ORDER_ID.test(text) ? text : undefined
}

export const Route = createFileRoute('/order/form/')({
  validateSearch: (search: Record<string, unknown>): { placed?: string } => {
    const placed = placedId(search.placed)
    return placed ? { placed } : {}
  },
  loaderDeps: ({ search }) => ({ placed: search.placed ?? null }),
  // An order that is not the buyer's (or no longer there) leaves the normal form.
  loader: async ({ deps: { placed } }) => ({
    order: placed ? await getOrder(placed, { suppressErrorAlert: true }).catch(() => null) : null,
  }),
  head: () => ({
    meta: [{ title: `${m.checkout_title()} — ${m.site_name()}` }, { name: 'robots', content: 'noindex,nofollow' }],
  }),
  staticData: { keepsFormWhenSignedOut: true },
  component: CheckoutRoute,
})

function CheckoutRoute() {
  const { order } = Route.useLoaderData()
  return order ? <CheckoutConfirmation order={order} /> : <CheckoutPage />
}
