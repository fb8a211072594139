// The password change form: current password and the new one twice, checked with the shared
// ChangePasswordBody, then POST change-password/. The session in use stays signed in.
import { useState } from 'react'
import { api } from '../api/instance'
import { refusalOf } from '../lib/forms/refusal'
import { useForm } from '../lib/forms/use-form'
import { validateForm } from '../lib/forms/validate'
import { ChangePasswordBody } from '../../contract/auth'
import type { FormStatus } from './use-profile-form'

export const PASSWORD_FIELDS = ['current_password', 'password', 'password_repeat'] as const
export type PasswordField = (typeof PASSWORD_FIELDS)[number]
type PasswordValues = Record<PasswordField, string>

const EMPTY: PasswordValues = { current_password: '', password: '', password_repeat: '' }

export function usePasswordForm() {
  const [message, setMessage] = useState<string | null>(null)
  const [status, setStatus] = useState<FormStatus>('idle')
  const [notice, setNotice] = useState<string | null>(null)
  const form = useForm<PasswordValues>(EMPTY, () => {
    setMessage(null)
    setStatus((previous) => (previous === 'saved' ? 'idle' : previous))
  })

  const change = (field: PasswordField, value: string) => {
    form.setValue(field, value)
    // A mismatch is reported on the repeat but caused by either entry.
    if (field === 'password') form.setErrors(({ password_repeat: _stale, ...rest }) => rest)
  }

  const submit = async () => {
    if (status === 'saving') return
    const checked = validateForm(ChangePasswordBody, form.values)
    if (!checked.ok) {
      form.setErrors(checked.errors)
      return
    }
    setStatus('saving')
    try {
      const answer = await api().post<{ detail?: unknown }>('change-password/', form.values, { suppressErrorAlert: true })
      for (const field of PASSWORD_FIELDS) form.setValue(field, '')
      form.setErrors({})
      setNotice(typeof answer?.detail === 'string' && answer.detail ? answer.detail : null)
      setStatus('saved')
    } catch (error) {
      const refusal = refusalOf(error, PASSWORD_FIELDS)
      form.setErrors(refusal.errors)
      setMessage(refusal.message)
      setStatus('idle')
    }
  }

  return { values: form.values, errors: form.errors, message, status, notice, change, submit }
}
