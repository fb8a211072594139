// The buyer's personal manager: photo, name, phone and e-mail, and the manager's order form when the
// storage has one (SPEC 2 "Account menu", 6 "Manager").
import { telHref } from '../../../contract/format/tel-href'
import { m } from '../../../messages/compiled/messages.js'
import type { AccountManager } from '../../../contract/account'
import { buttonClass } from '../ui/button'
import { DownloadIcon, MailIcon, PhoneIcon } from '../ui/icons'
import styles from './manager-card.module.css'

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')

export function ManagerCard({ manager }: { manager: AccountManager | null }) {
  const orderForm = manager?.storage?.order_form ?? null
  return (
    <section className={styles.card} aria-labelledby="manager-heading">
      <h2 id="manager-heading" className={styles.heading}>
        {m.my_manager_heading()}
      </h2>
      {manager ? (
        <>
          <div className={styles.person}>
            {manager.photo ? (
              <img className={styles.photo} src={manager.photo} alt="" width={64} height={64} />
            ) : (
              <span className={styles.photo} aria-hidden="true">
                {initialsOf(manager.name)}
              </span>
            )}
            <p className={styles.name}>{manager.name}</p>
          </div>
          {manager.phone || manager.email ? (
            <ul className={styles.contacts}>
              {manager.phone ? (
                <li>
                  <a
                    className={styles.contact}
                    href={telHref(manager.phone)}
                    aria-label={`${m.my_manager_phone()}: ${manager.phone}`}
                  >
                    <PhoneIcon size={16} />
                    <span>{manager.phone}</span>
                  </a>
                </li>
              ) : null}
              {manager.email ? (
                <li>
                  <a
                    className={styles.contact}
                    href={`mailto:${manager.email}`}
                    aria-label={`${m.my_manager_email()}: ${manager.email}`}
                  >
                    <MailIcon size={16} />
                    <span>{manager.email}</span>
                  </a>
                </li>
              ) : null}
            </ul>
          ) : null}
        </>
      ) : (
        <p className={styles.none}>{m.my_manager_none()}</p>
      )}
      {orderForm ? (
        <div className={styles.orderForm}>
          <a className={buttonClass('secondary', 'md', styles.download)} href={orderForm} download>
            <DownloadIcon size={18} />
            <span>{m.my_order_form()}</span>
          </a>
          <p className={styles.hint}>{m.my_order_form_hint()}</p>
        </div>
      ) : null}
    </section>
  )
}
