// The password change form on the submission machine: current password and the new one twice, checked with the
// shared ChangePasswordBody, then POST change-password/; a success empties it. The session in use stays signed in.
import { ChangePasswordBody } from '../../contract/auth'
import { changePassword } from '../api/auth'
import { acceptedBody } from '../lib/forms/validate'
import { useSubmission } from './use-submission'

const EMPTY: ChangePasswordBody = { current_password: '', password: '', password_repeat: '' }

export function usePasswordForm() {
  const form = useSubmission({
    values: EMPTY,
    validate: (values) => acceptedBody(ChangePasswordBody, values),
    send: (body, signal) => changePassword(body, { signal, suppressErrorAlert: true }),
    after: () => EMPTY,
    // A mismatch is reported on the repeat but caused by either entry.
    dependents: { password: ['password_repeat'] },
  })
  const detail = form.success?.answer?.detail
  return {
    ...form,
    /** The server's word on the change, when it gave one. */
    notice: typeof detail === 'string' && detail ? detail : null,
  }
}
