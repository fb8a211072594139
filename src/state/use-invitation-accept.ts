// Accepting a company invitation (company-invitations/{token}/accept/) on the submission machine: the colleague's
// name, phone and password twice (InvitationAcceptBody rules). A refusal without field errors means the link no
// longer works.
import { InvitationAcceptBody } from '../../contract/company'
import { acceptInvitation } from '../api/company'
import { acceptedBody } from '../lib/forms/validate'
import { useSubmission } from './use-submission'

export function useInvitationAccept(token: string) {
  const form = useSubmission({
    values: { full_name: '', phone: '', password: '', password_repeat: '' },
    validate: (values) => acceptedBody(InvitationAcceptBody, values),
    send: (body, signal) => acceptInvitation(token, body, { signal, suppressErrorAlert: true }),
    dependents: { password: ['password_repeat'] },
  })
  return { ...form, signedIn: form.success?.answer.signed_in ?? false }
}
