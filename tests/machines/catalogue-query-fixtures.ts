// Sample queries and pages for the catalogue query machine tests, and a fetchPage actor the test settles by hand.
import { fromPromise } from 'xstate'
import type { FetchPageInput } from '../../machines/catalogue-query.machine'
import type { ProductCard, ProductListResponse } from '../../contract/catalogue'
import type { CatalogueQuery } from '../../contract/catalogue-query'

export const FIRST_PAGE_QUERY: CatalogueQuery = {
  page: 1,
  pageSize: 24,
  sort: 'name',
  hideMissing: false,
  view: 'cols',
  lists: { b: [], c: [], f: [] },
  flags: { n: false, s: false },
}

export function card(id: number): ProductCard {
  return {
    id,
    slug: `product-${id}`,
    title: `Product ${id}`,
    sku_full: `SKU-${id}`,
    image: null,
    image_alt: '',
    image_title: '',
    labels: [],
    brand: null,
    pack_quantity: 1,
    on_order: false,
    permissions: { can_order: true },
    updated: '2026-11-01T00:00:00Z',
  }
}

/** Page `page` of a listing of `pages` pages, two products each. */
export function listPage(page: number, pages = 3): ProductListResponse {
  return {
    products: [card(page * 10 + 1), card(page * 10 + 2)],
    labels: [],
    total: pages * 2,
    pages,
    brands: [],
    colors: [],
    new: 0,
    sale: 0,
    filters: [],
  }
}

export type PendingFetch = {
  input: FetchPageInput
  signal: AbortSignal
  settled: boolean
  resolve: (page: ProductListResponse) => void
  reject: (error: Error) => void
}

/** A fetchPage actor whose requests wait in `requests` until the test resolves or rejects them. */
export function manualFetcher() {
  const requests: PendingFetch[] = []
  const actor = fromPromise<ProductListResponse, FetchPageInput>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        const request: PendingFetch = {
          input,
          signal,
          settled: false,
          resolve: (page) => {
            request.settled = true
            resolve(page)
          },
          reject: (error) => {
            request.settled = true
            reject(error)
          },
        }
        requests.push(request)
      }),
  )
  const inFlight = () => requests.filter((request) => !request.settled && !request.signal.aborted)
  return { actor, requests, inFlight }
}
