// catalog/products/: runs the listing statements and shapes the answer. Facets list the options that would
// still yield products (count > 0) plus any selected option, so that it can be unselected.
import type { SQL } from 'drizzle-orm'
import { PRICE_SORTS, RANK_SORT } from '../../../contract/catalogue-query'
import type { FacetBrand, FacetColor, FilterGroup, ProductListResponse } from '../../../contract/catalogue'
import { SEARCH_RESULTS_CAP } from '../../../contract/search-query'
import type { Locale } from '../../../contract/site'
import type { AppContext } from '../../context'
import { NotFound } from '../../domain-errors'
import { translate } from '../../i18n'
import { pick } from '../../localize'
import { pageBeyondCap, searchListing, type SearchListing } from '../search/product-search'
import { cachedSearchMatch } from '../search/search-match'
import type { ListingFilter } from './listing-query'
import {
  cardsStatement,
  listingIdsStatement,
  listingStatements,
  type ListingFacetsRow,
  type ListingPageRow,
  type ListingStatements,
} from './listing-sql'
import { toProductCard, type Viewer } from './product-cards'
import type { CatalogueReference } from './reference'
import { rowsOf } from './sql-rows'

const countsOf = (pairs: [number, number][]) => new Map(pairs)

/** Keeps the items with a count or a selection, in reference order, with their counts. */
function facet<T extends { id: number }, F>(
  items: T[],
  counts: Map<number, number>,
  selected: number[],
  shape: (item: T, count: number) => F,
): F[] {
  return items.flatMap((item) => {
    const count = counts.get(item.id) ?? 0
    return count > 0 || selected.includes(item.id) ? [shape(item, count)] : []
  })
}

async function firstRow<T>(ctx: AppContext, statement: SQL): Promise<T> {
  const [row] = rowsOf<T>(await ctx.db.execute(statement))
  if (!row) throw new Error('a listing statement returned no row')
  return row
}

/**
 * Facets without a selected filter depend only on the scope (category, brand page, availability) and the search
 * query, and are the same for every visitor, so they are kept in the shared cache: the whole catalogue, or a
 * broad word's 30,000 goods, are expensive to count. The cache drops its least used entries, as queries are
 * endless.
 */
async function loadFacets(ctx: AppContext, filter: ListingFilter, statement: SQL): Promise<ListingFacetsRow> {
  const key = `catalogue:facets:${JSON.stringify([filter.categoryIds, filter.brandId, filter.hideMissing, filter.q])}`
  return ctx.cache.get(key, () => firstRow<ListingFacetsRow>(ctx, statement))
}

type Listing = {
  ctx: AppContext
  reference: CatalogueReference
  filter: ListingFilter
  search: SearchListing | null
  viewer: Viewer
  locale: Locale
}

/**
 * The listing scope is every visible product: no category narrower than all the visible ones, no brand page,
 * no availability toggle.
 */
const coversCatalogue = ({ filter, reference }: Listing) =>
  filter.brandId === null &&
  !filter.hideMissing &&
  (filter.categoryIds === null ||
    filter.categoryIds.length === reference.categories.filter((category) => category.visible).length)

/**
 * A search's listing without selected filters keeps the order of its first products in the shared cache, like
 * search/ (product-search.ts): ids only, whoever asks; the cards with the viewer's prices are read per request.
 * In relevance order over the whole catalogue they are search/'s own, so the search page, which asks both at
 * once, ranks the matches once. Price orders differ per price list and are not kept.
 */
async function keptSearchPage(listing: Listing, search: NonNullable<Listing['search']>): Promise<ListingPageRow> {
  const { ctx, reference, filter, viewer, locale } = listing
  const scope = [filter.q, filter.sort, filter.categoryIds, filter.brandId, filter.hideMissing]
  const kept =
    filter.sort === RANK_SORT && coversCatalogue(listing)
      ? search.found.ids
      : await ctx.cache.get(`search:listing:${locale}:${JSON.stringify(scope)}`, async () => {
          const products = search.products
          const statement = listingIdsStatement(filter, reference, locale, {
            search: products,
            first: SEARCH_RESULTS_CAP,
          })
          return (await firstRow<{ ids: number[] }>(ctx, statement)).ids
        })
  const offset = (filter.page - 1) * filter.pageSize
  const ids = kept.slice(offset, offset + filter.pageSize)
  return ids.length === 0 ? { products: [] } : firstRow<ListingPageRow>(ctx, cardsStatement(ids, viewer))
}

const keepsPage = ({ filter }: Listing) =>
  !PRICE_SORTS.includes(filter.sort) && filter.page * filter.pageSize <= SEARCH_RESULTS_CAP

async function runListing(listing: Listing, statements: ListingStatements): Promise<ListingPageRow & ListingFacetsRow> {
  const { ctx, filter, search } = listing
  if (!statements.facets) return firstRow<ListingPageRow & ListingFacetsRow>(ctx, statements.page)
  const [page, facets] = await Promise.all([
    search && keepsPage(listing) ? keptSearchPage(listing, search) : firstRow<ListingPageRow>(ctx, statements.page),
    loadFacets(ctx, filter, statements.facets),
  ])
  return { ...facets, ...page }
}

export async function listProducts(
  ctx: AppContext,
  reference: CatalogueReference,
  filter: ListingFilter,
  viewer: Viewer,
  locale: Locale,
): Promise<ProductListResponse> {
  const match = filter.q === null ? null : await cachedSearchMatch(ctx, filter.q)
  const search = match && (await searchListing(ctx, match, locale))
  const statements = listingStatements(filter, reference, viewer, locale, { search: search?.products ?? null })
  const row = await runListing({ ctx, reference, filter, search, viewer, locale }, statements)
  const pages = Math.ceil(row.total / filter.pageSize)
  if (filter.page > Math.max(pages, 1))
    throw search?.found.capped ? pageBeyondCap(locale) : new NotFound(translate('api_catalogue_invalid_page', locale))

  const optionCounts = countsOf(row.options)
  const selectedOptions = filter.optionGroups.flatMap((entry) => entry.optionIds)
  const filters: FilterGroup[] = reference.groups.flatMap((group) => {
    const items = facet(group.options, optionCounts, selectedOptions, (option, count) => ({
      value: option.value,
      title: pick(option.title, locale),
      color_code: option.colorCode,
      count,
    }))
    return items.length > 0 ? [{ id: group.id, slug: group.slug, title: pick(group.title, locale), items }] : []
  })

  return {
    products: row.products.map((card) => toProductCard(card, viewer, locale)),
    labels: reference.labels.map((label) => ({
      id: label.id,
      slug: label.slug,
      title: pick(label.title, locale),
      color: label.color,
    })),
    total: row.total,
    total_capped: search?.found.capped ?? false,
    pages,
    brands: facet(reference.brands, countsOf(row.brands), filter.brandIds, (brand, count): FacetBrand => ({
      id: brand.id,
      slug: brand.slug,
      title: brand.title,
      logo_color: brand.logoColor,
      count,
    })),
    colors: facet(reference.colors, countsOf(row.colors), filter.colorIds, (color, count): FacetColor => ({
      slug: color.slug,
      title: pick(color.title, locale),
      color_code: color.colorCode,
      count,
    })),
    new: row.new,
    sale: row.sale,
    filters,
  }
}
