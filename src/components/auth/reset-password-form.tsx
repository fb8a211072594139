// The page behind the recovery e-mail's link: the new password twice (ResetBody rules). Success offers the
// sign-in dialog; a link that is malformed, used or expired says so (at once when the page opens, or when the
// submit is refused) and offers to request a new one.
import * as v from 'valibot'
import { m } from '../../../messages/compiled/messages.js'
import { ResetBody } from '../../../contract/auth'
import { useModals } from '../../state/modals-provider'
import { usePasswordReset } from '../../state/use-password-reset'
import { Button } from '../ui/button'
import { FormAlert } from '../ui/form-alert'
import { TextField } from '../ui/text-field'
import styles from './auth-form.module.css'
import { ResetOutcome } from './reset-outcome'

const wellFormed = (token: string) => v.safeParse(ResetBody.pipe[0].entries.token, token).success

/** `live`: the server said, when the page opened, that the link still works. */
export function ResetPasswordForm({ token, live }: { token: string; live: boolean }) {
  const modals = useModals()
  const form = usePasswordReset(token)

  if (!wellFormed(token) || !live || form.badLink) {
    return (
      <ResetOutcome
        tone="danger"
        title={m.registration_reset_bad_link_title()}
        text={m.auth_reset_link_invalid()}
        action={m.registration_reset_request_again()}
        onAction={() => {
          modals.openLogin()
          modals.openRecovery()
        }}
      />
    )
  }
  if (form.status === 'succeeded') {
    return (
      <ResetOutcome
        tone="success"
        title={m.registration_reset_done_title()}
        text={m.registration_reset_done_text()}
        action={m.registration_reset_login()}
        onAction={modals.openLogin}
      />
    )
  }

  return (
    <form {...form.formProps} className={styles.form}>
      <p className={styles.text}>{m.registration_reset_text()}</p>
      {form.status === 'refused' && form.message ? (
        <FormAlert title={m.registration_reset_failed()}>{form.message}</FormAlert>
      ) : null}
      <TextField
        {...form.bind('password')}
        label={m.registration_reset_password()}
        type="password"
        autoComplete="new-password"
        hint={m.registration_password_hint()}
      />
      <TextField
        {...form.bind('password_repeat')}
        label={m.registration_reset_password_repeat()}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" size="lg" className={styles.submit} disabled={form.busy}>
        {m.registration_reset_submit()}
      </Button>
    </form>
  )
}
