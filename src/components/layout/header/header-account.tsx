// Login button for guests (the login modal issue passes `onLogin`) and the account link for signed-in users.
import { m } from '../../../../messages/compiled/messages.js'
import { UserIcon } from '../../ui/icons'
import { MenuLink } from '../../ui/menu-link'
import styles from './action-link.module.css'

export function HeaderLogin({ onLogin }: { onLogin?: () => void }) {
  return (
    <button
      type="button"
      className={styles.action}
      onClick={onLogin}
      aria-haspopup="dialog"
      aria-label={m.header_login()}
    >
      <UserIcon size={22} />
      <span className={styles.caption} aria-hidden="true">
        {m.header_login()}
      </span>
    </button>
  )
}

export function HeaderAccount({ name }: { name: string | null }) {
  return (
    <MenuLink className={styles.action} url="/my/" aria-label={m.header_account()}>
      <UserIcon size={22} />
      <span className={styles.caption} aria-hidden="true">
        {name ?? m.header_account()}
      </span>
    </MenuLink>
  )
}
