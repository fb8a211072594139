// The signed-in buyer's favourites (server/modules/favorites): the ids, the cards, the page's copy, and moving
// them all to the cart.
import type { AccountContentPage } from '../../contract/account-page'
import {
  FAVORITES_LIMIT,
  type FavoritesCards,
  type FavoritesShort,
  type FavoritesToCartResult,
} from '../../contract/favorites'
import { inCart, type CallControl, type InCart } from './call-control'
import { api } from './instance'

/** Every favourite's id. */
export const getFavoriteIds = (options?: CallControl) =>
  api().get<FavoritesShort>('favorites/', { ...options, query: { limit: FAVORITES_LIMIT, short: 'true' } })

/** Adds products to the favourites; answers the whole list. */
export const addFavorites = (ids: number[], options?: CallControl) =>
  api().post<FavoritesShort>('favorites/', { favorite_products: ids }, options)

export const removeFavorite = (id: number, options?: CallControl) =>
  api().delete<unknown>('favorites/', { ...options, body: { favorite_products: id } })

/** Every favourite as a product card. */
export const getFavoriteItems = (options?: CallControl) =>
  api().get<FavoritesCards>('favorite-items/', { ...options, query: { limit: FAVORITES_LIMIT } })

/** Staff-written copy of the favourites page. */
export const getFavoritesPage = (options?: CallControl) => api().get<AccountContentPage>('favorites-page/', options)

/** Puts every favourite in stock in the cart; answers the cart and how many were added or skipped. */
export const moveFavoritesToCart = (options: InCart = {}) =>
  api().post<FavoritesToCartResult>('favorites-to-cart/', undefined, inCart(options))
