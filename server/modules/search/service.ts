// Search across goods, sales actions and info articles: one page of each, with their totals.
import type { SearchResponse } from '../../../contract/catalogue'
import type { Locale } from '../../../contract/site'
import type { AppContext } from '../../context'
import { loadProductCards, type Viewer } from '../catalogue/product-cards'
import { searchProducts } from './product-search'
import { searchPublications } from './publication-search'
import { cachedSearchMatch } from './search-match'

export type SearchParams = { q: string; page: number; limit: number }

export async function search(
  ctx: Pick<AppContext, 'db' | 'cache'>,
  { q, page, limit }: SearchParams,
  viewer: Viewer,
  locale: Locale,
): Promise<SearchResponse> {
  const { db } = ctx
  const match = await cachedSearchMatch(ctx, q)
  const range = { offset: (page - 1) * limit, limit }
  const [goods, actions, publications] = await Promise.all([
    searchProducts(ctx, match, range, locale),
    searchPublications(db, 'sales', match, range, locale),
    searchPublications(db, 'info', match, range, locale),
  ])
  return {
    products: {
      total: goods.total,
      pages: Math.ceil(goods.total / limit),
      results: await loadProductCards(db, goods.ids, viewer, locale),
    },
    actions,
    publications,
  }
}
