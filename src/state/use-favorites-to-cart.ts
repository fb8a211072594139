// "Move all to cart" on the favourites page: POST favorites-to-cart/ once at a time, with the cart id the
// storefront knows; the cart it answers becomes the app's one cart (decision 012), so the header and the cards
// show it at once. The answer's counts or the refusal are kept to show.
import { useState } from 'react'
import { isApiError, formatApiError } from '../api/errors'
import { moveFavoritesToCart } from '../api/favorites'
import { storedCartId } from '../lib/cart/cart-id'
import { useCart } from './cart-provider'

export type MoveOutcome = { kind: 'moved'; added: number; skipped: number } | { kind: 'failed'; message: string | null }

export function useFavoritesToCart() {
  const { replace } = useCart()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<MoveOutcome | null>(null)

  const move = async () => {
    if (busy) return
    setBusy(true)
    setOutcome(null)
    try {
      const { added, skipped, ...cart } = await moveFavoritesToCart({
        cartId: storedCartId(),
        suppressErrorAlert: true,
      })
      replace(cart)
      setOutcome({ kind: 'moved', added, skipped })
    } catch (error) {
      setOutcome({ kind: 'failed', message: isApiError(error) ? formatApiError(error.data) || null : null })
    } finally {
      setBusy(false)
    }
  }

  return { busy, outcome, move, dismiss: () => setOutcome(null) }
}
