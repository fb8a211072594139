// The cards of a page of listed goods (the catalogue listing, search/'s goods), in the order given, kept by their ids
// in the shared cache until the next change: a guest's carry no prices or stock; a buyer's hold their price list's
// prices and the stock, the same for every buyer of that list. Whether the buyer waits for a product is theirs alone
// and changes with no signal: it is read per request. The search page asks search/ and its listing for the same
// first goods at once, so they are read once. The ids come from a listing or a search of the same cache
// generation, which showed only visible goods.
import type { AppContext } from '../../context'
import { jsonBytes } from '../../http/ttl-cache'
import { cardsStatement, type ListingPageRow } from './listing-sql'
import { waitedFor, type CardRow, type Viewer } from './product-cards'
import { rowsOf } from './sql-rows'

export async function listedCards(
  { db, cache }: Pick<AppContext, 'db' | 'cache'>,
  ids: number[],
  viewer: Viewer,
): Promise<CardRow[]> {
  if (ids.length === 0) return []
  const kept = (audience: string) =>
    cache.get(
      `cards:${audience}:${ids.join(',')}`,
      async () =>
        rowsOf<ListingPageRow>(await db.execute(cardsStatement(ids, viewer, { waitList: false })))[0]?.products ?? [],
      jsonBytes,
    )
  if (!viewer) return kept('guest')
  const [cards, waited] = await Promise.all([kept(`prices:${viewer.priceTypeId}`), waitedFor(db, viewer.userId, ids)])
  return cards.map((card) => ({ ...card, in_wait: waited.has(card.id) }))
}
