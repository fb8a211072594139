// Favourites of SPEC section 7 and the account paths around them. Decisions the SPEC leaves open:
// - favorites/ GET answers `{count, results}`: with short=true the ids (`{id}`), else the viewer's product cards
//   (no prices for guests). A signed-in user gets the stored list; a guest gets the products of `favorite_products`
//   (the local list) that exist, so the storefront can drop ids of withdrawn goods.
//   limit (≤ 1 000 000) and offset page it.
// - POST favorites/ `{favorite_products: [ids]}` adds (idempotent, already saved ids keep their place) and
//   DELETE favorites/ `{favorite_products: id}` removes; both answer the short list. Unknown or hidden products
//   are ignored everywhere (never stored, never answered), so a stale local list merges without an error.
// - favorites-check/?favorite_products=1,2 answers `{results: [ids that are favourites]}`; favorite-items/ pages
//   the cards (24 by default); favorites-page/ is the staff-edited page text like account-page/.
// - favorites-to-cart/ (POST, `cart_id` query as the carts/ calls) adds one pack of every orderable favourite
//   not yet in the cart and answers the cart with `added` and `skipped`.
// Every path but GET favorites/ is for signed-in users (401 for guests); favorites-to-cart/ needs an active buyer.
import { Hono, type Context } from 'hono'
import {
  AddFavoritesBody,
  FavoriteItemsQuery,
  FavoritesCheckQuery,
  FavoritesQuery,
  RemoveFavoriteBody,
  type FavoritesCards,
  type FavoritesCheck,
  type FavoritesShort,
  type FavoritesToCartResult,
} from '../../../contract/favorites'
import type { AppEnv } from '../../context'
import { accountPageRoute } from '../../http/account-page-route'
import { buyerOf } from '../../http/buyer'
import { cartAnswer, requestedCart } from '../../http/cart-request'
import { requireUser } from '../../http/require-user'
import { objectBody, parseInput, queryObject } from '../../http/validate'
import { FAVORITES_PAGE_SLUG } from '../accounts/account-pages'
import { loadProductCards, viewerOf } from '../catalogue/product-cards'
import { addFavorites, existingProducts, favoriteIds, removeFavorite } from './favorites-store'
import { moveFavoritesToCart } from './favorites-to-cart'

type C = Context<AppEnv>

const shortList = (ids: number[], { limit, offset } = { limit: ids.length, offset: 0 }): FavoritesShort => ({
  count: ids.length,
  results: ids.slice(offset, offset + limit).map((id) => ({ id })),
})

async function cardsPage(c: C, ids: number[], paging: { limit: number; offset: number }): Promise<FavoritesCards> {
  const page = ids.slice(paging.offset, paging.offset + paging.limit)
  return { count: ids.length, results: await loadProductCards(c.var.ctx.db, page, viewerOf(c.var.user), c.var.locale) }
}

async function storedShortList(c: C, userId: number) {
  return c.json(shortList(await favoriteIds(c.var.ctx.db, userId)))
}

export const favoriteRoutes = new Hono<AppEnv>()
  .get('/favorites/', async (c) => {
    const { db } = c.var.ctx
    const query = parseInput(FavoritesQuery, queryObject(c.req.url), c.var.locale)
    const user = c.var.user
    const ids = user ? await favoriteIds(db, user.id) : await existingProducts(db, query.favorite_products ?? [])
    if (query.short === 'true') return c.json(shortList(ids, query))
    return c.json(await cardsPage(c, ids, query))
  })
  .post('/favorites/', async (c) => {
    const user = requireUser(c)
    const { favorite_products } = parseInput(AddFavoritesBody, await objectBody(c), c.var.locale)
    await addFavorites(c.var.ctx.db, user.id, favorite_products)
    return storedShortList(c, user.id)
  })
  .delete('/favorites/', async (c) => {
    const user = requireUser(c)
    const { favorite_products } = parseInput(RemoveFavoriteBody, await objectBody(c), c.var.locale)
    await removeFavorite(c.var.ctx.db, user.id, favorite_products)
    return storedShortList(c, user.id)
  })
  .get('/favorites-check/', async (c) => {
    const user = requireUser(c)
    const { favorite_products } = parseInput(FavoritesCheckQuery, queryObject(c.req.url), c.var.locale)
    const saved = new Set(await favoriteIds(c.var.ctx.db, user.id))
    return c.json({ results: favorite_products.filter((id) => saved.has(id)) } satisfies FavoritesCheck)
  })
  .get('/favorite-items/', async (c) => {
    const user = requireUser(c)
    const paging = parseInput(FavoriteItemsQuery, queryObject(c.req.url), c.var.locale)
    return c.json(await cardsPage(c, await favoriteIds(c.var.ctx.db, user.id), paging))
  })
  .get('/favorites-page/', accountPageRoute(FAVORITES_PAGE_SLUG))
  .post('/favorites-to-cart/', async (c) => {
    const user = buyerOf(c)
    const { cartId, added, skipped } = await moveFavoritesToCart(c.var.ctx.db, user.id, requestedCart(c), c.var.locale)
    const cart = await cartAnswer(c, cartId, user)
    return c.json({ ...cart, added, skipped } satisfies FavoritesToCartResult)
  })
