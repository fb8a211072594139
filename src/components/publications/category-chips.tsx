// The category filter of a list page: "All" and each category in its colour; the chosen one is pressed.
import { publicationListPath, type PublicationKind } from '../../lib/publications/publication-kind'
import { m } from '../../../messages/compiled/messages.js'
import type { PublicationCategory } from '../../../contract/content'
import { AppLink } from '../ui/app-link'
import styles from './category-chips.module.css'

type CategoryChipsProps = { kind: PublicationKind; categories: PublicationCategory[]; active: string | undefined }

export function CategoryChips({ kind, categories, active }: CategoryChipsProps) {
  if (categories.length === 0) return null
  const chips = [{ slug: undefined, title: m.publications_all(), color: null }, ...categories]
  return (
    <nav aria-label={m.publications_categories()}>
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.slug ?? ''}>
            <AppLink
              to={publicationListPath(kind, { category: chip.slug })}
              className={styles.chip}
              aria-current={chip.slug === active ? 'page' : undefined}
              data-category={chip.slug ?? ''}
            >
              {chip.color ? (
                <span className={styles.dot} style={{ background: chip.color }} aria-hidden="true" />
              ) : null}
              {chip.title}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
