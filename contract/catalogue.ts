// Shapes of the catalogue API (catalog/products/, catalog/products/{id}/, search/, pages/brand/{id}/),
// shared by the server and the storefront. Fields marked "buyers only" are absent (not null) for guests.
import type { CategoryLink, Label } from './site'

/** Stock bands as the API reports them; 'нет' means none. */
export type AmountBand = '<10' | '<100' | '<1000' | '>1000' | 'нет'

/** The band of a product out of stock (an API value, not text for people). */
export const OUT_OF_STOCK: AmountBand = 'нет'

export type BrandRef = { id: number; slug: string; title: string; logo_color: string | null }

export type ColorRef = { slug: string; title: string; color_code: string }

export type ProductPermissions = {
  /** The product may be ordered at all (product permissions); the buyer's own right is user.permissions. */
  can_order: boolean
}

/** A product as listed on cards and in rows. */
export type ProductCard = {
  id: number
  slug: string
  title: string
  sku_full: string
  image: string | null
  image_alt: string
  image_title: string
  labels: Label[]
  brand: BrandRef | null
  /** Units in one pack: quantities are ordered in packs. */
  pack_quantity: number
  on_order: boolean
  permissions: ProductPermissions
  updated: string
  /** Buyers only: price of one unit in kopecks in the buyer's price list; null when that list has none (then the
   * buyer cannot order the product). */
  price?: number | null
  /** Buyers only. */
  amount?: AmountBand
  /** Buyers only: the buyer waits for this product to come back in stock. */
  in_wait?: boolean
}

/** A product as a listing's cards show it: the API's card without what no card reads (a page carries its listing to
 * the browser): the date of change, the brand but for its name. */
export type ListedProduct = Omit<ProductCard, 'updated' | 'brand'> & { brand: Pick<BrandRef, 'title'> | null }

export type ProductNeighbour = { id: number; slug: string; title: string }

/** catalog/products/{id}/ (the id may also be the slug). */
export type ProductSpec = { title: string; value: string }

export type ProductDetail = ProductCard & {
  description: string
  description_short: string
  images: { image: string }[]
  /** Frames of the 360° view in order; empty when the product has none. */
  spin_images: { image: string }[]
  size: string | null
  country: string | null
  packing: string | null
  /** Net weight in grams. */
  weight: number | null
  expiration: number | null
  composition: string | null
  /** The product's own facts from 1C ("Material: cotton"), in their order; empty when it has none. */
  specs: ProductSpec[]
  colors: ColorRef[]
  category: CategoryLink & { categories_path: CategoryLink[] }
  /** Neighbours within the category in the default (name) order. */
  previous: ProductNeighbour | null
  next: ProductNeighbour | null
  related: ProductCard[]
}

export type FacetBrand = BrandRef & { count: number }
export type FacetColor = ColorRef & { count: number }
export type FacetOption = { value: string; title: string; color_code: string | null; count: number }
export type FilterGroup = { id: number; slug: string; title: string; items: FacetOption[] }

/**
 * catalog/products/: one page plus the facets. Each facet's counts apply every active filter except its
 * own group, so an option with count 0 would yield nothing and is left out.
 */
export type ProductListResponse = {
  products: ProductCard[]
  /** Labels usable as sort buttons (new, hit, sale). */
  labels: Label[]
  total: number
  /**
   * A search matching more goods than the cap (1,000) keeps its best ones: then `total` counts only those (and
   * the facets count among them), and the page says "more than".
   */
  total_capped: boolean
  pages: number
  brands: FacetBrand[]
  colors: FacetColor[]
  /** Matching products labelled new / on sale (with every other filter applied). */
  new: number
  sale: number
  filters: FilterGroup[]
}

/** A brand among a listing's filters as the filter shows it. */
export type ListedBrand = Pick<FacetBrand, 'slug' | 'title' | 'count'>

/** A page of a listing as the browser keeps it: an API answer is one. */
export type ListingPage = Omit<ProductListResponse, 'products' | 'brands'> & {
  products: ListedProduct[]
  brands: ListedBrand[]
}

export type SearchPublication = {
  id: number
  slug: string
  title: string
  publication_date: string
  image_preview: string | null
  /** Route of the page: /info/{DD-MM-YYYY}/{slug}/ or /sales/{DD-MM-YYYY}/{slug}/. */
  url: string
}

export type SearchResponse = {
  /** `total_capped` as in ProductListResponse: the goods are the search's best ones, and more match. */
  products: { total: number; total_capped: boolean; pages: number; results: ProductCard[] }
  actions: { total: number; results: SearchPublication[] }
  publications: { total: number; results: SearchPublication[] }
}

/** pages/brand/: one entry per published brand, by title; count is of the goods its brand page lists. */
export type BrandIndexEntry = BrandRef & { logo: string | null; count: number }

/** pages/brand/{id}/ (the id may also be the slug). */
export type BrandPage = BrandRef & {
  logo: string | null
  description: string
  country: string | null
  meta: { title: string; description: string; keywords: string }
}
