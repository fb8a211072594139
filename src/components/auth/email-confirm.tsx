// The page behind the link mailed to a new account e-mail: one button confirms it (a mail scanner opening the
// link changes nothing). The outcome, or why the link no longer works, replaces the button.
import { useState } from 'react'
import { confirmEmailChange } from '../../api/accounts'
import { failureStatus } from '../../../machines/form-errors'
import { refusalOf } from '../../lib/forms/refusal'
import { m } from '../../../messages/compiled/messages.js'
import { useModals } from '../../state/modals-provider'
import { Button } from '../ui/button'
import { FormAlert } from '../ui/form-alert'
import styles from './auth-form.module.css'
import { ResetOutcome } from './reset-outcome'

type Outcome = { status: 'idle' | 'sending' } | { status: 'done' | 'refused' | 'failed'; text: string }

export function EmailConfirm({ token }: { token: string }) {
  const modals = useModals()
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' })

  if (!token) return <FormAlert title={m.account_email_confirm_title()}>{m.account_email_confirm_missing()}</FormAlert>
  if (outcome.status === 'done' || outcome.status === 'refused') {
    const done = outcome.status === 'done'
    return (
      <ResetOutcome
        tone={done ? 'success' : 'danger'}
        title={done ? m.account_email_confirm_done_title() : m.account_email_confirm_refused_title()}
        text={outcome.text}
        action={m.registration_reset_login()}
        onAction={modals.openLogin}
      />
    )
  }

  const confirm = async () => {
    setOutcome({ status: 'sending' })
    try {
      const { detail } = await confirmEmailChange({ token }, { suppressErrorAlert: true })
      setOutcome({ status: 'done', text: detail })
    } catch (error) {
      const refusal = refusalOf(error, [])
      const text = refusal.message ?? m.account_email_link_invalid()
      setOutcome({ status: refusalStatus(error), text })
    }
  }

  const busy = outcome.status === 'sending'
  return (
    <div className={styles.form}>
      <p className={styles.text}>{m.account_email_confirm_intro()}</p>
      {outcome.status === 'failed' ? (
        <FormAlert title={m.account_email_confirm_title()}>{outcome.text}</FormAlert>
      ) : null}
      <Button
        size="lg"
        className={styles.submit}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void confirm()}
      >
        {m.account_email_confirm_submit()}
      </Button>
    </div>
  )
}

/** A 400 is the server's final word on the link; anything else (network, 5xx) may be retried. */
const refusalStatus = (error: unknown): 'refused' | 'failed' => (failureStatus(error) === 400 ? 'refused' : 'failed')
