// The top of a brand page: logo, name, country, the description (collapsed when long) and the PDF link.
import { useState } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import type { BrandPage } from '../../../contract/catalogue'
import { DownloadIcon } from '../ui/icons'
import { RichText } from '../ui/rich-text'
import styles from './brand-header.module.css'

const COLLAPSE_FROM_CHARS = 320

export function BrandHeader({ brand, pdfUrl }: { brand: BrandPage; pdfUrl: string }) {
  const [expanded, setExpanded] = useState(false)
  const long = brand.description.length > COLLAPSE_FROM_CHARS
  return (
    <header className={styles.header}>
      {brand.logo ? (
        <img
          className={styles.logo}
          src={brand.logo}
          alt={brand.title}
          width={160}
          height={80}
          style={{ background: brand.logo_color ?? undefined }}
        />
      ) : null}
      <div className={styles.text}>
        <h1 className={styles.title}>{brand.title}</h1>
        {brand.country ? <p className={styles.country}>{m.brand_country({ country: brand.country })}</p> : null}
        {brand.description ? (
          <RichText
            html={brand.description}
            className={styles.description}
            data-collapsed={long && !expanded ? 'true' : undefined}
            id="brand-description"
          />
        ) : null}
        <div className={styles.links}>
          {long ? (
            <button
              type="button"
              className={styles.more}
              aria-expanded={expanded}
              aria-controls="brand-description"
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? m.brand_show_less() : m.brand_show_more()}
            </button>
          ) : null}
          <a className={styles.pdf} href={pdfUrl} download>
            <DownloadIcon size={18} />
            {m.brand_download_pdf()}
          </a>
        </div>
      </div>
    </header>
  )
}
