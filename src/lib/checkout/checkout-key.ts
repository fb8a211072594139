// The idempotency key of the checkout under way: kept for the browser tab, so a retry after a lost answer (even
// after a reload) carries the same key and the server answers the order it already made; renewed once placed.
const KEY_STORAGE = 'checkout_key'

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
