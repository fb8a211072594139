// The chain of account dialogs the header opens: sign-in, recovery and "sent" (one at a time).
import { LoginModal } from './login-modal'
import { RecoveryModal } from './recovery-modal'
import { RecoverySentModal } from './recovery-sent-modal'

export function AuthDialogs() {
  return (
    <>
      <LoginModal />
      <RecoveryModal />
      <RecoverySentModal />
    </>
  )
}
