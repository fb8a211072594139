// The profile form's state and its one mutation, PUT my/account/. Validated with the shared ProfileBody first;
// server field errors go under their fields; an error clears when its field changes. After a save the auth
// state fetches the account again, so the header and every page show the new details. A new e-mail needs the
// current password and changes only once the link mailed to it is followed: the form says where the link went.
import { useState } from 'react'
import { api } from '../api/instance'
import { refusalOf } from '../lib/forms/refusal'
import { useForm } from '../lib/forms/use-form'
import { validateForm } from '../lib/forms/validate'
import type { AccountResponse, AccountUser } from '../../contract/account'
import { ProfileBody } from '../../contract/auth'
import { useAuth } from './auth-provider'

export const PROFILE_FIELDS = [
  'user_type',
  'organization_name',
  'organization_inn',
  'legal_address',
  'actual_address',
  'full_name',
  'phone',
  'email',
] as const
export type ProfileField = (typeof PROFILE_FIELDS)[number]
export type ProfileValues = Record<ProfileField | 'current_password', string>
const SERVER_FIELDS = [...PROFILE_FIELDS, 'current_password'] as const

export type FormStatus = 'idle' | 'saving' | 'saved'

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
  const [message, setMessage] = useState<string | null>(null)
  const [status, setStatus] = useState<FormStatus>('idle')
  /** The new address the confirmation link was mailed to by the last save. */
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null)
  const form = useForm<ProfileValues>(valuesOf(user), () => {
    setMessage(null)
    setConfirmationSentTo(null)
    setStatus((previous) => (previous === 'saved' ? 'idle' : previous))
  })

  const change = (field: keyof ProfileValues, value: string) => {
    form.setValue(field, value)
    // The INN rule depends on the user type: a new type makes the INN's error stale too.
    if (field === 'user_type') form.setErrors(({ organization_inn: _stale, ...rest }) => rest)
  }

  const emailChanging = !sameEmail(form.values.email, user.email)

  const submit = async () => {
    if (status === 'saving') return
    const { current_password, ...profile } = form.values
    const body = emailChanging ? { ...profile, current_password } : profile
    const checked = validateForm(ProfileBody, body)
    if (!checked.ok) {
      form.setErrors(checked.errors)
      return
    }
    setStatus('saving')
    try {
      const saved = await api().put<AccountResponse>('my/account/', body, { suppressErrorAlert: true })
      if (!sameEmail(profile.email, saved.user.email)) {
        form.setValue('email', saved.user.email)
        form.setValue('current_password', '')
        setConfirmationSentTo(profile.email.trim())
      }
      form.setErrors({})
      setStatus('saved')
      reload()
    } catch (error) {
      const refusal = refusalOf(error, SERVER_FIELDS)
      form.setErrors(refusal.errors)
      setMessage(refusal.message)
      setStatus('idle')
    }
  }

  return { values: form.values, errors: form.errors, message, status, emailChanging, confirmationSentTo, change, submit }
}
