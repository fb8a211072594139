// Phones and e-mails as links (tel: and mailto:), one per line.
import { telHref } from '../../../contract/format/tel-href'
import styles from './contacts-page.module.css'

export function ContactLinks({ phones, emails }: { phones: string[]; emails: string[] }) {
  return (
    <ul className={styles.links}>
      {phones.map((phone) => (
        <li key={phone}>
          <a className={styles.phone} href={telHref(phone)}>
            {phone}
          </a>
        </li>
      ))}
      {emails.map((email) => (
        <li key={email}>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
      ))}
    </ul>
  )
}
