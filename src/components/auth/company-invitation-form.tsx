// The page behind a company invitation's link: who invites to which company with which role, then the colleague's
// name, phone and password. Done, the new user is signed in (the company active) and goes to the account; a used,
// revoked or expired link says so and asks for a new invitation.
import { Link } from '@tanstack/react-router'
import type { InvitationPreview } from '../../../contract/company'
import { m } from '../../../messages/compiled/messages.js'
import { useInvitationAccept } from '../../state/use-invitation-accept'
import { roleTitle } from '../../lib/company-role-title'
import { buttonClass, Button } from '../ui/button'
import { FormAlert } from '../ui/form-alert'
import { TextField } from '../ui/text-field'
import styles from './auth-form.module.css'

export function CompanyInvitationForm({ token, preview }: { token: string; preview: InvitationPreview | null }) {
  const form = useInvitationAccept(token)
  if (!preview) return <FormAlert title={m.company_invitation_invalid()}>{m.company_accept_new_link()}</FormAlert>
  if (form.status === 'succeeded') {
    return form.signedIn ? (
      <p role="status" className={styles.text}>
        <Link to="/my/" reloadDocument className={buttonClass('primary', 'lg')}>
          {m.company_accept_done()}
        </Link>
      </p>
    ) : (
      <p role="status" className={styles.text}>
        {m.company_accept_waiting()}
      </p>
    )
  }
  const role = roleTitle(preview.role)
  return (
    <form {...form.formProps} className={styles.form}>
      <p className={styles.text}>
        {preview.invited_by
          ? m.company_accept_intro({ name: preview.invited_by, company: preview.company_name, role })
          : m.company_accept_intro_plain({ company: preview.company_name, role })}
      </p>
      <p className={styles.text}>{m.company_accept_login({ email: preview.email })}</p>
      {form.status === 'refused' && form.message ? (
        <FormAlert title={m.company_invitation_invalid()}>{form.message}</FormAlert>
      ) : null}
      <TextField {...form.bind('full_name')} label={m.registration_full_name()} autoComplete="name" required />
      <TextField {...form.bind('phone')} label={m.registration_phone()} type="tel" autoComplete="tel" required />
      <TextField
        {...form.bind('password')}
        label={m.registration_password()}
        type="password"
        autoComplete="new-password"
        hint={m.registration_password_hint()}
        required
      />
      <TextField
        {...form.bind('password_repeat')}
        label={m.registration_password_repeat()}
        type="password"
        autoComplete="new-password"
        required
      />
      <Button type="submit" size="lg" className={styles.submit} disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? m.company_accept_saving() : m.company_accept_submit()}
      </Button>
    </form>
  )
}
