// favorites/… calls as the API answers them and the inputs they take; shared by the API and the storefront.
import * as v from 'valibot'
import type { Cart } from './cart'
import type { ProductCard } from './catalogue'

/** localStorage key of this browser's favourites list (comma-joined ids). */
export const FAVORITES_STORAGE_KEY = 'fav'
/** The SPEC's limit for the whole list, and the most ids one request may name (a guest's local list included). */
export const FAVORITES_LIMIT = 1_000_000
export const MAX_FAVORITE_IDS = 1000
export const FAVORITE_ITEMS_PAGE_SIZE = 24

/** favorites/ with short=true: ids only, newest favourite last. */
export type FavoritesShort = { count: number; results: { id: number }[] }

export const favoriteIdsOf = (list: FavoritesShort): number[] => list.results.map((row) => row.id)
/** favorites/ without short, and favorite-items/: the viewer's cards of the favourites, one page. */
export type FavoritesCards = { count: number; results: ProductCard[] }
/** favorites-check/: which of the asked ids are favourites. */
export type FavoritesCheck = { results: number[] }
/** favorites-to-cart/: the cart after, and how many favourites went in or were left out. */
export type FavoritesToCartResult = Cart & { added: number; skipped: number }

const IDS = 'favorites_validation_ids'
const ID_PATTERN = /^[1-9]\d{0,9}$/
const MAX_ID = 2_147_483_647

const idNumber = v.pipe(v.number(IDS), v.integer(IDS), v.minValue(1, IDS), v.maxValue(MAX_ID, IDS))

/** "1,2,3" as a list of ids, repeats dropped; anything else is a 400. */
export const IdList = v.pipe(
  v.string(IDS),
  v.transform((text) => (text.trim() === '' ? [] : text.split(',').map((part) => part.trim()))),
  v.check((parts) => parts.every((part) => ID_PATTERN.test(part) && Number(part) <= MAX_ID), IDS),
  v.maxLength(MAX_FAVORITE_IDS, IDS),
  v.transform((parts) => [...new Set(parts.map(Number))]),
)

const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'api_invalid_number'),
    v.transform(Number),
    v.minValue(min, 'api_invalid_value'),
    v.maxValue(max, 'api_invalid_value'),
  )

export const FavoritesQuery = v.object({
  limit: v.optional(wholeNumber(1, FAVORITES_LIMIT), String(FAVORITES_LIMIT)),
  offset: v.optional(wholeNumber(0, Number.MAX_SAFE_INTEGER), '0'),
  short: v.optional(v.picklist(['true', 'false'], 'api_invalid_value'), 'false'),
  favorite_products: v.optional(IdList),
})

export const FavoriteItemsQuery = v.object({
  limit: v.optional(wholeNumber(1, FAVORITES_LIMIT), String(FAVORITE_ITEMS_PAGE_SIZE)),
  offset: v.optional(wholeNumber(0, Number.MAX_SAFE_INTEGER), '0'),
})

export const FavoritesCheckQuery = v.object({ favorite_products: IdList })

export const AddFavoritesBody = v.object(
  {
    favorite_products: v.pipe(
      v.array(idNumber, IDS),
      v.maxLength(MAX_FAVORITE_IDS, IDS),
      v.transform((ids) => [...new Set(ids)]),
    ),
  },
  'forms_invalid_body',
)

export const RemoveFavoriteBody = v.object({ favorite_products: idNumber }, 'forms_invalid_body')

/** The `fav` localStorage value (comma-separated ids) as a list; anything unreadable is dropped. */
export function parseFavoriteIds(text: string | null | undefined): number[] {
  const ids = (text ?? '')
    .split(',')
    .filter((part) => ID_PATTERN.test(part.trim()))
    .map(Number)
  return [...new Set(ids)].slice(0, MAX_FAVORITE_IDS)
}
