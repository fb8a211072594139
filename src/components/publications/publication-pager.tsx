// Page links of a publication list (first, gap, neighbours, last): plain links, page 1 without `page`.
import { pageRange } from '../../lib/catalogue/page-range'
import { publicationListPath, type PublicationKind } from '../../lib/publications/publication-kind'
import { m } from '../../../messages/compiled/messages.js'
import { AppLink } from '../ui/app-link'
import styles from './publication-pager.module.css'

type PublicationPagerProps = { kind: PublicationKind; category: string | undefined; page: number; pages: number }

export function PublicationPager({ kind, category, page, pages }: PublicationPagerProps) {
  if (pages <= 1) return null
  return (
    <nav aria-label={m.listing_pagination()}>
      <ul className={styles.pages}>
        {pageRange(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <AppLink
                to={publicationListPath(kind, { category, page: item })}
                className={styles.page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={m.listing_page({ page: item })}
              >
                {item}
              </AppLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
