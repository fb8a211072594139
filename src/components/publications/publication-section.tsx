// A publication list page (/info/, /sales/): the section's title and text, the category chips, the cards of
// the page and the page links, or a "nothing here yet" line when the list is empty.
import type { PublicationKind } from '../../lib/publications/publication-kind'
import { m } from '../../../messages/compiled/messages.js'
import type { PublicationList, PublicationSectionPage } from '../../../contract/content'
import { RichText } from '../ui/rich-text'
import { CategoryChips } from './category-chips'
import { PublicationCard } from './publication-card'
import { PublicationPager } from './publication-pager'
import styles from './publication-section.module.css'

/** One row on a desktop screen. */
const EAGER_CARDS = 3

type PublicationSectionProps = {
  kind: PublicationKind
  section: PublicationSectionPage
  list: PublicationList
  category: string | undefined
}

export function PublicationSection({ kind, section, list, category }: PublicationSectionProps) {
  return (
    <div className={styles.section}>
      <h1>{section.title}</h1>
      {section.body ? <RichText html={section.body} className={styles.intro} /> : null}
      <CategoryChips kind={kind} categories={section.categories} active={category} />
      {list.results.length === 0 ? (
        <p className={styles.empty} role="status">
          {m.publications_empty()}
        </p>
      ) : (
        <ul className={styles.grid}>
          {list.results.map((item, index) => (
            <li key={item.id}>
              <PublicationCard item={item} eager={index < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      )}
      <PublicationPager kind={kind} category={category} page={list.page} pages={list.pages} />
    </div>
  )
}
