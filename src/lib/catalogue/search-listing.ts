// The search page's goods as a listing: search/ pages mapped onto the catalogue listing's shape (search
// results have no facets; they come in relevance order).
import type { ProductListResponse, SearchResponse } from '../../schemas/catalogue'
import type { CatalogueQuery } from '../../schemas/catalogue-query'
import { api } from '../api/instance'

export const fetchSearch = (q: string, query: Pick<CatalogueQuery, 'page' | 'pageSize'>, signal?: AbortSignal) =>
  api().get<SearchResponse>('search/', { query: { q, page: String(query.page), limit: String(query.pageSize) }, signal })

export function searchGoods(response: SearchResponse): ProductListResponse {
  return {
    products: response.products.results,
    labels: [],
    total: response.products.total,
    pages: response.products.pages,
    brands: [],
    colors: [],
    new: 0,
    sale: 0,
    filters: [],
  }
}

export const searchFetcher =
  (q: string) =>
  async (query: CatalogueQuery, signal?: AbortSignal): Promise<ProductListResponse> =>
    searchGoods(await fetchSearch(q, query, signal))
