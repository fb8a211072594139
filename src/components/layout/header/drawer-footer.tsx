// Bottom of the mobile drawer: contacts, download link and the language choice (the top bar is hidden on mobile).
import { headerContacts } from '../../../lib/city/city-contacts'
import { telHref } from '../../../../contract/format/tel-href'
import { m } from '../../../../messages/compiled/messages.js'
import { getLocale, setLocale } from '../../../../messages/compiled/runtime.js'
import type { HeaderConfig } from '../../../../contract/site'
import { DownloadIcon, MailIcon, PhoneIcon } from '../../ui/icons'
import { useCity } from '../../../state/city-provider'
import { menuHref } from '../../ui/menu-link'
import { CitySlot } from './city-slot'
import styles from './drawer-footer.module.css'
import { availableLocales, languageName } from './language-switcher'

type DrawerFooterProps = {
  header: HeaderConfig | undefined
  /** Links the drawer's menus already show: the download link is not repeated when one of them is it. */
  menuUrls: string[]
  /** Closes the drawer as the city picker opens over the page. */
  onPickCity: () => void
}

export function DrawerFooter({ header, menuUrls, onPickCity }: DrawerFooterProps) {
  const current = getLocale()
  const { phone, email } = headerContacts(useCity().city, header)
  return (
    <div className={styles.footer}>
      <h2 className={styles.title}>{m.header_contacts()}</h2>
      <div className={styles.city}>
        <CitySlot onOpen={onPickCity} />
      </div>
      {phone ? (
        <a className={styles.contact} href={telHref(phone)}>
          <PhoneIcon size={18} />
          <span className="visually-hidden">{m.header_phone()}: </span>
          {phone}
        </a>
      ) : null}
      {email ? (
        <a className={styles.contact} href={`mailto:${email}`}>
          <MailIcon size={18} />
          <span className="visually-hidden">{m.header_email()}: </span>
          {email}
        </a>
      ) : null}
      {header?.download_button && !menuUrls.includes(header.download_button.url) ? (
        <a className={styles.contact} href={menuHref(header.download_button.url)}>
          <DownloadIcon size={18} />
          {header.download_button.label || m.header_download()}
        </a>
      ) : null}
      <div className={styles.languages} role="group" aria-label={m.header_language()}>
        {availableLocales(header?.lang).map((locale) => (
          <button
            key={locale}
            type="button"
            lang={locale}
            className={styles.language}
            aria-pressed={locale === current}
            onClick={() => locale !== current && setLocale(locale)}
          >
            {languageName(locale)}
          </button>
        ))}
      </div>
    </div>
  )
}
