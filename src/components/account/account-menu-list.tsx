// The account menu's entries: the bonus balance (only in the loyalty programme), the account pages, the
// manager's order form when there is one, and sign-out.
import { formatPrice } from '../../../contract/format/price'
import { m } from '../../../messages/compiled/messages.js'
import type { AccountUser } from '../../../contract/account'
import { AppLink } from '../ui/app-link'
import { DownloadIcon } from '../ui/icons'
import styles from './account-menu.module.css'

type AccountMenuListProps = { user: AccountUser; onLogout: () => void; onNavigate?: () => void }

const PAGES = [
  { to: '/my/', label: m.modal_menu_profile },
  { to: '/my/loyalty-program/', label: m.modal_menu_loyalty },
  { to: '/my/history/', label: m.modal_menu_history },
  { to: '/my/survey/', label: m.modal_menu_survey },
] as const

export function AccountMenuList({ user, onLogout, onNavigate }: AccountMenuListProps) {
  const orderForm = user.manager?.storage?.order_form
  return (
    <ul className={styles.list}>
      {user.loyalty ? (
        <li>
          <AppLink to="/my/bonuses/" className={`${styles.item} ${styles.bonuses}`} onClick={onNavigate}>
            {m.modal_menu_bonuses({ balance: formatPrice(user.loyalty.balance) })}
          </AppLink>
        </li>
      ) : null}
      {PAGES.map((page) => (
        <li key={page.to}>
          <AppLink to={page.to} className={styles.item} onClick={onNavigate}>
            {page.label()}
          </AppLink>
        </li>
      ))}
      {orderForm ? (
        <li>
          <a href={orderForm} className={styles.item} download onClick={onNavigate}>
            <DownloadIcon size={16} />
            {m.modal_menu_order_form()}
          </a>
        </li>
      ) : null}
      <li className={styles.separated}>
        <button type="button" className={styles.item} onClick={onLogout}>
          {m.modal_menu_logout()}
        </button>
      </li>
    </ul>
  )
}
