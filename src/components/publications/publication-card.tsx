// One news article or sales action in a list: image, date (and the last day of an action), category, title and
// the short annotation, the whole card linking to the page.
import { formatDate } from '../../../contract/format/date'
import { getLocale } from '../../../messages/compiled/runtime.js'
import type { PublicationItem } from '../../../contract/content'
import { AppLink } from '../ui/app-link'
import { RichText } from '../ui/rich-text'
import { CategoryBadge } from './category-badge'
import styles from './publication-card.module.css'
import { SaleTerm } from './sale-term'

/** `eager`: the card is in the first screenful, so its image is not worth deferring. */
export function PublicationCard({ item, eager = false }: { item: PublicationItem; eager?: boolean }) {
  const locale = getLocale()
  return (
    <article className={styles.card} data-publication={item.slug}>
      <div className={styles.media}>
        {item.image_preview ? (
          <img
            src={item.image_preview}
            alt=""
            width={800}
            height={500}
            loading={eager ? 'eager' : 'lazy'}
            className={styles.image}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <time dateTime={item.publication_date}>{formatDate(item.publication_date, locale)}</time>
          <SaleTerm endsOn={item.ends_on} />
          {item.category ? <CategoryBadge category={item.category} /> : null}
        </p>
        <h2 className={styles.title}>
          <AppLink to={item.url} className={styles.link}>
            {item.title}
          </AppLink>
        </h2>
        {item.excerpt ? <RichText html={item.excerpt} className={styles.excerpt} /> : null}
      </div>
    </article>
  )
}
