// Loads the first view of a listing for a route loader: the query from the page URL and its products.
// Later changes are fetched by the listing's machine in the browser.
import type { ProductListResponse } from '../../../contract/catalogue'
import {
  defaultSortOf,
  FILTER_PARAMS,
  LIST_FILTERS,
  type CatalogueQuery,
  type Sort,
} from '../../../contract/catalogue-query'
import { getProducts } from '../../api/catalogue'
import { ApiError } from '../../api/errors'
import { orNotFound } from '../or-not-found'
import { parseCatalogueQuery, toApiParams } from './query-url'

/**
 * What the listing shows: one category (with its descendants), one brand,
 * the goods a search finds, or the whole catalogue.
 */
export type ListingScope = { path?: string; brand?: string; q?: string }

export type LoadedListing = {
  scope: ListingScope
  query: CatalogueQuery
  result: ProductListResponse
  defaultSort: Sort
}

export const listingFetcher =
  (scope: ListingScope) =>
  (query: CatalogueQuery, signal?: AbortSignal): Promise<ProductListResponse> =>
    getProducts(toApiParams(query, scope), { signal })

export async function loadListing(
  scope: ListingScope,
  search: Record<string, unknown>,
  buyer: boolean,
): Promise<LoadedListing> {
  const defaultSort = defaultSortOf(Boolean(scope.q))
  const query = parseCatalogueQuery(search, { buyer, defaultSort })
  try {
    // A page past the last one (an old link after the catalogue shrank) is not a page.
    return { scope, query, result: await orNotFound(listingFetcher(scope)(query)), defaultSort }
  } catch (error) {
    // A link naming a brand, colour or group value that no longer exists: show the listing without it.
    // The listing then writes the query it really shows back into the address.
    const refused =
      error instanceof ApiError && error.status === 400
        ? LIST_FILTERS.filter((filter) => FILTER_PARAMS[filter] in error.fieldErrors)
        : []
    if (refused.length === 0) throw error
    const lists = { ...query.lists }
    for (const key of refused) lists[key] = []
    const fallback: CatalogueQuery = { ...query, lists, page: 1 }
    return { scope, query: fallback, result: await listingFetcher(scope)(fallback), defaultSort }
  }
}
