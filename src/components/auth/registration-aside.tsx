// Beside the registration form: for those who already have an account, the way to sign in.
import { m } from '../../../messages/compiled/messages.js'
import { useModals } from '../../state/modals-provider'
import { Button } from '../ui/button'
import styles from './registration-page.module.css'

export function RegistrationAside() {
  const { openLogin } = useModals()
  return (
    <aside className={styles.aside}>
      <p className={styles.asideTitle}>{m.registration_have_account()}</p>
      <Button variant="secondary" onClick={openLogin} aria-haspopup="dialog">
        {m.modal_login_submit()}
      </Button>
    </aside>
  )
}
