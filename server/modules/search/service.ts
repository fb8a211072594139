// Search across goods, sales actions and info articles: one page of each, with their totals.
import type { SearchResponse } from '../../../contract/catalogue'
import { SEARCH_RESULTS_CAP } from '../../../contract/search-query'
import type { Locale } from '../../../contract/site'
import type { AppContext } from '../../context'
import { listedCards } from '../catalogue/listed-cards'
import { toProductCard, type Viewer } from '../catalogue/product-cards'
import { pageBeyondCap, searchProducts } from './product-search'
import { searchPublications } from './publication-search'
import { cachedSearchMatch } from './search-match'

export type SearchParams = { q: string; page: number; limit: number }

export async function search(
  ctx: Pick<AppContext, 'db' | 'cache'>,
  { q, page, limit }: SearchParams,
  viewer: Viewer,
  locale: Locale,
): Promise<SearchResponse> {
  const match = await cachedSearchMatch(ctx, q)
  const range = { offset: (page - 1) * limit, limit }
  if (range.offset >= SEARCH_RESULTS_CAP) throw pageBeyondCap(locale)
  const [goods, actions, publications] = await Promise.all([
    searchProducts(ctx, match, locale),
    searchPublications(ctx.db, 'sales', match, range, locale),
    searchPublications(ctx.db, 'info', match, range, locale),
  ])
  const cards = await listedCards(ctx, goods.ids.slice(range.offset, range.offset + limit), viewer)
  return {
    products: {
      total: goods.total,
      total_capped: goods.capped,
      pages: Math.ceil(goods.total / limit),
      results: cards.map((card) => toProductCard(card, viewer, locale)),
    },
    actions,
    publications,
  }
}
