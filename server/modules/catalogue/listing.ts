// catalog/products/: runs the listing statements and shapes the answer. Facets list the options that would
// still yield products (count > 0) plus any selected option, so that it can be unselected.
import type { SQL } from 'drizzle-orm'
import { PRICE_SORTS, RANK_SORT, type PageSize } from '../../../contract/catalogue-query'
import type { FacetBrand, FacetColor, FilterGroup, ProductListResponse } from '../../../contract/catalogue'
import { SEARCH_RESULTS_CAP } from '../../../contract/search-query'
import type { Locale } from '../../../contract/site'
import type { AppContext } from '../../context'
import { jsonBytes } from '../../http/ttl-cache'
import { NotFound } from '../../domain-errors'
import { translate } from '../../i18n'
import { pick } from '../../localize'
import { pageBeyondCap, searchListing, type SearchListing } from '../search/product-search'
import { cachedSearchMatch } from '../search/search-match'
import type { ListingFilter } from './listing-query'
import { listedCards } from './listed-cards'
import { listingStatements, type ListingFacetsRow, type ListingIdsRow, type ListingStatements } from './listing-sql'
import { toProductCard, type CardRow, type Viewer } from './product-cards'
import { productCounts, type CatalogueReference } from './reference'
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

const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b)

/**
 * Everything that decides which products a listing holds, as a key: the same selection asked in another order
 * (b=a,b or b=b,a) is one key. A search's matches depend on the locale too.
 */
const hitsKey = (filter: ListingFilter, locale: Locale) =>
  JSON.stringify([
    filter.categoryIds,
    filter.brandId,
    filter.hideMissing,
    ascending(filter.brandIds),
    ascending(filter.colorIds),
    filter.optionGroups.map(({ group, optionIds }) => [group.id, ascending(optionIds)]),
    filter.onlyNew,
    filter.onlySale,
    filter.q,
    filter.q === null ? null : locale,
  ])

type Listing = {
  ctx: AppContext
  reference: CatalogueReference
  filter: ListingFilter
  search: SearchListing | null
  viewer: Viewer
  locale: Locale
  statements: ListingStatements
}

/** The total and the facets, the same for every visitor: kept until the next change. */
const loadFacets = ({ ctx, filter, locale, statements }: Listing): Promise<ListingFacetsRow> =>
  ctx.cache.get(
    `facets:${hitsKey(filter, locale)}`,
    () => firstRow<ListingFacetsRow>(ctx, statements.facets),
    jsonBytes,
  )

/**
 * The ids of the requested page, the same for every visitor but in a price order, which follows the viewer's
 * price list (asked by buyers only): kept until the next change.
 */
function loadPageIds({ ctx, filter, viewer, locale, statements }: Listing): Promise<number[]> {
  const priceList = PRICE_SORTS.includes(filter.sort) ? viewer?.priceTypeId : undefined
  const page = [filter.sort, filter.page, filter.pageSize, priceList ?? null]
  return ctx.cache.get(
    `ids:${locale}:${hitsKey(filter, locale)}:${JSON.stringify(page)}`,
    async () => (await firstRow<ListingIdsRow>(ctx, statements.ids)).ids,
    jsonBytes,
  )
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
 * search/ (product-search.ts): ids only, whoever asks. In relevance order over the whole catalogue they are
 * search/'s own, so the search page, which asks both at once, ranks the matches once. Price orders differ per
 * price list and are not kept this way.
 */
async function keptSearchIds(listing: Listing, search: NonNullable<Listing['search']>): Promise<number[]> {
  const { ctx, reference, filter, locale } = listing
  const scope = [filter.q, filter.sort, filter.categoryIds, filter.brandId, filter.hideMissing]
  const kept =
    filter.sort === RANK_SORT && coversCatalogue(listing)
      ? search.found.ids
      : await ctx.cache.get(`search:listing:${locale}:${JSON.stringify(scope)}`, async () => {
          const firstPage = { ...filter, page: 1, pageSize: SEARCH_RESULTS_CAP as PageSize }
          const { ids } = listingStatements(firstPage, reference, null, locale, { search: search.products })
          return (await firstRow<ListingIdsRow>(ctx, ids)).ids
        })
  const offset = (filter.page - 1) * filter.pageSize
  return kept.slice(offset, offset + filter.pageSize)
}

const keepsPage = ({ filter, statements }: Listing) =>
  !statements.filtered && !PRICE_SORTS.includes(filter.sort) && filter.page * filter.pageSize <= SEARCH_RESULTS_CAP

/** A search that found nothing lists nothing, whatever the filters: no statement is run. */
const NOTHING: { products: CardRow[] } & ListingFacetsRow = {
  products: [],
  total: 0,
  brands: [],
  colors: [],
  options: [],
  new: 0,
  sale: 0,
}

async function runListing(listing: Listing): Promise<{ products: CardRow[] } & ListingFacetsRow> {
  const { ctx, search, viewer } = listing
  if (search?.found.ids.length === 0) return NOTHING
  const [products, facets] = await Promise.all([
    (search && keepsPage(listing) ? keptSearchIds(listing, search) : loadPageIds(listing)).then((ids) =>
      listedCards(ctx, ids, viewer),
    ),
    loadFacets(listing),
  ])
  return { ...facets, products }
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
  const statements = listingStatements(
    filter,
    reference,
    viewer,
    locale,
    search ? { search: search.products } : { counts: await productCounts(ctx) },
  )
  const row = await runListing({ ctx, reference, filter, search, viewer, locale, statements })
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
