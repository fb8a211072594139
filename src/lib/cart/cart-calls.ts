// The carts/… call behind each cart machine action, with the cart id the storefront knows.
import type { CartAction } from '../../../machines/cart.machine'
import type { Cart, CartAddResult } from '../../../contract/cart'
import { api } from '../../api/instance'

/** localStorage key of the cart id (SPEC 3 "Favorites": the cart is stored under key cart). */
export const CART_STORAGE_KEY = 'cart'

/** The cart id kept in the browser (the cart provider keeps it current), or null. */
export function storedCartId(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY)
  } catch {
    return null
  }
}

export function runCartAction(action: CartAction, cartId: string | null): Promise<Cart | CartAddResult> {
  const client = api()
  const options = { query: cartId ? { cart_id: cartId } : undefined, suppressErrorAlert: true }
  const item = (id: number, step: string) => `carts/items/${id}/${step}`
  switch (action.kind) {
    case 'load':
      return client.get<Cart>('carts/', options)
    case 'add':
      return client.post<CartAddResult>('carts/items/', { product: action.product, quantity: action.quantity }, options)
    case 'increase':
      return client.post<Cart>(item(action.item, 'increase/'), undefined, options)
    case 'decrease':
      return client.post<Cart>(item(action.item, 'decrease/'), undefined, options)
    case 'remove':
      return client.delete<Cart>(item(action.item, ''), options)
    case 'set':
      return client.post<Cart>(item(action.item, 'update-quantity/'), { quantity: action.quantity }, options)
    case 'comment':
      return client.post<Cart>(item(action.item, 'update-comment/'), { comment: action.comment }, options)
    case 'clear':
      return client.post<Cart>('carts/clear/', undefined, options)
  }
}
