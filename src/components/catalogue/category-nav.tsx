// The categories beside a listing: the children of the current category (or its siblings when it has
// none), each with its product count.
import { Link } from '@tanstack/react-router'
import type { MenuCategory } from '../../../contract/site'
import type { PageCategory } from '../../lib/catalogue/category-page'
import { m } from '../../../messages/compiled/messages.js'
import styles from './category-nav.module.css'

type CategoryNavProps = {
  title: string
  categories: MenuCategory[]
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
          <li key={category.path}>
            <Link
              to="/catalog/$/"
              params={{ _splat: category.path }}
              aria-current={category.path === currentPath ? 'page' : undefined}
              onClick={onNavigate}
            >
              <span>{category.title}</span>
              <span>{category.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A category page's nav: its children, else its siblings (the top categories for a top category). */
type NeighbourNavProps = { category: PageCategory; siblings: MenuCategory[]; onNavigate: () => void }

export function CategoryNeighbourNav({ category, siblings, onNavigate }: NeighbourNavProps) {
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
