// A coupon (checked by the server when applied; its refusal shows under the field) and paying part of the order
// with loyalty points, with the balance and the part this order may use.
import { formatPrice } from '../../../contract/format/price'
import { m } from '../../../messages/compiled/messages.js'
import type { Checkout } from '../../state/use-checkout'
import { Button } from '../ui/button'
import { TextField } from '../ui/text-field'
import styles from './checkout-form.module.css'

export function DiscountsSection({ checkout }: { checkout: Checkout }) {
  const { totals, coupon } = checkout
  const balance = totals?.points_balance ?? 0
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{m.checkout_section_discounts()}</legend>
      <div className={styles.inline}>
        <TextField
          label={m.checkout_coupon()}
          name="coupon"
          autoComplete="off"
          value={checkout.couponDraft}
          onValueChange={checkout.editCoupon}
          errors={checkout.couponErrors}
          onKeyDown={(event) => {
            // Enter here applies the coupon rather than placing the order.
            if (event.key !== 'Enter') return
            event.preventDefault()
            checkout.applyCoupon()
          }}
        />
        <Button
          variant="secondary"
          onClick={checkout.applyCoupon}
          disabled={checkout.applying}
          aria-busy={checkout.applying || undefined}
        >
          {m.checkout_coupon_apply()}
        </Button>
      </div>
      {coupon ? (
        <p className={styles.applied} role="status">
          <span>{m.checkout_coupon_applied({ code: coupon })}</span>
          <Button variant="ghost" size="sm" onClick={checkout.removeCoupon}>
            {m.checkout_coupon_remove()}
          </Button>
        </p>
      ) : null}
      {balance > 0 ? (
        <div>
          <label className={styles.check}>
            <input
              type="checkbox"
              name="use_loyalty_points"
              checked={checkout.usePoints}
              onChange={(event) => checkout.togglePoints(event.currentTarget.checked)}
            />
            <span>{m.checkout_points()}</span>
          </label>
          <p className={styles.hint}>
            {m.checkout_points_hint({
              balance: formatPrice(balance),
              share: totals?.points_max_share_percent ?? 0,
              usable: formatPrice(totals?.points_usable ?? 0),
            })}
          </p>
        </div>
      ) : null}
    </fieldset>
  )
}
