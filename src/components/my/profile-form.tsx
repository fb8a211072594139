// The buyer's profile: organization, addresses and the contact person. Validation and saving live in
// useProfileForm; this renders the fields, their errors and the outcome.
import { m } from '../../../messages/compiled/messages.js'
import type { AccountUser } from '../../../contract/account'
import { useProfileForm } from '../../state/use-profile-form'
import { Button } from '../ui/button'
import { ChoiceGroup } from '../ui/choice-group'
import { TextField } from '../ui/text-field'
import { FormNotice } from './form-notice'
import styles from './profile-form.module.css'

export function ProfileForm({ user }: { user: AccountUser }) {
  const form = useProfileForm(user)
  const field = (name: Parameters<typeof form.bind>[0]) => ({ ...form.bind(name), required: true })
  const userType = form.values.user_type
  const invalid = Object.keys(form.errors).length > 0
  return (
    <form {...form.formProps} className={styles.card} aria-labelledby="profile-heading">
      <h2 id="profile-heading" className={styles.heading}>
        {m.my_profile_heading()}
      </h2>
      <h3 className={styles.group}>{m.my_profile_company()}</h3>
      <div className={styles.grid}>
        <div className={styles.wide}>
          <ChoiceGroup
            legend={m.my_profile_user_type()}
            name="user_type"
            value={userType === 'legal' || userType === 'entrepreneur' ? userType : ''}
            options={[
              { value: 'legal', label: m.my_profile_user_type_legal() },
              { value: 'entrepreneur', label: m.my_profile_user_type_entrepreneur() },
            ]}
            onValueChange={(value) => form.edit('user_type', value)}
            errors={form.errors.user_type}
          />
        </div>
        <TextField
          {...field('organization_name')}
          label={m.my_profile_organization_name()}
          autoComplete="organization"
        />
        <TextField
          {...field('organization_inn')}
          label={m.my_profile_organization_inn()}
          hint={m.my_profile_inn_hint()}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          {...field('legal_address')}
          label={m.my_profile_legal_address()}
          autoComplete="off"
          className={styles.wide}
        />
        <TextField
          {...field('actual_address')}
          label={m.my_profile_actual_address()}
          autoComplete="address-line1"
          className={styles.wide}
        />
      </div>
      <h3 className={styles.group}>{m.my_profile_contact()}</h3>
      <div className={styles.grid}>
        <TextField
          {...field('full_name')}
          label={m.my_profile_full_name()}
          autoComplete="name"
          className={styles.wide}
        />
        <TextField
          {...field('phone')}
          label={m.my_profile_phone()}
          hint={m.my_profile_phone_hint()}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <TextField
          {...field('email')}
          label={m.my_profile_email()}
          hint={m.my_profile_email_hint()}
          type="email"
          autoComplete="email"
        />
        {form.emailChanging ? (
          <TextField
            {...field('current_password')}
            label={m.account_current_password_label()}
            type="password"
            autoComplete="current-password"
          />
        ) : null}
      </div>
      <div className={styles.footer}>
        <Button type="submit" disabled={form.busy} aria-busy={form.busy}>
          {form.busy ? m.my_profile_saving() : m.my_profile_save()}
        </Button>
        {form.status === 'succeeded' ? <FormNotice tone="success">{m.my_profile_saved()}</FormNotice> : null}
        {form.confirmationSentTo ? (
          <FormNotice tone="success">{m.account_email_confirm_sent({ email: form.confirmationSentTo })}</FormNotice>
        ) : null}
        {form.message ? <FormNotice tone="error">{form.message}</FormNotice> : null}
        {!form.message && invalid ? <FormNotice tone="error">{m.my_form_check_fields()}</FormNotice> : null}
      </div>
    </form>
  )
}
