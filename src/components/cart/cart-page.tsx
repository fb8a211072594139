// /order/cart/: the box that adds one SKU, the buyer's lines (a dense table on a desktop, cards on a phone), the
// warning about goods that cannot be ordered now, the totals kept in view at the bottom (packs, pieces, weight,
// volume, delivery, the minimum order, the way to checkout), then the quick order. The quick order keeps its place
// in the tree whether the cart is empty or not, so its review and the news of an add survive the cart filling up.
import { m } from '../../../messages/compiled/messages.js'
import { useCanOrder } from '../../state/use-can-order'
import { useCart } from '../../state/cart-provider'
import { AppLink } from '../ui/app-link'
import { buttonClass } from '../ui/button'
import { InfoIcon } from '../ui/icons'
import { CartExportLinks } from './cart-export-links'
import { CartQuickAdd } from './cart-quick-add'
import { CartTable } from './cart-table'
import { CartTotalsBar } from './cart-totals-bar'
import styles from './cart-page.module.css'
import { QuickOrderPanel } from './quick-order-panel'

export function CartPage() {
  const { cart, busy } = useCart()
  const items = cart?.items ?? []
  const missing = items.some((item) => item.missing)
  const canOrder = useCanOrder()
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1>{m.cart_page_title()}</h1>
        <CartExportLinks />
      </div>
      {canOrder ? <CartQuickAdd /> : null}
      {!cart || items.length === 0 ? (
        <div className={styles.empty}>
          <p>{m.cart_empty()}</p>
          <p className={styles.hint}>{m.cart_empty_hint()}</p>
          <AppLink to="/catalog/" className={buttonClass('primary')}>
            {m.cart_to_catalogue()}
          </AppLink>
        </div>
      ) : (
        <div className={styles.lines}>
          {missing ? (
            <p className={styles.warning} role="status">
              <InfoIcon size={18} />
              <span>{m.cart_missing_warning()}</span>
            </p>
          ) : null}
          <CartTable items={items} busy={busy} />
          <CartTotalsBar cart={cart} />
        </div>
      )}
      {canOrder ? <QuickOrderPanel /> : null}
    </div>
  )
}
