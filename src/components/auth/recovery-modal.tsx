// Password recovery from the sign-in dialog: the e-mail, checked with RestoreBody, then authorization/restore/.
// A failure shows the server's answer under "Error" (or the generic server error when there was none).
import { useRef, useState, type FormEvent, type RefObject } from 'react'
import { messageText } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/use-form'
import { validateForm } from '../../lib/forms/validate'
import { m } from '../../../messages/compiled/messages.js'
import { RestoreBody } from '../../../contract/auth'
import { useModals } from '../../state/modals-provider'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { FormAlert } from '../ui/form-alert'
import { TextField } from '../ui/text-field'
import styles from './auth-form.module.css'

export function RecoveryModal() {
  const modals = useModals()
  const email = useRef<HTMLInputElement>(null)
  return (
    <Dialog
      open={modals.open === 'recovery'}
      onClose={modals.close}
      title={m.modal_recovery_title()}
      initialFocus={email}
    >
      <RecoveryForm emailRef={email} />
    </Dialog>
  )
}

function RecoveryForm({ emailRef }: { emailRef: RefObject<HTMLInputElement | null> }) {
  const modals = useModals()
  const form = useForm({ email: '' })
  // Server errors are about the address sent; once it is edited they no longer apply.
  const [sentEmail, setSentEmail] = useState<string | null>(null)
  const server = sentEmail !== null && sentEmail === form.values.email ? modals.error : null
  const serverFieldErrors = server ? (server.fieldErrors.email ?? server.fieldErrors.email_restore) : undefined

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (modals.submitting) return
    const result = validateForm(RestoreBody, form.values)
    if (!result.ok) return form.setErrors(result.errors)
    setSentEmail(form.values.email)
    modals.submitRecovery(result.output.email)
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={modals.submitting || undefined}>
      <p className={styles.text}>{m.modal_recovery_text()}</p>
      {server?.message ? <FormAlert title={m.errors_error()}>{messageText(server.message)}</FormAlert> : null}
      <TextField
        inputRef={emailRef}
        label={m.modal_recovery_email()}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={form.values.email}
        onValueChange={(value) => form.setValue('email', value)}
        errors={form.errors.email ?? serverFieldErrors}
      />
      <Button type="submit" size="lg" className={styles.submit} disabled={modals.submitting}>
        {m.modal_recovery_submit()}
      </Button>
    </form>
  )
}
