// Sample queries and pages for the catalogue query machine tests.
import type { ProductListResponse } from '../../contract/catalogue'
import type { CatalogueQuery } from '../../contract/catalogue-query'
import { productCard } from './product-card'

export const FIRST_PAGE_QUERY: CatalogueQuery = {
  page: 1,
  pageSize: 24,
  sort: 'name',
  hideMissing: false,
  view: 'cols',
  lists: { brands: [], colors: [], options: [] },
  flags: { onlyNew: false, onlySale: false },
}

/** Page `page` of a listing of `pages` pages, two products each. */
export function listPage(page: number, pages = 3): ProductListResponse {
  return {
    products: [productCard(page * 10 + 1), productCard(page * 10 + 2)],
    labels: [],
    total: pages * 2,
    total_capped: false,
    pages,
    brands: [],
    colors: [],
    new: 0,
    sale: 0,
    filters: [],
  }
}
