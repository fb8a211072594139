// orders/fast/ as JSON: the quick-order text resolved, and with `addToCart` its orderable lines put in the cart
// the storefront shows. No error alert: the panel shows the refusal.
import { MAX_QUICK_ORDER_TEXT, type QuickOrderResponse } from '../../../contract/orders'
import { api } from '../../api/instance'

type QuickOrderCall = { text: string; addToCart: boolean; cartId?: string | null; signal?: AbortSignal }

export function postQuickOrder({ text, addToCart, cartId, signal }: QuickOrderCall): Promise<QuickOrderResponse> {
  return api().post<QuickOrderResponse>('orders/fast/', { text, add_to_cart: addToCart }, { query: cartId ? { cart_id: cartId } : undefined, signal, suppressErrorAlert: true })
}

/** Bytes one character may take in UTF-8: so many bytes hold more characters than the server takes. */
const MAX_UTF8_BYTES = 4

/** A chosen file's text; of a huge file only enough to be refused as too long, not the whole of it. */
export const quickOrderFileText = (file: Blob) => file.slice(0, MAX_UTF8_BYTES * (MAX_QUICK_ORDER_TEXT + 1)).text()
