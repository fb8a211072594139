// Looking up a category in the tree the API returns (vars/, catalog/categories/); used on both sides.
import type { CategoryNode } from './site'

export function findCategory(tree: CategoryNode[], path: string): CategoryNode | undefined {
  for (const node of tree) {
    if (node.path === path) return node
    if (path.startsWith(`${node.path}/`)) return findCategory(node.children, path)
  }
  return undefined
}
