// The vacancy response form's state and its one call, POST forms/vacancy/. Checked with the API's own
// VacancyResponseBody first; a refusal keeps what was typed, puts field errors under their fields and any other
// message under "Error sending response"; a success empties the form and shows the API's thank-you text.
import { useState } from 'react'
import { api } from '../api/instance'
import { refusalOf } from '../lib/forms/refusal'
import { useForm } from '../lib/forms/use-form'
import { validateForm } from '../lib/forms/validate'
import { VacancyResponseBody } from '../../contract/forms'

export const VACANCY_RESPONSE_FIELDS = ['full_name', 'email', 'phone', 'comment'] as const
export type VacancyResponseField = (typeof VACANCY_RESPONSE_FIELDS)[number]

const EMPTY: Record<VacancyResponseField | 'website', string> = { full_name: '', email: '', phone: '', comment: '', website: '' }

export type ResponseStatus = 'idle' | 'sending' | 'failed' | 'sent'

export function useVacancyResponse(vacancySlug: string) {
  const [status, setStatus] = useState<ResponseStatus>('idle')
  const [message, setMessage] = useState<string | null>(null)
  const form = useForm(EMPTY)

  /** Returns false when the values were refused before sending (the caller moves focus to the first error). */
  const submit = async (): Promise<boolean> => {
    if (status === 'sending') return true
    const body = { ...form.values, vacancy: vacancySlug }
    const checked = validateForm(VacancyResponseBody, body)
    if (!checked.ok) {
      form.setErrors(checked.errors)
      return false
    }
    setStatus('sending')
    setMessage(null)
    try {
      const answer = await api().post<{ detail?: string }>('forms/vacancy/', body, { suppressErrorAlert: true })
      form.setValuesFrom(EMPTY)
      setMessage(answer?.detail ?? null)
      setStatus('sent')
    } catch (error) {
      const refusal = refusalOf(error, VACANCY_RESPONSE_FIELDS)
      form.setErrors(refusal.errors)
      setMessage(refusal.message)
      setStatus('failed')
    }
    return true
  }

  /** Closing the thank-you modal. */
  const acknowledge = () => {
    setStatus('idle')
    setMessage(null)
  }

  return { values: form.values, errors: form.errors, setValue: form.setValue, status, message, submit, acknowledge }
}
