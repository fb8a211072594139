// Looking up a category in the tree the API returns (vars/, catalog/categories/), and the lighter tree the
// catalogue menu and the listing navigation show; used on both sides.
import type { CategoryNode, MenuCategory } from './site'

export function findCategory(tree: CategoryNode[], path: string): CategoryNode | undefined {
  for (const node of tree) {
    if (node.path === path) return node
    if (path.startsWith(`${node.path}/`)) return findCategory(node.children, path)
  }
  return undefined
}

/** The tree as links with counts, `depth` levels deep (the levels below are left out). */
export function menuTree(nodes: CategoryNode[], depth = 3): MenuCategory[] {
  return nodes.map((node) => ({
    title: node.title,
    path: node.path,
    count: node.count,
    children: depth > 1 ? menuTree(node.children, depth - 1) : [],
  }))
}

/**
 * A short name of the menu tree's content (FNV-1a of its JSON, base 36): the page names the version it was
 * rendered with, and the menu's answer for that version may be cached for good.
 */
export function menuVersion(tree: MenuCategory[]): string {
  const text = JSON.stringify(tree)
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}
