// Special offers or publications found by the search: image, date and title linking to the page.
import { localizeHref } from '../../../messages/compiled/runtime.js'
import type { SearchPublication } from '../../../contract/catalogue'
import styles from './publication-results.module.css'

const dateFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ru-RU', { day: 'numeric', month: 'long', year: 'numeric' })

export function PublicationResults({ items, locale }: { items: SearchPublication[]; locale: string }) {
  const format = dateFormat(locale)
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <a href={localizeHref(item.url)} className={styles.link}>
            {item.image_preview ? (
              <img src={item.image_preview} alt="" width={120} height={80} loading="lazy" className={styles.image} />
            ) : null}
            <span className={styles.text}>
              <time dateTime={item.publication_date} className={styles.date}>
                {format.format(new Date(`${item.publication_date}T00:00:00`))}
              </time>
              <span className={styles.title}>{item.title}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
