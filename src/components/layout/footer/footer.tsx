// Site footer: logo and contacts (the visitor's city's, else the site's), the three configured link menus, copyright.
import { footerContacts } from '../../../lib/city/city-contacts'
import { telHref } from '../../../../contract/format/tel-href'
import { m } from '../../../../messages/compiled/messages.js'
import type { FooterConfig, Menu } from '../../../../contract/site'
import { useCity } from '../../../state/city-provider'
import { Logo } from '../logo'
import { MenuLink } from '../../ui/menu-link'
import styles from './footer.module.css'

type FooterProps = { footer: FooterConfig | undefined; menus: Menu[]; siteName: string }

export function Footer({ footer, menus, siteName }: FooterProps) {
  const footerMenus = (footer?.menus ?? []).flatMap((slug) => menus.filter((menu) => menu.slug === slug)).slice(0, 3)
  const { phones, emails } = footerContacts(useCity().city, footer)
  const copyright = footer?.copyright || m.footer_copyright({ year: new Date().getFullYear(), name: siteName })

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo src={footer?.logo} siteName={siteName} />
          <p className={styles.tagline}>{m.site_tagline()}</p>
          {phones.length > 0 ? (
            <div className={styles.contacts} data-testid="footer-phones">
              <h2 className={styles.heading}>{m.footer_phones()}</h2>
              <ul className={styles.list}>
                {phones.map((phone) => (
                  <li key={phone}>
                    <a className={styles.phone} href={telHref(phone)}>
                      {phone}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {emails.length > 0 ? (
            <div className={styles.contacts} data-testid="footer-emails">
              <h2 className={styles.heading}>{m.footer_emails()}</h2>
              <ul className={styles.list}>
                {emails.map((email) => (
                  <li key={email}>
                    <a className={styles.link} href={`mailto:${email}`}>
                      {email}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        {footerMenus.map((menu) => (
          <nav key={menu.slug} className={styles.menu} aria-label={menu.title}>
            <h2 className={styles.heading}>{menu.title}</h2>
            <ul className={styles.list}>
              {menu.items.map((item) => (
                <li key={`${item.url}|${item.title}`}>
                  <MenuLink url={item.url}>{item.title}</MenuLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p className={styles.copyright}>{copyright}</p>
        </div>
      </div>
    </footer>
  )
}
