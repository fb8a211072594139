// Cart with item count and total sum (signed-in users only; hidden when the header config disables the cart): the
// badge number for narrow screens, and on wide ones the count in words ("5 products") above the sum.
import { m } from '../../../../messages/compiled/messages.js'
import { CartIcon } from '../../ui/icons'
import { MenuLink } from '../../ui/menu-link'
import styles from './action-link.module.css'

type HeaderCartProps = { count: number; total: string | null }

export function HeaderCart({ count, total }: HeaderCartProps) {
  const label = [m.header_cart(), m.header_cart_count({ count }), total].filter(Boolean).join(', ')
  // The name comes from a hidden text, not aria-label: it holds the badge's number and the visible total.
  return (
    <MenuLink className={styles.action} url="/order/cart/">
      <span className="visually-hidden">{label}</span>
      <CartIcon size={22} />
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
      {count > 0 ? (
        <>
          <span className={styles.caption} aria-hidden="true" data-testid="header-cart-count">
            {m.header_cart_items({ count })}
          </span>
          {total ? (
            <span className={`${styles.caption} ${styles.total}`} aria-hidden="true">
              {total}
            </span>
          ) : null}
        </>
      ) : (
        <span className={styles.caption} aria-hidden="true">
          {m.header_cart()}
        </span>
      )}
    </MenuLink>
  )
}
