// The id of the cart the storefront shows, kept in localStorage so every call that changes the cart names it.
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

export function keepCartId(cartId: string | null): void {
  try {
    if (cartId) window.localStorage.setItem(CART_STORAGE_KEY, cartId)
    else window.localStorage.removeItem(CART_STORAGE_KEY)
  } catch {
    // Storage may be off (private mode): the server still knows the buyer's latest cart.
  }
}
