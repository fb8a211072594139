// The latest news as cards: preview picture, date, category and title, each linking to the article at the
// address the API gives (/info/DD-MM-YYYY/slug/ or /sales/…).
import { formatDate } from '../../../contract/format/date'
import { m } from '../../../messages/compiled/messages.js'
import { getLocale } from '../../../messages/compiled/runtime.js'
import type { PublicationItem } from '../../../contract/content'
import { CategoryBadge } from '../publications/category-badge'
import { AppLink } from '../ui/app-link'
import { HomeSection } from './home-section'
import styles from './latest-news.module.css'

export function LatestNews({ news }: { news: PublicationItem[] }) {
  const locale = getLocale()
  return (
    <HomeSection
      title={m.home_news_title()}
      empty={news.length === 0}
      aside={
        <AppLink to="/info/" className={styles.all}>
          {m.home_news_all()}
        </AppLink>
      }
    >
      <ul className={styles.list}>
        {news.map((item) => (
          <li key={item.id} className={styles.card}>
            <span className={styles.picture}>
              {item.image_preview ? (
                <img src={item.image_preview} alt="" width={800} height={500} loading="lazy" decoding="async" />
              ) : null}
            </span>
            <span className={styles.meta}>
              <time dateTime={item.publication_date}>{formatDate(item.publication_date, locale)}</time>
              {item.category ? <CategoryBadge category={item.category} /> : null}
            </span>
            <h3 className={styles.title}>
              <AppLink to={item.url} className={styles.link}>
                {item.title}
              </AppLink>
            </h3>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
