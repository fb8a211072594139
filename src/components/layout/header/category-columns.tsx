// The right-hand side of the catalogue menu for one root category: its children as headings, grandchildren below.
import { Link } from '@tanstack/react-router'
import type { MenuCategory } from '../../../../contract/site'
import styles from './category-columns.module.css'

type CategoryColumnsProps = { category: MenuCategory; onNavigate: () => void }

export function CategoryColumns({ category, onNavigate }: CategoryColumnsProps) {
  return (
    <div className={styles.wrap}>
      <Link to="/catalog/$/" params={{ _splat: category.path }} className={styles.title} onClick={onNavigate}>
        {category.title}
      </Link>
      {category.children.length > 0 ? (
        <ul className={styles.columns}>
          {category.children.map((child) => (
            <li key={child.path} className={styles.group}>
              <Link to="/catalog/$/" params={{ _splat: child.path }} className={styles.heading} onClick={onNavigate}>
                {child.title}
                <span className={styles.count}>{child.count}</span>
              </Link>
              {child.children.length > 0 ? (
                <ul className={styles.leaves}>
                  {child.children.map((leaf) => (
                    <li key={leaf.path}>
                      <Link
                        to="/catalog/$/"
                        params={{ _splat: leaf.path }}
                        className={styles.leaf}
                        onClick={onNavigate}
                      >
                        {leaf.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
