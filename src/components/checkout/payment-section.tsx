// How the order is paid, and a free comment for the manager.
import { m } from '../../../messages/compiled/messages.js'
import { PAYMENT_TYPES, type PaymentType } from '../../../contract/orders'
import type { Checkout } from '../../state/use-checkout'
import { ChoiceGroup } from '../ui/choice-group'
import { TextAreaField } from '../ui/text-area-field'
import styles from './checkout-form.module.css'
import { required } from './required-label'

const PAYMENT_LABELS: Record<PaymentType, () => string> = {
  invoice: m.orders_payment_invoice,
  cash: m.orders_payment_cash,
}

export function PaymentSection({ checkout }: { checkout: Checkout }) {
  const { values, edit, errors } = checkout
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{m.checkout_section_payment()}</legend>
      <ChoiceGroup
        legend={required(m.checkout_payment_type())}
        name="payment_type"
        value={values.payment_type}
        options={PAYMENT_TYPES.map((type) => ({ value: type, label: PAYMENT_LABELS[type]() }))}
        onValueChange={(value) => edit('payment_type', value)}
        errors={errors('payment_type')}
      />
      <TextAreaField
        label={m.checkout_comment()}
        name="comment"
        rows={3}
        value={values.comment}
        onValueChange={(value) => edit('comment', value)}
        errors={errors('comment')}
      />
    </fieldset>
  )
}
