// The orders/… calls behind the checkout machine's actors, on the cart the storefront knows (the id the cart
// machine keeps), and the
// idempotency key of the checkout under way: kept for the browser tab, so a retry after a lost answer (even
// after a reload) carries the same key and the server answers the order it already made; renewed once placed.
import type { ApplyCouponInput, PlaceOrderInput, PriceOrderInput } from '../../../machines/checkout.machine'
import type { OrderDetail, OrderTotals } from '../../../contract/orders'
import { api } from '../../api/instance'
import { CART_STORAGE_KEY } from '../cart/cart-calls'

const KEY_STORAGE = 'checkout_key'

function knownCartId(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY)
  } catch {
    return null
  }
}

const options = () => {
  const cartId = knownCartId()
  return { query: cartId ? { cart_id: cartId } : undefined, suppressErrorAlert: true }
}

export const priceOrder = (input: PriceOrderInput) => api().post<OrderTotals>('orders/calc-price/', input, options())

export const applyCoupon = (input: ApplyCouponInput) => api().post<OrderTotals>('orders/apply-coupon/', input, options())

export const placeOrder = ({ body, idempotencyKey }: PlaceOrderInput) =>
  api().post<OrderDetail>('orders/', body, { ...options(), headers: { 'Idempotency-Key': idempotencyKey } })

/** The key of the checkout under way (a new one when there is none yet). */
export function checkoutKey(): string {
  try {
    const kept = window.sessionStorage.getItem(KEY_STORAGE)
    if (kept) return kept
    const key = crypto.randomUUID()
    window.sessionStorage.setItem(KEY_STORAGE, key)
    return key
  } catch {
    // No storage (private mode, the server render): the key lives as long as the page.
    return crypto.randomUUID()
  }
}

/** After a placed order the next checkout is another one. */
export function renewCheckoutKey(): void {
  try {
    window.sessionStorage.removeItem(KEY_STORAGE)
  } catch {
    // Nothing kept, nothing to renew.
  }
}
