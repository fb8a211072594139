// The categories beside a listing: the children of the current category (or its siblings when it has
// none), each with its product count.
import { Link } from '@tanstack/react-router'
import { findCategory } from '../../../contract/category-tree'
import type { CategoryNode } from '../../../contract/site'
import { useSiteVars } from '../../lib/root-data'
import { m } from '../../../messages/compiled/messages.js'
import styles from './category-nav.module.css'

type CategoryNavProps = {
  title: string
  categories: CategoryNode[]
  currentPath?: string
  onNavigate?: () => void
}

export function CategoryNav({ title, categories, currentPath, onNavigate }: CategoryNavProps) {
  if (categories.length === 0) return null
  return (
    <nav aria-label={title} className={styles.nav}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to="/catalog/$/"
              params={{ _splat: category.path }}
              className={styles.link}
              aria-current={category.path === currentPath ? 'page' : undefined}
              onClick={onNavigate}
            >
              <span>{category.title}</span>
              <span className={styles.count}>{category.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A category page's nav: its children, else its siblings (the top categories for a top category). */
export function CategoryNeighbourNav({ category, onNavigate }: { category: CategoryNode; onNavigate: () => void }) {
  const vars = useSiteVars()
  const parentPath = category.categories_path.at(-1)?.path
  const siblings = parentPath
    ? (findCategory(vars?.categories ?? [], parentPath)?.children ?? [])
    : (vars?.categories ?? [])
  const hasChildren = category.children.length > 0
  return (
    <CategoryNav
      title={hasChildren ? m.catalog_children() : m.listing_categories()}
      categories={hasChildren ? category.children : siblings}
      currentPath={category.path}
      onNavigate={onNavigate}
    />
  )
}
