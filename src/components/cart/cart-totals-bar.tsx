// The cart's totals, kept at the bottom of the window while a long cart scrolls: packs, pieces, weight and volume,
// what delivery costs and what is left to free delivery, the minimum order, the total, emptying the cart and the way
// to checkout (disabled, with the reason, below the minimum; absent when nothing can be ordered or the user may
// not order).
import { formatPrice } from '../../../contract/format/price'
import { formatCount, formatCubicMetres, formatWeight } from '../../../contract/format/units'
import type { Cart } from '../../../contract/cart'
import { m } from '../../../messages/compiled/messages.js'
import { getLocale } from '../../../messages/compiled/runtime.js'
import { useCanOrder } from '../../state/use-can-order'
import { AppLink } from '../ui/app-link'
import { Button, buttonClass } from '../ui/button'
import { ClearCartButton } from './clear-cart-button'
import styles from './cart-totals-bar.module.css'

export function CartTotalsBar({ cart }: { cart: Cart }) {
  const locale = getLocale()
  const { delivery } = cart
  const orderable = cart.items.some((item) => !item.missing)
  const canOrder = useCanOrder()
  const belowMinimum = delivery.to_min_order > 0
  const measures = [
    m.cart_packs({ count: cart.total_count }),
    m.cart_units({ count: formatCount(cart.total_units, locale) }),
    cart.total_weight === null ? null : `${m.cart_total_weight()} ${formatWeight(cart.total_weight, locale)}`,
    cart.total_volume === null
      ? null
      : `${m.cart_total_volume()} ${m.cart_volume_value({ value: formatCubicMetres(cart.total_volume, locale) })}`,
  ].filter(Boolean)
  const deliveryNote =
    delivery.costs.delivery === 0
      ? m.cart_delivery_free()
      : [
          m.cart_delivery_cost({ cost: formatPrice(delivery.costs.delivery) }),
          delivery.to_free_delivery
            ? m.cart_to_free_delivery({ amount: formatPrice(delivery.to_free_delivery) })
            : null,
        ]
          .filter(Boolean)
          .join(' · ')
  return (
    <section className={styles.bar} aria-label={m.cart_totals_label()} data-testid="cart-totals">
      <div className={styles.facts}>
        <p className={styles.measures} data-testid="cart-measures">
          {measures.join(' · ')}
        </p>
        <p className={styles.delivery} data-testid="cart-delivery">
          {deliveryNote}
        </p>
        {belowMinimum ? (
          <p className={styles.minimum} id="cart-minimum" role="status" data-testid="cart-minimum">
            {m.cart_below_minimum({
              minimum: formatPrice(delivery.min_order),
              missing: formatPrice(delivery.to_min_order),
            })}
          </p>
        ) : null}
      </div>
      <p className={styles.total}>
        {m.cart_total()}: <strong data-testid="cart-total">{formatPrice(cart.total_sum)}</strong>
      </p>
      <div className={styles.buttons}>
        <ClearCartButton />
        {!orderable || !canOrder ? null : belowMinimum ? (
          <Button disabled aria-describedby="cart-minimum" data-testid="cart-checkout">
            {m.cart_to_checkout()}
          </Button>
        ) : (
          <AppLink to="/order/form/" className={buttonClass('primary')} data-testid="cart-checkout">
            {m.cart_to_checkout()}
          </AppLink>
        )}
      </div>
    </section>
  )
}
