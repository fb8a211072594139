// Setting a new password from the recovery link (authorization/reset/) on the submission machine: the new
// password twice (ResetBody rules). A refusal of the token (unknown, used or expired) means the link is bad.
import { ResetBody } from '../../contract/auth'
import { validateForm } from '../lib/forms/validate'
import { resetPassword } from '../api/auth'
import { useSubmission } from './use-submission'

export function usePasswordReset(token: string) {
  const form = useSubmission({
    values: { password: '', password_repeat: '' },
    fields: ['password', 'password_repeat', 'token'],
    validate: (values) => validateForm(ResetBody, { token, ...values }),
    send: (body, signal) => resetPassword(body, { signal, suppressErrorAlert: true }),
  })
  return { ...form, badLink: form.status === 'refused' && 'token' in form.errors }
}
