// The cards of a page of listed goods (the catalogue listing, search/'s goods), in the order given. A guest's carry
// no prices or stock and are kept by their ids in the shared cache, so the search page, which asks search/ and its
// listing for the same first goods at once, reads them once; a buyer's hold their price list's prices, the stock
// and their own waiting list, so they are read per request. The ids come from a listing or a search of the same
// cache generation, which showed only visible goods.
import type { AppContext } from '../../context'
import { cardsStatement, type ListingPageRow } from './listing-sql'
import type { CardRow, Viewer } from './product-cards'
import { rowsOf } from './sql-rows'

/** What a kept value weighs in the shared cache, near enough: its JSON's length in UTF-16 units. */
export const jsonBytes = (value: unknown): number => JSON.stringify(value).length * 2

export async function listedCards(
  { db, cache }: Pick<AppContext, 'db' | 'cache'>,
  ids: number[],
  viewer: Viewer,
): Promise<CardRow[]> {
  if (ids.length === 0) return []
  const read = async () => rowsOf<ListingPageRow>(await db.execute(cardsStatement(ids, viewer)))[0]?.products ?? []
  return viewer ? read() : cache.get(`cards:guest:${ids.join(',')}`, read, jsonBytes)
}
