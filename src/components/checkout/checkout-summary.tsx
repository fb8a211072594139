// The order at a glance beside the form (it stays in view while the form scrolls): lines, goods, coupon discount,
// points used, the chosen delivery method's cost and the total as the server priced them, the lines that stay in the
// cart, and the submit button (disabled, with the reason, while the goods are below the minimum order).
// Signed out (the session ended on the page) it shows no prices, only the way to sign in again.
import { formatPrice } from '../../../contract/format/price'
import { m } from '../../../messages/compiled/messages.js'
import { useAuth } from '../../state/auth-provider'
import { useModals } from '../../state/modals-provider'
import type { Checkout } from '../../state/use-checkout'
import { AppLink } from '../ui/app-link'
import { Button } from '../ui/button'
import styles from './checkout-summary.module.css'

export function CheckoutSummary({
  checkout,
  formId,
  signedOut,
}: {
  checkout: Checkout
  formId: string
  signedOut: boolean
}) {
  return (
    <aside className={styles.summary} aria-labelledby={`${formId}-summary`}>
      <h2 id={`${formId}-summary`} className={styles.title}>
        {m.checkout_summary_title()}
      </h2>
      {signedOut ? <SignInAgain /> : <Totals checkout={checkout} formId={formId} />}
      <AppLink to="/order/cart/" className={styles.back}>
        {m.checkout_back_to_cart()}
      </AppLink>
    </aside>
  )
}

function SignInAgain() {
  const { ended } = useAuth()
  const { openLogin } = useModals()
  if (ended === 'deactivated') return <p className={styles.failed}>{m.auth_account_suspended()}</p>
  return (
    <>
      <p className={styles.muted}>{m.checkout_signed_out()}</p>
      <Button size="lg" onClick={openLogin}>
        {m.header_login()}
      </Button>
    </>
  )
}

function Totals({ checkout, formId }: { checkout: Checkout; formId: string }) {
  const { totals } = checkout
  const belowMinimum = totals !== null && totals.delivery.to_min_order > 0
  return (
    <>
      <div role="status" aria-live="polite" aria-busy={checkout.pricing || undefined}>
        {totals ? (
          <dl className={[styles.rows, checkout.pricing ? styles.stale : ''].join(' ')}>
            <div className={styles.row}>
              <dt>{m.checkout_subtotal()}</dt>
              <dd>
                <span className={styles.count}>{m.checkout_summary_lines({ count: totals.items_count })}</span>{' '}
                {formatPrice(totals.subtotal)}
              </dd>
            </div>
            {totals.discount > 0 ? (
              <div className={styles.row}>
                <dt>{m.checkout_discount()}</dt>
                <dd>−{formatPrice(totals.discount)}</dd>
              </div>
            ) : null}
            {totals.points_used > 0 ? (
              <div className={styles.row}>
                <dt>{m.checkout_points_used()}</dt>
                <dd>−{formatPrice(totals.points_used)}</dd>
              </div>
            ) : null}
            <div className={styles.row}>
              <dt>{m.checkout_delivery_cost()}</dt>
              <dd data-testid="checkout-delivery">
                {totals.delivery_cost === 0 ? m.checkout_delivery_free() : formatPrice(totals.delivery_cost)}
              </dd>
            </div>
            <div className={[styles.row, styles.total].join(' ')}>
              <dt>{m.checkout_total()}</dt>
              <dd data-testid="checkout-total">{formatPrice(totals.total)}</dd>
            </div>
          </dl>
        ) : checkout.unpriced ? null : (
          <p className={styles.muted}>{m.checkout_totals_loading()}</p>
        )}
        {checkout.unpriced ? (
          <p className={styles.failed}>
            {m.checkout_totals_failed()}{' '}
            <Button variant="ghost" size="sm" onClick={checkout.refreshTotals}>
              {m.checkout_totals_retry()}
            </Button>
          </p>
        ) : null}
      </div>
      {totals && totals.missing.length > 0 ? (
        <div className={styles.missing}>
          <p>{m.checkout_missing_warning()}</p>
          <ul>
            {totals.missing.map((item) => (
              <li key={item.id}>
                {item.product.title} <span className={styles.sku}>{item.product.sku_full}</span>
                {item.price === null ? <span className={styles.reason}> · {m.cart_missing_no_price()}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {belowMinimum ? (
        <p className={styles.failed} id={`${formId}-minimum`} data-testid="checkout-minimum">
          {m.cart_below_minimum({
            minimum: formatPrice(totals.delivery.min_order),
            missing: formatPrice(totals.delivery.to_min_order),
          })}
        </p>
      ) : null}
      <Button
        type="submit"
        form={formId}
        size="lg"
        disabled={checkout.submitting || belowMinimum}
        aria-describedby={belowMinimum ? `${formId}-minimum` : undefined}
        aria-busy={checkout.submitting || undefined}
      >
        {checkout.submitting ? m.checkout_submitting() : m.checkout_submit()}
      </Button>
    </>
  )
}
