// What a caller still chooses about a call to a domain function of src/api: the path, query, body and answer type
// are the function's.
import type { CallOptions } from './client'

/** Cancel it (`signal`), keep the global 502/504 alert out when the caller shows its own, add headers. */
export type CallControl = Omit<CallOptions, 'query'>

/**
 * A call on the buyer's cart names the cart the storefront shows (`cart_id`); without one the server takes the
 * buyer's latest cart.
 */
export type InCart = CallControl & { cartId?: string | null }

export function inCart({ cartId, ...control }: InCart): CallOptions {
  return { ...control, query: cartId ? { cart_id: cartId } : undefined }
}
