// The cart's word after an action (SPEC 8). The server's message after an add is a notice titled with the cart
// in an alert region: announced, with the way to the cart and a close button, hiding by itself after a while
// (not while the pointer or focus is on it), and never taking focus, so a buyer adding fifty lines clicks fifty
// times. A failed action interrupts with the error dialog.
import { useEffect, useId, useState } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import { useCart } from '../../state/cart-provider'
import { AlertModal } from '../ui/alert-modal'
import { AppLink } from '../ui/app-link'
import { CheckCircleIcon, CloseIcon } from '../ui/icons'
import styles from './cart-notice.module.css'

/** How long the add notice stays when left alone. */
const CART_NOTICE_MS = 8000

export function CartNotice() {
  const { notice, dismiss } = useCart()
  const titleId = useId()
  if (notice?.kind === 'error') return <AlertModal open onClose={dismiss} message={notice.text || m.cart_error()} />
  const message = notice?.kind === 'message' ? notice.text : null
  // The live region stays in the page so that what appears in it is announced; it is an alert only while it
  // holds one, so an empty region is not one more (nameless) alert on every page.
  return (
    <div
      className={styles.region}
      role={message ? 'alert' : undefined}
      aria-live="assertive"
      aria-atomic="true"
      aria-labelledby={message ? titleId : undefined}
    >
      {message ? <AddNotice titleId={titleId} text={message} onClose={dismiss} /> : null}
    </div>
  )
}

function AddNotice({ titleId, text, onClose }: { titleId: string; text: string; onClose: () => void }) {
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (held) return
    const timer = window.setTimeout(onClose, CART_NOTICE_MS)
    return () => window.clearTimeout(timer)
  }, [held, onClose, text])

  return (
    <div
      className={styles.notice}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <CheckCircleIcon className={styles.icon} />
      <div className={styles.body}>
        <p id={titleId} className={styles.title}>
          {m.cart_title()}
        </p>
        <p className={styles.text}>{text}</p>
        <AppLink to="/order/cart/" className={styles.link} onClick={onClose}>
          {m.cart_notice_to_cart()}
        </AppLink>
      </div>
      <button type="button" className={styles.close} onClick={onClose} aria-label={m.alert_close()}>
        <CloseIcon />
      </button>
    </div>
  )
}
