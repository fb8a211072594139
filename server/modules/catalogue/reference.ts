// The small lists a catalogue request resolves its parameters against (categories, brands, colours, labels,
// custom filters), loaded together and kept in the shared TTL cache: they are the same for every visitor. The
// published products per category and brand are kept apart (`productCounts`): counting them reads the whole
// products table, and only listings without a search query and the brand index need them.
import { asc, count, eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import type { Localized } from '../../db/schema/columns'
import { brands, categories, colors, filterGroups, filterOptions, labels, products } from '../../db/schema/catalogue'

export type CategoryRef = {
  id: number
  parentId: number | null
  slug: string
  path: string
  title: Localized
  visible: boolean
}
export type BrandRow = typeof brands.$inferSelect
export type ColorRow = typeof colors.$inferSelect
export type LabelRow = typeof labels.$inferSelect
export type OptionRow = typeof filterOptions.$inferSelect
export type GroupRef = typeof filterGroups.$inferSelect & { options: OptionRow[] }

export type CatalogueReference = {
  categories: CategoryRef[]
  categoryByPath: Map<string, CategoryRef>
  categoryById: Map<number, CategoryRef>
  /** No category is hidden, so the listing needs no category condition without a path. */
  allCategoriesVisible: boolean
  /** Published brands only, in display order. */
  brands: BrandRow[]
  colors: ColorRow[]
  labels: LabelRow[]
  groups: GroupRef[]
}

/** Published products of a category and brand (brand null for none), to size a listing's scope. */
export type ProductCount = { categoryId: number; brandId: number | null; count: number }

async function loadReference(db: Db): Promise<CatalogueReference> {
  const [categoryRows, brandRows, colorRows, labelRows, groupRows, optionRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.depth), asc(categories.position), asc(categories.id)),
    db.select().from(brands).orderBy(asc(brands.position), asc(brands.title), asc(brands.id)),
    db.select().from(colors).orderBy(asc(colors.position), asc(colors.id)),
    db.select().from(labels).orderBy(asc(labels.position), asc(labels.id)),
    db.select().from(filterGroups).orderBy(asc(filterGroups.position), asc(filterGroups.id)),
    db.select().from(filterOptions).orderBy(asc(filterOptions.position), asc(filterOptions.id)),
  ])
  const categoryById = new Map<number, CategoryRef>()
  // Parents come first (ordered by depth), so a category is visible when it and its parent are.
  for (const row of categoryRows) {
    const parent = row.parentId === null ? undefined : categoryById.get(row.parentId)
    const visible = row.isPublished && (row.parentId === null || parent?.visible === true)
    categoryById.set(row.id, {
      id: row.id,
      parentId: row.parentId,
      slug: row.slug,
      path: row.path,
      title: row.title,
      visible,
    })
  }
  const all = [...categoryById.values()]
  return {
    categories: all,
    categoryByPath: new Map(all.map((category) => [category.path, category])),
    categoryById,
    allCategoriesVisible: all.every((category) => category.visible),
    brands: brandRows.filter((brand) => brand.isPublished),
    colors: colorRows,
    labels: labelRows,
    groups: groupRows.map((group) => ({
      ...group,
      options: optionRows.filter((option) => option.groupId === group.id),
    })),
  }
}

export const catalogueReference = ({ db, cache }: Pick<AppContext, 'db' | 'cache'>): Promise<CatalogueReference> =>
  cache.get('catalogue:reference', () => loadReference(db))

async function loadProductCounts(db: Db): Promise<ProductCount[]> {
  const rows = await db
    .select({ categoryId: products.categoryId, brandId: products.brandId, count: count() })
    .from(products)
    .where(eq(products.isPublished, true))
    .groupBy(products.categoryId, products.brandId)
  return rows.map((row) => ({ ...row, count: Number(row.count) }))
}

export const productCounts = ({ db, cache }: Pick<AppContext, 'db' | 'cache'>): Promise<ProductCount[]> =>
  cache.get('catalogue:product-counts', () => loadProductCounts(db))

/** Ids of the visible categories at `path` and below it; undefined when the path names no visible category. */
export function categoryScope(reference: CatalogueReference, path: string): number[] | undefined {
  const root = reference.categoryByPath.get(path)
  if (!root?.visible) return undefined
  const prefix = `${path}/`
  return reference.categories
    .filter((category) => category.visible && (category.id === root.id || category.path.startsWith(prefix)))
    .map((category) => category.id)
}

/** The category and its ancestors from the root. */
export function categoryTrail(reference: CatalogueReference, categoryId: number): CategoryRef[] {
  const trail: CategoryRef[] = []
  for (
    let node = reference.categoryById.get(categoryId);
    node;
    node = node.parentId === null ? undefined : reference.categoryById.get(node.parentId)
  )
    trail.unshift(node)
  return trail
}

/** How many published products of these categories and brands there are (null: all of them). */
export function scopeSize(counts: ProductCount[], categoryIds: number[] | null, brandIds: number[] | null): number {
  const categories = categoryIds && new Set(categoryIds)
  const brands = brandIds && new Set(brandIds)
  return counts
    .filter(
      (row) =>
        (!categories || categories.has(row.categoryId)) &&
        (!brands || (row.brandId !== null && brands.has(row.brandId))),
    )
    .reduce((sum, row) => sum + row.count, 0)
}
