// Search across goods, sales actions and info articles: one page of each, with their totals.
import type { SearchResponse } from '../../../src/schemas/catalogue'
import type { Locale } from '../../../src/schemas/site'
import type { Db } from '../../db/client'
import { loadProductCards, type Viewer } from '../catalogue/product-cards'
import { searchProducts } from './product-search'
import { searchPublications } from './publication-search'
import { queryWords, tsQueryText } from './query-words'
import type { SearchMatch } from './search-match'
import { withSpellingAlternatives } from './spelling'

export type SearchParams = { q: string; page: number; limit: number }

export async function search(db: Db, { q, page, limit }: SearchParams, viewer: Viewer, locale: Locale): Promise<SearchResponse> {
  const terms = await withSpellingAlternatives(db, queryWords(q))
  const match: SearchMatch = { query: q, tsQuery: terms.length > 0 ? tsQueryText(terms) : null }
  const range = { offset: (page - 1) * limit, limit }
  const [goods, actions, publications] = await Promise.all([
    searchProducts(db, match, range),
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
