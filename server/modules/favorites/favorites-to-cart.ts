// favorites-to-cart/: one pack of every favourite the buyer may order goes into the cart through the cart's own
// change (same rules, same row lock). Favourites already in the cart are left as they are, and ones the cart
// refuses (not orderable, out of stock) are skipped; both are counted as skipped.
import { eq } from 'drizzle-orm'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { cartItems } from '../../db/schema/ordering'
import { InvalidFields } from '../../domain-errors'
import { changeCart, currentCartId } from '../cart/cart-changes'
import { favoriteIds } from './favorites-store'

export type MoveResult = { cartId: string | null; added: number; skipped: number }

export async function moveFavoritesToCart(
  db: Db,
  userId: number,
  requestedCartId: string | undefined,
  locale: Locale,
): Promise<MoveResult> {
  const ids = await favoriteIds(db, userId)
  let cartId = await currentCartId(db, userId, requestedCartId)
  const inCart = new Set(
    cartId
      ? (await db.select({ id: cartItems.productId }).from(cartItems).where(eq(cartItems.cartId, cartId))).map(
          (row) => row.id,
        )
      : [],
  )
  let added = 0
  for (const product of ids) {
    if (inCart.has(product)) continue
    try {
      cartId = (await changeCart(db, userId, cartId ?? undefined, { kind: 'add', product, quantity: 1 }, locale)).cartId
      added += 1
    } catch (error) {
      // A refused product is a field error; anything else (an account that may not order) ends the request.
      if (!(error instanceof InvalidFields)) throw error
    }
  }
  return { cartId, added, skipped: ids.length - added }
}
