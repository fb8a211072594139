// The category tree with product counts (each category counts the published products below it).
import { asc, count, eq } from 'drizzle-orm'
import type { CategoryLink, CategoryNode, Locale } from '../../../contract/site'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { categories, products } from '../../db/schema/catalogue'
import { pick } from '../../localize'

export async function loadCategoryTree(db: Db, locale: Locale): Promise<CategoryNode[]> {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(eq(categories.isPublished, true))
      .orderBy(asc(categories.depth), asc(categories.position), asc(categories.id)),
    db
      .select({ categoryId: products.categoryId, total: count() })
      .from(products)
      .where(eq(products.isPublished, true))
      .groupBy(products.categoryId),
  ])
  const own = new Map(counts.map((row) => [row.categoryId, Number(row.total)]))
  const nodes = new Map<number, CategoryNode>()
  const roots: CategoryNode[] = []
  for (const row of rows) {
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId)
    if (row.parentId !== null && !parent) continue // under an unpublished parent
    const title = pick(row.title, locale)
    const trail: CategoryLink[] = parent
      ? [...parent.categories_path, { slug: parent.slug, title: parent.title, path: parent.path }]
      : []
    const node: CategoryNode = {
      id: row.id,
      slug: row.slug,
      title,
      path: row.path,
      categories_path: trail,
      count: own.get(row.id) ?? 0,
      children: [],
      updated: row.updatedAt.toISOString(),
    }
    nodes.set(row.id, node)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  const total = (node: CategoryNode): number =>
    (node.count += node.children.reduce((sum, child) => sum + total(child), 0))
  roots.forEach(total)
  return roots
}

/** The tree as the app's cache keeps it (categories/, the catalogue download). */
export const categoryTree = ({ db, cache }: AppContext, locale: Locale) =>
  cache.get(`categories:${locale}`, () => loadCategoryTree(db, locale))
