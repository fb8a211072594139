// Who the order is for: company, e-mail and phone, prefilled from the buyer's profile.
import { m } from '../../../messages/compiled/messages.js'
import type { Checkout } from '../../state/use-checkout'
import { TextField } from '../ui/text-field'
import { required } from './required-label'
import styles from './checkout-form.module.css'

export function ContactsSection({ checkout }: { checkout: Checkout }) {
  const { values, edit, errors } = checkout
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{m.checkout_section_contacts()}</legend>
      <TextField
        label={required(m.checkout_company())}
        name="company_name"
        autoComplete="organization"
        value={values.company_name}
        onValueChange={(value) => edit('company_name', value)}
        errors={errors('company_name')}
      />
      <div className={styles.grid}>
        <TextField
          label={required(m.checkout_email())}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onValueChange={(value) => edit('email', value)}
          errors={errors('email')}
        />
        <TextField
          label={required(m.checkout_phone())}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onValueChange={(value) => edit('phone', value)}
          errors={errors('phone')}
        />
      </div>
    </fieldset>
  )
}
