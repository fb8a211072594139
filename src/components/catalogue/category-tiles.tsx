// The top categories as tiles, each with its sub-categories and product counts.
import { Link } from '@tanstack/react-router'
import { m } from '../../../messages/compiled/messages.js'
import type { MenuCategory } from '../../../contract/site'
import styles from './category-tiles.module.css'

export function CategoryTiles({ categories }: { categories: MenuCategory[] }) {
  return (
    <ul className={styles.tiles}>
      {categories.map((category) => (
        <li key={category.path}>
          <Link to="/catalog/$/" params={{ _splat: category.path }}>
            {category.title}
          </Link>
          <span>{m.home_products_count({ count: category.count })}</span>
          {category.children.length > 0 ? (
            <ul>
              {category.children.map((child) => (
                <li key={child.path}>
                  <Link to="/catalog/$/" params={{ _splat: child.path }}>
                    {child.title}
                  </Link>{' '}
                  <span>{child.count}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
