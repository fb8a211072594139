// /order/form/: the checkout form beside the order summary; a cart with nothing to order gets a way back instead.
// A buyer whose session ends here keeps the form (without prices) and can sign in again to send it.
import { m } from '../../../messages/compiled/messages.js'
import { useAuth } from '../../state/auth-provider'
import { useCart } from '../../state/cart-provider'
import { AppLink } from '../ui/app-link'
import { buttonClass } from '../ui/button'
import { CheckoutForm } from './checkout-form'
import styles from './checkout-page.module.css'

export function CheckoutPage() {
  const { cart } = useCart()
  const { user, ended } = useAuth()
  const items = cart?.items ?? []
  const orderable = items.some((item) => !item.missing)
  // The session ended on this page: the form stays with what was typed, to be sent once the buyer signs in again.
  const signedOut = user === null && ended !== null
  return (
    <div className={styles.page}>
      <h1>{m.checkout_title()}</h1>
      {orderable || signedOut ? (
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
