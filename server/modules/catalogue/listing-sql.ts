// The SQL behind catalog/products/: the page of cards, the total and every facet. Each facet counts the
// products that pass every active filter except its own group (standard faceted search). The sets of products
// carrying the selected colours, options and labels are computed once (CTEs) and shared by the total and the
// other groups' facets. A page of few hits is sorted from them; a page of many is found by walking an ordered
// index (name, sku) with the filters applied, which stops after the page instead of sorting everything. Prices
// live per price list (product_prices), so a price order sorts the scope by the viewer's list. The page's ids,
// the facets and the cards are statements of their own: the first two are the same for every visitor.
import { sql, type SQL } from 'drizzle-orm'
import { LABEL_SORTS, RANK_SORT } from '../../../contract/catalogue-query'
import type { Locale } from '../../../contract/site'
import type { ProductMatch } from '../search/product-match'
import { activeClauses, anyOf, baseCondition, nameKey, type FilterClause } from './listing-filters'
import type { ListingFilter } from './listing-query'
import { cardJson, priceOf, type CardRow, type Viewer } from './product-cards'
import { scopeSize, type CatalogueReference, type ProductCount } from './reference'

export type ListingFacetsRow = {
  total: number
  brands: [number, number][]
  colors: [number, number][]
  options: [number, number][]
  new: number
  sale: number
}
export type ListingPageRow = { products: CardRow[] }
export type ListingIdsRow = { ids: number[] }

/** `filtered`: a filter has a selection (brands, colours, options, new, sale), beyond the scope. */
export type ListingStatements = { ids: SQL; facets: SQL; filtered: boolean }

class ListingSql {
  private readonly labelIds: Map<string, number>
  private readonly clauses: FilterClause[]
  private readonly base: SQL

  constructor(
    private readonly filter: ListingFilter,
    reference: CatalogueReference,
    private readonly sortHitsUpTo: number,
    private readonly search: ProductMatch | null,
    /** The viewer's price of `p` (price sorts are refused to guests before this is built). */
    private readonly price: SQL,
    /** The published products per category and brand; a search's listing never sizes its scope by them. */
    private readonly counts: ProductCount[],
  ) {
    this.labelIds = new Map(reference.labels.map((label) => [label.slug, label.id]))
    this.clauses = activeClauses(filter, this.labelIds)
    this.base = baseCondition(filter, undefined, search?.where)
  }

  get hasClauses(): boolean {
    return this.clauses.length > 0
  }

  /** Every condition of the listing as per-product lookups, which keep the order of an index walk. */
  private get probes(): SQL {
    return sql.join([this.base, ...this.clauses.map((clause) => clause.probe)], sql` and `)
  }

  /**
   * With brands and other filters selected, the brand facet's products (every filter but the brands) are kept,
   * and the hits are those of them with a selected brand: one scan of the products less.
   */
  private get brandScoped(): FilterClause | undefined {
    const brands = this.clauses.find((clause) => clause.key === 'brands')
    return brands && this.clauses.length > 1 ? brands : undefined
  }

  ctes(withPage: SQL[]): SQL {
    const brands = this.brandScoped
    const hits = brands
      ? [
          sql`but_brands as materialized (${this.scan(this.others('brands'))})`,
          sql`hits as materialized (select p.id, p.brand_id from but_brands p where ${brands.condition})`,
        ]
      : [sql`hits as materialized (${this.scan(this.others(''))})`]
    const ctes = [
      ...this.clauses.flatMap((clause) => (clause.set ? [clause.set] : [])),
      ...hits,
      sql`hit_count as materialized (select count(*)::int as count from hits)`,
      ...withPage,
    ]
    return sql`with ${sql.join(ctes, sql`, `)}`
  }

  /** The scope and every active clause's condition but `except`'s. */
  private others(except: string): SQL {
    return sql.join(
      [this.base, ...this.clauses.filter((clause) => clause.key !== except).map((clause) => clause.condition)],
      sql` and `,
    )
  }

  private scan(where: SQL): SQL {
    return sql`select p.id, p.brand_id from products p where ${where}`
  }

  /** Products passing the scope and every active clause but `except`, from a shared CTE where there is one. */
  private matching(except: string): SQL {
    if (!this.clauses.some((clause) => clause.key === except)) return sql`select id, brand_id from hits`
    if (except === 'brands' && this.brandScoped) return sql`select id, brand_id from but_brands`
    return this.scan(this.others(except))
  }

  /**
   * Link tables (colours, options, labels) are read by product id for the matching products only (`= any`
   * keeps the planner on their primary keys; a hash join would read every row of them).
   */
  facetColumns(): SQL {
    // Options of a group with a selection are counted without that group's own condition.
    const selectedGroups = this.filter.optionGroups.map(({ group }) => group)
    const selectedOptionIds = selectedGroups.flatMap((group) => group.options.map((option) => option.id))
    const notSelected =
      selectedOptionIds.length > 0 ? sql`and not ${anyOf(sql`pfo.option_id`, selectedOptionIds)}` : sql``
    const optionCounts = [
      sql`select pfo.option_id, count(*)::int from product_filter_options pfo
        where pfo.product_id = any(array(select id from hits)) ${notSelected}
        group by pfo.option_id`,
      ...selectedGroups.map(
        (group) => sql`select pfo.option_id, count(*)::int from product_filter_options pfo
          where ${anyOf(
            sql`pfo.option_id`,
            group.options.map((option) => option.id),
          )} and pfo.product_id = any(array(select id from (${this.matching(`options:${group.id}`)}) m))
          group by pfo.option_id`,
      ),
    ]
    const labelCount = (key: 'onlyNew' | 'onlySale', slug: string): SQL => {
      const labelId = this.labelIds.get(slug)
      if (labelId === undefined) return sql`0`
      return sql`(select count(*)::int from product_labels pl
        where pl.label_id = ${labelId} and pl.product_id = any(array(select id from (${this.matching(key)}) m)))`
    }
    const pairs = (query: SQL) =>
      sql`(select coalesce(json_agg(json_build_array(x.key, x.count)), '[]'::json) from (${query}) x(key, count))`
    const brandCounts = sql`select m.brand_id, count(*)::int from (${this.matching('brands')}) m
      where m.brand_id is not null group by m.brand_id`
    const colorCounts = sql`select pc.color_id, count(*)::int from product_colors pc
      where pc.product_id = any(array(select id from (${this.matching('colors')}) m)) group by pc.color_id`
    return sql`(select count from hit_count) as total,
      ${pairs(brandCounts)} as brands,
      ${pairs(colorCounts)} as colors,
      ${pairs(sql.join(optionCounts, sql` union all `))} as options,
      ${labelCount('onlyNew', 'new')} as new,
      ${labelCount('onlySale', 'sale')} as sale`
  }

  /**
   * The `page` CTE: ids of the requested page with their position. A few hits are cheapest sorted as they are;
   * many are better found by walking an ordered index with the filters applied, which stops after the page.
   * The scope's size (narrowed by the selected brands) bounds the hits beforehand; when that does not settle
   * it, the hit count decides at run time (the branch whose one-time condition fails never runs).
   */
  pageCtes(locale: Locale): SQL[] {
    if (!this.hasClauses) {
      const categories = this.categoriesToMerge()
      if (categories) return [sql`page as materialized (${this.mergedPageRows(categories, locale)})`]
      if (this.mostHits() > this.sortHitsUpTo || this.coversMostOfCatalogue())
        return [sql`page as materialized (${this.pageRows(this.base, locale)})`]
      return [
        sql`scope as materialized (select p.id from products p where ${this.base})`,
        sql`page as materialized (${this.pageRows(sql`p.id in (select id from scope)`, locale)})`,
      ]
    }
    const sorted = (where: SQL) => this.pageRows(sql`p.id in (select id from hits) and ${where}`, locale)
    if (this.mostHits() <= this.sortHitsUpTo) return [sql`page as materialized (${sorted(sql`true`)})`]
    const walked = this.pageRows(sql`${this.probes} and (select count from hit_count) > ${this.sortHitsUpTo}`, locale)
    const fewHits = sorted(sql`(select count from hit_count) <= ${this.sortHitsUpTo}`)
    return [sql`page as materialized ((${fewHits}) union all (${walked}))`]
  }

  /**
   * At most this many products can match: the scope's size, narrowed by the selected brands. A search's hits
   * are sorted from them whatever their number: relevance has no index to walk.
   */
  private mostHits(): number {
    if (this.search) return 0
    const { categoryIds, brandId, brandIds } = this.filter
    let brands = brandIds.length > 0 ? brandIds : null
    if (brandId !== null) brands = (brands ?? [brandId]).filter((id) => id === brandId)
    return scopeSize(this.counts, categoryIds, brands)
  }

  /**
   * The scope holds at least half the published products: walking the name order reads about twice the page's
   * rows, far less than sorting the scope (the whole catalogue's first page read 24 rows instead of sorting all).
   */
  private coversMostOfCatalogue(): boolean {
    return !this.search && this.mostHits() * 2 >= scopeSize(this.counts, null, null)
  }

  /**
   * A name-ordered page of a few categories is merged from each category's own name order (an index range
   * each), however sparse the categories are in the catalogue-wide name order.
   */
  private categoriesToMerge(): number[] | undefined {
    const { categoryIds, brandId, sort } = this.filter
    if (!categoryIds || this.search || (sort !== 'name' && sort !== '-name')) return undefined
    const stocked = categoryIds.filter((id) => scopeSize(this.counts, [id], brandId === null ? null : [brandId]) > 0)
    return stocked.length > 0 && stocked.length <= MERGE_CATEGORIES_UP_TO ? stocked : undefined
  }

  private mergedPageRows(categories: number[], locale: Locale): SQL {
    const name = nameKey(locale)
    const direction = this.filter.sort === '-name' ? sql`desc` : sql`asc`
    const limit = this.filter.pageSize
    const offset = (this.filter.page - 1) * limit
    const branch = (category: number) =>
      sql`(select ${name} as name, p.id from products p where ${baseCondition(this.filter, category)}
        order by ${name} ${direction}, p.id ${direction} limit ${limit + offset})`
    return sql`select u.id, row_number() over (order by u.name ${direction}, u.id ${direction}) as ord
      from (${sql.join(categories.map(branch), sql` union all `)}) u
      order by u.name ${direction}, u.id ${direction} limit ${limit} offset ${offset}`
  }

  /** Ids and positions of the requested page among the products matching `where`. */
  private pageRows(where: SQL, locale: Locale): SQL {
    const { filter } = this
    const name = nameKey(locale)
    const limit = filter.pageSize
    const offset = (filter.page - 1) * filter.pageSize
    const labelId = (LABEL_SORTS as readonly string[]).includes(filter.sort)
      ? this.labelIds.get(filter.sort)
      : undefined
    if (filter.sort === RANK_SORT && this.search) {
      // The page is cut from the matches' relevance keys (a top-N sort), then numbered.
      const { keys, order } = this.search
      return sql`select r.id, row_number() over (order by ${order}) as ord from (
          select p.id as id, ${keys} from products p where ${where} order by ${order} limit ${limit} offset ${offset}
        ) r`
    }
    if (labelId === undefined) {
      const order = orderBy(filter.sort, name, this.price)
      return sql`select p.id, row_number() over (order by ${order}) as ord from products p
        where ${where} order by ${order} limit ${limit} offset ${offset}`
    }
    // Labelled products first, then the others, each by name: two ordered selections, not one big sort.
    const labelled = sql`exists(
      select 1 from product_labels pl where pl.product_id = p.id and pl.label_id = ${labelId}
    )`
    const part = (rank: number, condition: SQL) =>
      sql`(select ${rank} as rank, ${name} as name, p.id from products p where ${where} and ${condition}
        order by ${name}, p.id limit ${limit + offset})`
    return sql`select u.id, row_number() over (order by u.rank, u.name, u.id) as ord
      from (${part(0, labelled)} union all ${part(1, sql`not ${labelled}`)}) u
      order by u.rank, u.name, u.id limit ${limit} offset ${offset}`
  }
}

/**
 * Up to this many hits the page is sorted from them; beyond, an ordered index is walked. Sorting costs about
 * 10 µs a row on PGlite (ICU collation); a walk costs little when the hits are dense in the index, but titles
 * cluster by kind of goods, so a sparse scope can make it read most of the catalogue.
 */
export const SORT_HITS_UP_TO = 5000

/** Name-ordered pages of up to this many categories (with products) are merged per category. */
const MERGE_CATEGORIES_UP_TO = 24

/** Products without a price in the viewer's price list come last either way. */
function orderBy(sort: ListingFilter['sort'], name: SQL, price: SQL): SQL {
  switch (sort) {
    case '-name':
      return sql`${name} desc, p.id desc`
    case 'sku':
      return sql`p.sku asc, p.id asc`
    case '-sku':
      return sql`p.sku desc, p.id desc`
    case 'price':
      return sql`${price} asc nulls last, p.id asc`
    case '-price':
      return sql`${price} desc nulls last, p.id desc`
    default:
      return sql`${name} asc, p.id asc`
  }
}

const productsColumn = (viewer: Viewer, options?: { waitList?: boolean }) =>
  sql`(select coalesce(json_agg(${cardJson(viewer, options)} order by page.ord), '[]'::json)
    from page join products p on p.id = page.id) as products`

/** The cards of the given products, in the given order, as the viewer sees them (`{ products }`); `cardJson` tells
 * what `options` leave out. */
export const cardsStatement = (ids: number[], viewer: Viewer, options?: { waitList?: boolean }): SQL =>
  sql`with page as (select u.id, u.ord from unnest(${sql.param(ids)}::int[]) with ordinality u(id, ord))
    select ${productsColumn(viewer, options)}`

/**
 * What the listing holds beyond its filter: a search's goods (`search`), or, without a search, every product,
 * with the published products per category and brand (`counts`) by which it chooses how to find its page.
 */
export type ListingSource = { search: ProductMatch } | { search?: undefined; counts: ProductCount[] }

/**
 * The statements of one listing: the ids of the requested page in order (`{ ids }`) and the total with the
 * facets. Neither depends on who asks but for a price order, which sorts by `viewer`'s price list: the caller
 * keeps them for everyone and reads the cards apart.
 */
export function listingStatements(
  filter: ListingFilter,
  reference: CatalogueReference,
  viewer: Viewer,
  locale: Locale,
  source: ListingSource,
  sortHitsUpTo = SORT_HITS_UP_TO,
): ListingStatements {
  const price = viewer ? priceOf(viewer) : sql`null`
  const listing = source.search
    ? new ListingSql(filter, reference, sortHitsUpTo, source.search, price, [])
    : new ListingSql(filter, reference, sortHitsUpTo, null, price, source.counts)
  const page = listing.pageCtes(locale)
  const ids = sql`(select coalesce(json_agg(page.id order by page.ord), '[]'::json) from page) as ids`
  return {
    ids: listing.hasClauses
      ? sql`${listing.ctes(page)} select ${ids}`
      : sql`with ${sql.join(page, sql`, `)} select ${ids}`,
    facets: sql`${listing.ctes([])} select ${listing.facetColumns()}`,
    filtered: listing.hasClauses,
  }
}
