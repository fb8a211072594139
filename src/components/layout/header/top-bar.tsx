// Desktop top bar: city slot and the main menu on the left; phone, e-mail, download link and language on the right.
import { headerContacts } from '../../../lib/city/city-contacts'
import { telHref } from '../../../../contract/format/tel-href'
import { m } from '../../../../messages/compiled/messages.js'
import type { HeaderConfig, Menu } from '../../../../contract/site'
import { DownloadIcon, MailIcon, PhoneIcon } from '../../ui/icons'
import { menuHref } from '../../ui/menu-link'
import { CitySlot } from './city-slot'
import { useCity } from '../../../state/city-provider'
import { LanguageSwitcher } from './language-switcher'
import { MainMenu } from './main-menu'
import styles from './top-bar.module.css'

export function TopBar({ header, mainMenu }: { header: HeaderConfig | undefined; mainMenu: Menu | undefined }) {
  const { phone, email } = headerContacts(useCity().city, header)
  return (
    <div className={styles.bar}>
      <div className={`container ${styles.row}`}>
        <CitySlot />
        {mainMenu ? <MainMenu menu={mainMenu} variant="bar" /> : null}
        <div className={styles.contacts}>
          {phone ? (
            <a className={styles.item} href={telHref(phone)} data-testid="header-phone">
              <PhoneIcon size={15} />
              <span className="visually-hidden">{m.header_phone()}: </span>
              <span className={styles.strong}>{phone}</span>
            </a>
          ) : null}
          {email ? (
            <a className={`${styles.item} ${styles.email}`} href={`mailto:${email}`} data-testid="header-email">
              <MailIcon size={15} />
              <span className="visually-hidden">{m.header_email()}: </span>
              {email}
            </a>
          ) : null}
          {header?.download_button ? (
            <a className={styles.item} href={menuHref(header.download_button.url)}>
              <DownloadIcon size={15} />
              {header.download_button.label || m.header_download()}
            </a>
          ) : null}
          <LanguageSwitcher languages={header?.lang} />
        </div>
      </div>
    </div>
  )
}
