// What a category page keeps of the category tree: the category with its trail and its children as links, and,
// for a category without children, its siblings for the navigation beside the listing (the top categories for a
// top category). Fetched beside the listing; the rest of the tree stays out of the page.
import { menuTree } from '../../../contract/category-tree'
import type { CategoryNode, MenuCategory } from '../../../contract/site'
import { getCategory } from '../../api/catalogue'
import { orNotFound } from '../or-not-found'

export type PageCategory = Pick<CategoryNode, 'title' | 'path' | 'count' | 'categories_path'> & {
  children: MenuCategory[]
}

export type CategoryWithNeighbours = { category: PageCategory; siblings: MenuCategory[] }

export async function loadCategoryWithNeighbours(path: string, topCategories: MenuCategory[]) {
  const parentPath = path.split('/').slice(0, -1).join('/')
  // The parent is asked for at once (its answer is small and cached), not after the category said it is a leaf.
  const parent = parentPath ? getCategory(parentPath).catch(() => null) : Promise.resolve(null)
  const node = await orNotFound(getCategory(path))
  const category: PageCategory = {
    title: node.title,
    path: node.path,
    count: node.count,
    categories_path: node.categories_path,
    children: menuTree(node.children, 1),
  }
  if (category.children.length > 0) return { category, siblings: [] }
  const siblings = parentPath ? menuTree((await parent)?.children ?? [], 1) : topCategories
  return { category, siblings }
}
