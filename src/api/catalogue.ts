// The catalogue (server/modules/catalogue): the category tree, product listings and pages, brands.
import type { BrandIndexEntry, BrandPage, ProductDetail, ProductListResponse } from '../../contract/catalogue'
import type { CategoryNode, MenuTreeResponse } from '../../contract/site'
import type { CallControl } from './call-control'
import { api } from './instance'

/** The top categories with their children. */
export const getCategories = (options?: CallControl) => api().get<CategoryNode[]>('catalog/categories/', options)

/** The catalogue menu's tree; asked for by the version a page names, the answer is cached for good. */
export const getMenuTree = (version: string, options?: CallControl) =>
  api().get<MenuTreeResponse>('catalog/menu/', { ...options, query: { v: version } })

/** One category by its path (`dogs/food`). */
export const getCategory = (path: string, options?: CallControl) =>
  api().get<CategoryNode>(`catalog/categories/${path}/`, options)

/**
 * One page of a listing with its facets; `params` are the listing's scope, filters, sort and page as the API
 * names them (src/lib/catalogue/query-url.ts writes them).
 */
export const getProducts = (params: Record<string, string>, options?: CallControl) =>
  api().get<ProductListResponse>('catalog/products/', { ...options, query: params })

export const getProduct = (slug: string, options?: CallControl) =>
  api().get<ProductDetail>(`catalog/products/${slug}/`, options)

export const getBrands = async (options?: CallControl) =>
  (await api().get<{ results: BrandIndexEntry[] }>('pages/brand/', options)).results

export const getBrand = (slug: string, options?: CallControl) => api().get<BrandPage>(`pages/brand/${slug}/`, options)
