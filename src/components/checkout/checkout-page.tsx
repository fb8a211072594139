// /order/form/: the checkout form beside the order summary; a cart with nothing to order gets a way back instead.
import { m } from '../../paraglide/messages.js'
import { useAuth } from '../../state/auth-provider'
import { useCart } from '../../state/cart-provider'
import { AppLink } from '../ui/app-link'
import { buttonClass } from '../ui/button'
import { CheckoutForm } from './checkout-form'
import styles from './checkout-page.module.css'

export function CheckoutPage() {
  const { cart } = useCart()
  const { user } = useAuth()
  const items = cart?.items ?? []
  const orderable = items.some((item) => !item.missing)
  return (
    <div className={styles.page}>
      <h1>{m.checkout_title()}</h1>
      {orderable ? (
        <CheckoutForm user={user} />
      ) : (
        <div className={styles.empty}>
          <p>{m.checkout_empty()}</p>
          <div className={styles.links}>
            <AppLink to="/catalog/" className={buttonClass('primary')}>
              {m.cart_to_catalogue()}
            </AppLink>
            {items.length > 0 ? (
              <AppLink to="/order/cart/" className={buttonClass('secondary')}>
                {m.checkout_back_to_cart()}
              </AppLink>
            ) : null}
          </div>
        </div>
      )}
    </div>
  )
}
