// Page links (first, gap, neighbours, last) and the "show all" button. Pages are real links (crawlers and
// new tabs follow them); a plain click hands the page to the listing, whose state the URL follows.
import type { MouseEvent } from 'react'
import { pageRange } from '../../../lib/catalogue/page-range'
import { m } from '../../../../messages/compiled/messages.js'
import { ChevronRightIcon } from '../../ui/icons'
import styles from './pagination.module.css'

type PaginationProps = {
  page: number
  pages: number
  hrefFor: (page: number) => string
  onPage: (page: number) => void
  onShowAll: () => void
}

export function Pagination({ page, pages, hrefFor, onPage, onShowAll }: PaginationProps) {
  if (pages <= 1) return null
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (target !== page) onPage(target)
  }
  return (
    <div className={styles.bar}>
      <nav aria-label={m.listing_pagination()}>
        <ul className={styles.pages}>
          <li>
            <button
              type="button"
              className={`${styles.page} ${styles.previous}`}
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
              aria-label={m.listing_previous_page()}
            >
              <ChevronRightIcon size={16} />
            </button>
          </li>
          {pageRange(page, pages).map((item, index) =>
            item === 'gap' ? (
              <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <a
                  href={hrefFor(item)}
                  className={styles.page}
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={m.listing_page({ page: item })}
                  onClick={follow(item)}
                >
                  {item}
                </a>
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              className={`${styles.page}`}
              disabled={page >= pages}
              onClick={() => onPage(page + 1)}
              aria-label={m.listing_next_page()}
            >
              <ChevronRightIcon size={16} />
            </button>
          </li>
        </ul>
      </nav>
      <button type="button" className={styles.showAll} onClick={onShowAll}>
        {m.listing_show_all()}
      </button>
    </div>
  )
}
