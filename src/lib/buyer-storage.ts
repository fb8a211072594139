// What this browser keeps for the signed-in buyer between visits (the favourites list, the cart id): forgotten
// when the buyer signs out or is signed out, so the next visitor of the browser starts clean.
import { CART_STORAGE_KEY } from './cart/cart-id'
import { FAVORITES_STORAGE_KEY } from '../../contract/favorites'

export function forgetBuyerStorage(): void {
  try {
    window.localStorage.removeItem(FAVORITES_STORAGE_KEY)
    window.localStorage.removeItem(CART_STORAGE_KEY)
  } catch {
    // Storage may be off (private mode): then nothing was kept.
  }
}
