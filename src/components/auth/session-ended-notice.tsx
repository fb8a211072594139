// Why the buyer was just signed out, above the page: the session expired (sign in again; the page's forms keep
// what was typed) or staff suspended access (contact the manager). Announced at once; gone after a sign-in or
// when dismissed.
import { m } from '../../../messages/compiled/messages.js'
import { useAuth } from '../../state/auth-provider'
import { useModals } from '../../state/modals-provider'
import { Button } from '../ui/button'
import { AlertIcon, CloseIcon } from '../ui/icons'
import styles from './session-ended-notice.module.css'

export function SessionEndedNotice() {
  const { user, ended, dismissEnded } = useAuth()
  const { openLogin } = useModals()
  if (user || !ended) return null
  return (
    <div className={styles.notice} role="alert">
      <AlertIcon size={20} />
      <p className={styles.text}>{ended === 'deactivated' ? m.auth_account_suspended() : m.session_ended_expired()}</p>
      {ended === 'expired' ? (
        <Button size="sm" onClick={openLogin}>
          {m.header_login()}
        </Button>
      ) : null}
      <button type="button" className={styles.dismiss} aria-label={m.session_ended_dismiss()} onClick={dismissEnded}>
        <CloseIcon size={18} />
      </button>
    </div>
  )
}
