// The profile form on the submission machine: checked with the shared ProfileBody, then PUT my/account/. After a
// save the auth state fetches the account again, so the header and every page show the new details. A new e-mail
// needs the current password and changes only once the link mailed to it is followed: the form says where the
// link went and shows the e-mail in use again.
import type { AccountResponse, AccountUser } from '../../contract/account'
import { ProfileBody } from '../../contract/auth'
import { updateAccount } from '../api/accounts'
import { acceptedBody } from '../lib/forms/validate'
import { useAuth } from './auth-provider'
import { useSubmission } from './use-submission'

export type ProfileValues = Record<
  | 'user_type'
  | 'organization_name'
  | 'organization_inn'
  | 'legal_address'
  | 'actual_address'
  | 'full_name'
  | 'phone'
  | 'email'
  | 'current_password',
  string
>

const valuesOf = (user: AccountUser): ProfileValues => ({
  user_type: user.user_type,
  organization_name: user.organization_name,
  organization_inn: user.organization_inn,
  legal_address: user.legal_address,
  actual_address: user.actual_address,
  full_name: user.full_name,
  phone: user.phone,
  email: user.email,
  current_password: '',
})

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export function useProfileForm(user: AccountUser) {
  const { reload } = useAuth()
  const form = useSubmission<ProfileValues, ProfileBody, AccountResponse>({
    values: valuesOf(user),
    validate: ({ current_password, ...profile }) =>
      acceptedBody(ProfileBody, sameEmail(profile.email, user.email) ? profile : { ...profile, current_password }),
    send: async (body, signal) => {
      const saved = await updateAccount(body, { signal, suppressErrorAlert: true })
      reload()
      return saved
    },
    after: (saved, body) =>
      sameEmail(body.email, saved.user.email) ? {} : { email: saved.user.email, current_password: '' },
    // The INN rule depends on the user type.
    dependents: { user_type: ['organization_inn'] },
  })
  const { success } = form
  /** The new address the confirmation link was mailed to by the save just made. */
  const confirmationSentTo =
    form.status === 'succeeded' && success && !sameEmail(success.body.email, success.answer.user.email)
      ? success.body.email.trim()
      : null

  return {
    ...form,
    emailChanging: !sameEmail(form.values.email, user.email),
    confirmationSentTo,
  }
}
