// Pages of an account list (the bonus ledger, the order history) as real links to the page on screen with
// ?p=N (page 1 has no parameter, other parameters are dropped): first, gap, neighbours, last, and the arrows.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { pageRange } from '../../lib/catalogue/page-range'
import { m } from '../../../messages/compiled/messages.js'
import { ChevronRightIcon } from './icons'
import styles from './pager.module.css'

const searchFor = (page: number) => (page > 1 ? { p: String(page) } : {})

/** The account pages that page through a list. */
export type PagedPage = '/my/bonuses/' | '/my/history/'

// The link of the page on screen is the active one (the router marks it aria-current="page"): exact, because
// page 1 has no parameter and would otherwise match every page.
function PageLink({ to, page, label, children }: { to: PagedPage; page: number; label: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      search={searchFor(page)}
      activeOptions={{ exact: true, includeSearch: true }}
      className={styles.page}
      aria-label={label}
    >
      {children}
    </Link>
  )
}

export function Pager({ to, page, pages }: { to: PagedPage; page: number; pages: number }) {
  if (pages <= 1) return null
  return (
    <nav className={styles.pager} aria-label={m.my_pager_label()}>
      <ul className={styles.pages}>
        <li>
          {page > 1 ? (
            <PageLink to={to} page={page - 1} label={m.my_pager_previous()}>
              <ChevronRightIcon size={16} className={styles.previous} />
            </PageLink>
          ) : null}
        </li>
        {pageRange(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <PageLink to={to} page={item} label={m.my_pager_page({ page: item })}>
                {item}
              </PageLink>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <PageLink to={to} page={page + 1} label={m.my_pager_next()}>
              <ChevronRightIcon size={16} />
            </PageLink>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}
