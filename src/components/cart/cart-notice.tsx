// The cart's word after an action (SPEC 8): the server's message after an add, under the cart title, with the
// way to the cart; or the error when an action failed.
import { m } from '../../paraglide/messages.js'
import { useCart } from '../../state/cart-provider'
import { AlertModal } from '../ui/alert-modal'
import { AppLink } from '../ui/app-link'
import { buttonClass } from '../ui/button'
import { SuccessModal } from '../ui/success-modal'

export function CartNotice() {
  const { notice, dismiss } = useCart()
  if (notice?.kind === 'message') {
    const toCart = (
      <AppLink to="/order/cart/" className={buttonClass('primary')} onClick={dismiss}>
        {m.cart_page_title()}
      </AppLink>
    )
    return <SuccessModal open onClose={dismiss} title={m.cart_title()} message={notice.text} actions={toCart} />
  }
  if (notice?.kind === 'error') return <AlertModal open onClose={dismiss} message={notice.text || m.cart_error()} />
  return null
}
