// Partner companies: logo, name, what they do and a link to their site (opens in a new tab).
import { m } from '../../../messages/compiled/messages.js'
import type { Partner } from '../../../contract/content'
import { RichText } from '../ui/rich-text'
import { EmptyNote } from './empty-note'
import styles from './partner-list.module.css'

export function PartnerList({ partners }: { partners: Partner[] }) {
  if (partners.length === 0) return <EmptyNote />
  return (
    <ul className={styles.list}>
      {partners.map((partner) => (
        <li key={partner.id} className={styles.partner}>
          {partner.logo ? (
            <img
              className={styles.logo}
              src={partner.logo}
              alt={partner.title}
              width={160}
              height={80}
              loading="lazy"
            />
          ) : null}
          <h2 className={styles.title}>{partner.title}</h2>
          {partner.description ? <RichText html={partner.description} className={styles.description} /> : null}
          {partner.url ? (
            <a className={styles.link} href={partner.url} target="_blank" rel="noopener noreferrer">
              {m.company_partner_site()}
              <span className="visually-hidden">
                {' '}
                {partner.title} ({m.company_new_tab()})
              </span>
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
