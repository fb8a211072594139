// /order/cart/: the buyer's lines with quantity controls and comments, the warning about goods that cannot be
// ordered now, the totals, emptying the cart and the way to checkout (absent when nothing can be ordered), then
// the quick order. The quick order keeps its place in the tree whether the cart is empty or not, so its review and
// the news of an add survive the cart filling up.
import { formatPrice } from '../../../contract/format/price'
import { m } from '../../../messages/compiled/messages.js'
import { useCanOrder } from '../../state/use-can-order'
import { useCart } from '../../state/cart-provider'
import { AppLink } from '../ui/app-link'
import { buttonClass } from '../ui/button'
import { InfoIcon } from '../ui/icons'
import { CartExportLinks } from './cart-export-links'
import { CartLine } from './cart-line'
import { ClearCartButton } from './clear-cart-button'
import styles from './cart-page.module.css'
import { QuickOrderPanel } from './quick-order-panel'

export function CartPage() {
  const { cart, busy } = useCart()
  const items = cart?.items ?? []
  const missing = items.some((item) => item.missing)
  const orderable = items.some((item) => !item.missing)
  const canOrder = useCanOrder()
  return (
    <div className={styles.page}>
      <h1>{m.cart_page_title()}</h1>
      <CartExportLinks />
      {items.length === 0 ? (
        <div className={styles.empty}>
          <p>{m.cart_empty()}</p>
          <p className={styles.hint}>{m.cart_empty_hint()}</p>
          <AppLink to="/catalog/" className={buttonClass('primary')}>
            {m.cart_to_catalogue()}
          </AppLink>
        </div>
      ) : (
        <>
          {missing ? (
            <p className={styles.warning} role="status">
              <InfoIcon size={18} />
              <span>{m.cart_missing_warning()}</span>
            </p>
          ) : null}
          <ul id="cart-lines" className={styles.lines} aria-busy={busy || undefined}>
            {items.map((item) => (
              <CartLine key={item.id} item={item} />
            ))}
          </ul>
          <div className={styles.summary}>
            <p className={styles.count}>{m.cart_packs({ count: cart?.total_count ?? 0 })}</p>
            <p className={styles.total}>
              {m.cart_total()}: <strong data-testid="cart-total">{formatPrice(cart?.total_sum ?? 0)}</strong>
            </p>
            <div className={styles.buttons}>
              <ClearCartButton />
              {orderable && canOrder ? (
                <AppLink to="/order/form/" className={buttonClass('primary')}>
                  {m.cart_to_checkout()}
                </AppLink>
              ) : null}
            </div>
          </div>
        </>
      )}
      {canOrder ? <QuickOrderPanel /> : null}
    </div>
  )
}
