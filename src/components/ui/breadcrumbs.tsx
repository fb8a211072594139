// The trail above a page's title; the last crumb is the current page and is not a link.
import type { ReactNode } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import styles from './breadcrumbs.module.css'

export type Crumb = { key: string; label: string; link?: (children: ReactNode) => ReactNode }

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label={m.breadcrumbs_label()} className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.key}>
            {index < crumbs.length - 1 && crumb.link ? (
              crumb.link(crumb.label)
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
