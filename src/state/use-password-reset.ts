// Setting a new password from the recovery link (authorization/reset/): one request at a time; the outcome is
// done, a refused link (the token is unknown, used or expired) or a failure to show with the form.
import { useRef, useState } from 'react'
import { formErrors, type FormErrors } from '../../machines/form-errors'
import { resetPassword } from '../api/auth'
import type { ResetBody } from '../../contract/auth'

export type PasswordResetState =
  | { status: 'idle' | 'submitting' | 'done' | 'badLink'; errors: null }
  | { status: 'failed'; errors: FormErrors }

export function usePasswordReset() {
  const [state, setState] = useState<PasswordResetState>({ status: 'idle', errors: null })
  const inFlight = useRef(false)

  const submit = (body: ResetBody) => {
    if (inFlight.current) return
    inFlight.current = true
    setState({ status: 'submitting', errors: null })
    resetPassword(body, { suppressErrorAlert: true })
      .then(
        () => setState({ status: 'done', errors: null }),
        (error: unknown) => {
          const errors = formErrors(error)
          setState(errors.fieldErrors.token ? { status: 'badLink', errors: null } : { status: 'failed', errors })
        },
      )
      .finally(() => {
        inFlight.current = false
      })
  }

  return { state, submit }
}
