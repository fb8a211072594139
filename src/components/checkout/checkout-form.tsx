// The checkout form: contacts, delivery, payment, coupon and points, with the summary and the submit button in a
// column that stays in view. A refusal shows above the sections; what was typed stays.
import { useEffect, useId, useRef } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import type { AccountUser } from '../../../contract/account'
import { useCheckout } from '../../state/use-checkout'
import { FormAlert } from '../ui/form-alert'
import { CheckoutSummary } from './checkout-summary'
import { ContactsSection } from './contacts-section'
import { DeliverySection } from './delivery-section'
import { DiscountsSection } from './discounts-section'
import styles from './checkout-form.module.css'
import { PaymentSection } from './payment-section'

export function CheckoutForm({ user }: { user: AccountUser | null }) {
  const checkout = useCheckout(user)
  const formId = useId()
  const form = useRef<HTMLFormElement>(null)
  // Signed in again after the session ended here: the totals are asked for afresh.
  const signedOut = user === null
  const wasSignedOut = useRef(signedOut)
  const { refreshTotals } = checkout
  useEffect(() => {
    if (wasSignedOut.current && !signedOut) refreshTotals()
    wasSignedOut.current = signedOut
  }, [signedOut, refreshTotals])
  return (
    <div className={styles.layout}>
      <form
        id={formId}
        ref={form}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          checkout.submit()
          // Once the errors are drawn, the first field to fix takes the focus (and its error is read out).
          requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
        }}
      >
        <p className={styles.note}>{m.checkout_required_note()}</p>
        {checkout.message !== null ? <FormAlert title={m.checkout_error()}>{checkout.message}</FormAlert> : null}
        <ContactsSection checkout={checkout} />
        <DeliverySection checkout={checkout} />
        <PaymentSection checkout={checkout} />
        {signedOut ? null : <DiscountsSection checkout={checkout} />}
      </form>
      <CheckoutSummary checkout={checkout} formId={formId} signedOut={signedOut} />
    </div>
  )
}
