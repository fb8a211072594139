// What the account UI reads and can do; the providers fill it from the auth and modal chain machines.
import type { AuthForm, SessionEnd } from '../../machines/auth.machine'
import type { FormErrors } from '../../machines/form-errors'
import type { AccountUser } from '../../contract/account'
import type { LoginBody, RegistrationBody } from '../../contract/auth'

export type { AuthForm, FormErrors, SessionEnd }

export type AuthState = {
  user: AccountUser | null
  /** A login, registration or logout is in flight: further submits are ignored. */
  busy: 'login' | 'register' | 'logout' | null
  loginErrors: FormErrors | null
  registerErrors: FormErrors | null
  /** The server's confirmation after a registration (the account awaits activation). */
  registered: string | null
  /** Why the buyer was just signed out (the session expired, or access was suspended), until dismissed. */
  ended: SessionEnd | null
}

export type AuthActions = {
  login: (body: LoginBody) => void
  register: (body: RegistrationBody) => void
  logout: () => void
  /** The visitor changed a field: its server errors go. */
  edit: (form: AuthForm, field: string) => void
  /** The buyer read why the session ended. */
  dismissEnded: () => void
  /** The account changed on the server (profile saved): fetch it again. */
  reload: () => void
}

export type ModalName = 'login' | 'recovery' | 'sent'

export type ModalsState = {
  open: ModalName | null
  /** A recovery request is in flight. */
  submitting: boolean
  /** The last recovery failure. */
  error: FormErrors | null
  /** The server's confirmation shown by the "sent" dialog. */
  sentMessage: string | null
}

export type ModalsActions = {
  openLogin: () => void
  openRecovery: () => void
  submitRecovery: (email: string) => void
  close: () => void
}
