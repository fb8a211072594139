// Cart with item count and total sum (signed-in users only; hidden when the header config disables the cart).
import { m } from '../../../paraglide/messages.js'
import { CartIcon } from '../../ui/icons'
import { MenuLink } from '../menu-link'
import styles from './action-link.module.css'

type HeaderCartProps = { count: number; total: string | null }

export function HeaderCart({ count, total }: HeaderCartProps) {
  // The name says the visible texts in their order (caption, then the badge's number), as speech input expects.
  const label = [m.header_cart(), count > 0 ? total : null, m.home_products_count({ count })].filter(Boolean).join(', ')
  return (
    <MenuLink className={styles.action} url="/order/cart/" aria-label={label}>
      <CartIcon size={22} />
      <span className={`${styles.caption} ${total ? styles.total : ''}`} aria-hidden="true">
        {total && count > 0 ? total : m.header_cart()}
      </span>{' '}
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </MenuLink>
  )
}
