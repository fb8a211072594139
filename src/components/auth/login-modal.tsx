// The header's sign-in dialog: e-mail and password, checked with the shared LoginBody rules before sending.
// Server field errors show under their field until it changes; any other refusal (wrong password, an account
// awaiting activation, a server failure) shows under the title "Could not sign in". Success reloads the page.
import { Link } from '@tanstack/react-router'
import { useCallback, useRef, useState, type FormEvent, type RefObject } from 'react'
import { messageText } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/use-form'
import { validateForm } from '../../lib/forms/validate'
import { m } from '../../../messages/compiled/messages.js'
import { LoginBody } from '../../../contract/auth'
import { useAuth } from '../../state/auth-provider'
import { useModals } from '../../state/modals-provider'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { FormAlert } from '../ui/form-alert'
import { TextField } from '../ui/text-field'
import styles from './auth-form.module.css'

export function LoginModal() {
  const modals = useModals()
  const email = useRef<HTMLInputElement>(null)
  return (
    <Dialog open={modals.open === 'login'} onClose={modals.close} title={m.modal_login_title()} initialFocus={email}>
      <LoginForm emailRef={email} onForgot={modals.openRecovery} onLeave={modals.close} />
    </Dialog>
  )
}

type LoginFormProps = { emailRef: RefObject<HTMLInputElement | null>; onForgot: () => void; onLeave: () => void }

function LoginForm({ emailRef, onForgot, onLeave }: LoginFormProps) {
  const auth = useAuth()
  const { edit } = auth
  const onEdit = useCallback((field: string) => edit('login', field), [edit])
  const form = useForm({ username: '', password: '' }, onEdit)
  // Errors of an earlier attempt (before the dialog was last opened) are not this form's.
  const [submitted, setSubmitted] = useState(false)
  const server = submitted ? auth.loginErrors : null
  const busy = auth.busy === 'login'

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const result = validateForm(LoginBody, form.values)
    if (!result.ok) return form.setErrors(result.errors)
    setSubmitted(true)
    auth.login(result.output)
  }

  const errorsOf = (field: 'username' | 'password') => form.errors[field] ?? server?.fieldErrors[field]
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      {server?.message ? <FormAlert title={m.modal_login_failed()}>{messageText(server.message)}</FormAlert> : null}
      <TextField
        inputRef={emailRef}
        label={m.modal_login_email()}
        type="email"
        name="username"
        autoComplete="username"
        inputMode="email"
        value={form.values.username}
        onValueChange={(value) => form.setValue('username', value)}
        errors={errorsOf('username')}
      />
      <TextField
        label={m.modal_login_password()}
        type="password"
        name="password"
        autoComplete="current-password"
        value={form.values.password}
        onValueChange={(value) => form.setValue('password', value)}
        errors={errorsOf('password')}
      />
      <div className={styles.row}>
        <button type="button" className={styles.textButton} onClick={onForgot}>
          {m.modal_login_forgot()}
        </button>
      </div>
      <Button type="submit" size="lg" className={styles.submit} disabled={busy}>
        {m.modal_login_submit()}
      </Button>
      <p className={styles.aside}>
        {m.modal_login_no_account()}{' '}
        <Link to="/auth/registration/" onClick={onLeave}>
          {m.modal_login_register()}
        </Link>
      </p>
    </form>
  )
}
