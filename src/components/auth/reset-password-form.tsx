// The page behind the recovery e-mail's link: the new password twice (ResetBody rules). Success offers the
// sign-in dialog; a link that is malformed, used or expired says so (at once when the page opens, or when the
// submit is refused) and offers to request a new one.
import { useRef, type FormEvent } from 'react'
import * as v from 'valibot'
import { messageText } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/use-form'
import { validateForm } from '../../lib/forms/validate'
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
  const { state, submit } = usePasswordReset()
  const form = useForm({ password: '', password_repeat: '' })
  const first = useRef<HTMLInputElement>(null)
  const busy = state.status === 'submitting'

  if (!wellFormed(token) || !live || state.status === 'badLink') {
    return (
      <ResetOutcome tone="danger" title={m.registration_reset_bad_link_title()} text={m.auth_reset_link_invalid()} action={m.registration_reset_request_again()}
        onAction={() => {
          modals.openLogin()
          modals.openRecovery()
        }}
      />
    )
  }
  if (state.status === 'done') {
    return <ResetOutcome tone="success" title={m.registration_reset_done_title()} text={m.registration_reset_done_text()} action={m.registration_reset_login()} onAction={modals.openLogin} />
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const result = validateForm(ResetBody, { token, ...form.values })
    if (!result.ok) {
      form.setErrors(result.errors)
      first.current?.focus()
      return
    }
    submit(result.output)
  }

  const server = state.status === 'failed' ? state.errors : null
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      <p className={styles.text}>{m.registration_reset_text()}</p>
      {server?.message ? <FormAlert title={m.registration_reset_failed()}>{messageText(server.message)}</FormAlert> : null}
      <TextField
        inputRef={first}
        label={m.registration_reset_password()}
        type="password"
        name="password"
        autoComplete="new-password"
        hint={m.registration_password_hint()}
        value={form.values.password}
        onValueChange={(value) => form.setValue('password', value)}
        errors={form.errors.password ?? server?.fieldErrors.password}
      />
      <TextField
        label={m.registration_reset_password_repeat()}
        type="password"
        name="password_repeat"
        autoComplete="new-password"
        value={form.values.password_repeat}
        onValueChange={(value) => form.setValue('password_repeat', value)}
        errors={form.errors.password_repeat ?? server?.fieldErrors.password_repeat}
      />
      <Button type="submit" size="lg" className={styles.submit} disabled={busy}>
        {m.registration_reset_submit()}
      </Button>
    </form>
  )
}
