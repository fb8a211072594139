// The contact form's state (SPEC 3 "Contact form", 5: privacy consent required): checked with the shared
// FeedbackBody rules, then POST forms/feedback/. A refusal keeps what was typed: the server's field errors go
// under their fields, anything else is the form's one message. Success clears the form but the city.
import { useState } from 'react'
import { api } from '../api/instance'
import { refusalOf } from '../lib/forms/refusal'
import { useForm } from '../lib/forms/use-form'
import { validateForm } from '../lib/forms/validate'
import { FeedbackBody } from '../../contract/forms'

export type FeedbackValues = { full_name: string; phone: string; question: string; city: string; agreement: '' | 'yes'; website: string }
export type FeedbackField = keyof FeedbackValues

const FIELDS: FeedbackField[] = ['full_name', 'phone', 'question', 'city', 'agreement']

const emptyForm = (city: string): FeedbackValues => ({ full_name: '', phone: '', question: '', city, agreement: '', website: '' })

export function useFeedbackForm(city: string) {
  const form = useForm(emptyForm(city))
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  /** The server's thanks once the question went through; null before. */
  const [sent, setSent] = useState<string | null>(null)

  const setValue = (field: FeedbackField, value: string) => {
    form.setValue(field, value)
    setFailure(null)
  }

  /** Sends the question; resolves to false when something is missing or refused. */
  const submit = async (): Promise<boolean> => {
    if (sending) return false
    const body: FeedbackBody = { ...form.values, agreement: form.values.agreement === 'yes' }
    const result = validateForm(FeedbackBody, body)
    if (!result.ok) {
      form.setErrors(result.errors)
      return false
    }
    setSending(true)
    setFailure(null)
    try {
      const answer = await api().post<{ detail: string }>('forms/feedback/', body, { suppressErrorAlert: true })
      form.setValuesFrom(emptyForm(form.values.city))
      setSent(answer.detail)
      return true
    } catch (error) {
      const refusal = refusalOf(error, FIELDS)
      form.setErrors(refusal.errors)
      setFailure(refusal.message ?? '')
      return false
    } finally {
      setSending(false)
    }
  }

  return { values: form.values, errors: form.errors, setValue, submit, sending, failure, sent, dismissSent: () => setSent(null) }
}
