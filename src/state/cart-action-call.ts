// The carts/… call behind each cart machine action, on the cart the storefront knows. No error alert: the cart
// machine turns a failure into its notice.
import type { CartAction } from '../../machines/cart.machine'
import type { Cart, CartAddResult } from '../../contract/cart'
import {
  addCartItem,
  clearCart,
  decreaseCartItem,
  getCart,
  increaseCartItem,
  removeCartItem,
  setCartItemComment,
  setCartItemQuantity,
} from '../api/cart'

export function runCartAction(action: CartAction, cartId: string | null): Promise<Cart | CartAddResult> {
  const options = { cartId, suppressErrorAlert: true }
  switch (action.kind) {
    case 'load':
      return getCart(options)
    case 'add':
      return addCartItem(action.product, action.quantity, options)
    case 'increase':
      return increaseCartItem(action.item, options)
    case 'decrease':
      return decreaseCartItem(action.item, options)
    case 'remove':
      return removeCartItem(action.item, options)
    case 'set':
      return setCartItemQuantity(action.item, action.quantity, options)
    case 'comment':
      return setCartItemComment(action.item, action.comment, options)
    case 'clear':
      return clearCart(options)
  }
}
