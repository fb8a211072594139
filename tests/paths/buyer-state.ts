// What a path may change of the buyer's and the runner puts back after it: the cart's lines and the favourites.
// Taken once before a machine's paths, restored after each path (in safe mode the guard lets only these through).
import type { Cart, CartAddResult } from '../../contract/cart'
import type { FavoritesShort } from '../../contract/favorites'
import type { PathSession } from './session'

export type BuyerState = { lines: { product: number; quantity: number; comment: string }[]; favorites: number[] }

export async function takeBuyerState(session: PathSession): Promise<BuyerState> {
  const cart = await session.api<Cart>('GET', 'carts/')
  const favorites = await session.api<FavoritesShort>('GET', 'favorites/?short=true&limit=1000')
  return {
    lines: cart.items.map((line) => ({ product: line.product.id, quantity: line.quantity, comment: line.comment })),
    favorites: favorites.results.map((favorite) => favorite.id),
  }
}

const sameLines = (cart: Cart, lines: BuyerState['lines']) =>
  cart.items.length === lines.length &&
  lines.every(({ product, quantity, comment }) =>
    cart.items.some((line) => line.product.id === product && line.quantity === quantity && line.comment === comment),
  )

/** Puts the cart and the favourites back as `state` found them (nothing is sent where nothing changed). */
export async function restoreBuyerState(session: PathSession, state: BuyerState) {
  const cart = await session.api<Cart>('GET', 'carts/')
  if (!sameLines(cart, state.lines)) {
    await session.api('POST', 'carts/clear/')
    for (const { product, quantity, comment } of state.lines) {
      const added = await session.api<CartAddResult>('POST', 'carts/items/', { product, quantity })
      if (comment) await session.api('POST', `carts/items/${added.item_added.id}/update-comment/`, { comment })
    }
  }
  const now = (await session.api<FavoritesShort>('GET', 'favorites/?short=true&limit=1000')).results.map((f) => f.id)
  for (const id of now.filter((id) => !state.favorites.includes(id)))
    await session.api('DELETE', 'favorites/', { favorite_products: id })
  const missing = state.favorites.filter((id) => !now.includes(id))
  if (missing.length > 0) await session.api('POST', 'favorites/', { favorite_products: missing })
}
