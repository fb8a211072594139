// The catalogue download page: what the PDF holds, whether it will show prices, the whole-catalogue button
// and one link per top category. Plain links with `download`: the browser saves the streamed file.
import { catalogueDownloadUrl } from '../../api/catalogue-download'
import { m } from '../../../messages/compiled/messages.js'
import { getLocale } from '../../../messages/compiled/runtime.js'
import type { CatalogueDownloadPage } from '../../../contract/catalogue-download'
import { buttonClass } from '../ui/button'
import { DownloadIcon } from '../ui/icons'
import styles from './download-page.module.css'

export function DownloadPage({ page }: { page: CatalogueDownloadPage }) {
  const locale = getLocale()
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{page.title}</h1>
      <p className={styles.text}>{page.text}</p>
      <p className={styles.prices}>{page.with_prices ? m.pdf_prices_for_buyer() : m.pdf_prices_for_guest()}</p>
      <a className={buttonClass('primary', 'lg', styles.whole)} href={catalogueDownloadUrl({}, locale)} download>
        <DownloadIcon size={20} />
        <span>{m.pdf_download_all()}</span>
        <span className={styles.wholeCount}>{m.pdf_products_count({ count: page.total })}</span>
      </a>
      {page.categories.length > 0 ? (
        <>
          <h2 className={styles.subtitle}>{m.pdf_by_category()}</h2>
          <ul className={styles.categories}>
            {page.categories.map((category) => (
              <li key={category.path}>
                <a
                  className={styles.category}
                  href={catalogueDownloadUrl({ path: category.path }, locale)}
                  download
                  aria-label={m.pdf_download_category({ title: category.title })}
                >
                  <DownloadIcon size={18} />
                  <span className={styles.categoryTitle}>{category.title}</span>
                  <span className={styles.categoryCount}>{m.pdf_products_count({ count: category.count })}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
