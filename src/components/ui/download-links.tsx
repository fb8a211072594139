// "Download: XLSX · CSV": the links that download one thing (the cart, an order, the history) as a spreadsheet.
// Each link names what it downloads and in which format for a screen reader.
import { EXPORT_FORMATS, type ExportFormat } from '../../../contract/exports'
import { m } from '../../../messages/compiled/messages.js'
import styles from './download-links.module.css'

type DownloadLinksProps = {
  /** What the links download, as the link's label says it ("the cart"). */
  subject: string
  hrefOf: (format: ExportFormat) => string
  className?: string
}

export function DownloadLinks({ subject, hrefOf, className }: DownloadLinksProps) {
  return (
    <p className={className ? `${styles.links} ${className}` : styles.links}>
      <span className={styles.title}>{m.export_links_title()}</span>
      {EXPORT_FORMATS.map((format) => (
        <a
          key={format}
          className={styles.link}
          href={hrefOf(format)}
          download
          aria-label={m.export_link_label({ subject, format: format.toUpperCase() })}
        >
          {format.toUpperCase()}
        </a>
      ))}
    </p>
  )
}
