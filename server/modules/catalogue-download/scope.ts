// What a download covers: the whole catalogue, one category's subtree and/or one brand, as the categories
// in tree order with the number of products each holds itself. Unknown brands and paths are 404s.
import { and, count, eq, type SQL } from 'drizzle-orm'
import type { CategoryNode, Locale } from '../../../contract/site'
import type { AppContext } from '../../context'
import { brands, products } from '../../db/schema/catalogue'
import { NotFound } from '../../domain-errors'
import { translate } from '../../i18n'
import { findCategory } from '../../../contract/category-tree'
import { categoryTree } from '../catalogue/categories'

export type ScopeBrand = { id: number; slug: string; title: string; logo: string | null }

/** A category of the scope and how many of its own (not its children's) products are in scope. */
export type Section = { node: CategoryNode; own: number }

export type DownloadScope = {
  brand: ScopeBrand | null
  category: CategoryNode | null
  /** Parents before children, siblings in menu order. */
  sections: Section[]
  total: number
}

const notFound = (locale: Locale) => new NotFound(translate('api_not_found', locale))

function inTreeOrder(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...inTreeOrder(node.children)])
}

async function findBrand(ctx: AppContext, slug: string, locale: Locale): Promise<ScopeBrand> {
  const [brand] = await ctx.db
    .select({ id: brands.id, slug: brands.slug, title: brands.title, logo: brands.logo })
    .from(brands)
    .where(and(eq(brands.slug, slug), eq(brands.isPublished, true)))
    .limit(1)
  if (!brand) throw notFound(locale)
  return brand
}

/** Published products per category, of one brand when given. */
async function ownCounts(ctx: AppContext, brandId: number | null): Promise<Map<number, number>> {
  const conditions: SQL[] = [eq(products.isPublished, true)]
  if (brandId !== null) conditions.push(eq(products.brandId, brandId))
  const rows = await ctx.db
    .select({ categoryId: products.categoryId, total: count() })
    .from(products)
    .where(and(...conditions))
    .groupBy(products.categoryId)
  return new Map(rows.map((row) => [row.categoryId, Number(row.total)]))
}

export async function resolveScope(
  ctx: AppContext,
  query: { path?: string; brand?: string },
  locale: Locale,
): Promise<DownloadScope> {
  const tree = await categoryTree(ctx, locale)
  const category = query.path === undefined ? null : (findCategory(tree, query.path) ?? null)
  if (query.path !== undefined && !category) throw notFound(locale)
  const brand = query.brand === undefined ? null : await findBrand(ctx, query.brand, locale)
  const counts = await ownCounts(ctx, brand?.id ?? null)
  const sections = inTreeOrder(category ? [category] : tree).map((node) => ({ node, own: counts.get(node.id) ?? 0 }))
  return { brand, category, sections, total: sections.reduce((sum, section) => sum + section.own, 0) }
}
