// The contact form on the submission machine (SPEC 3 "Contact form", 5: privacy consent required): checked with
// the shared FeedbackBody rules, then POST forms/feedback/. A success clears the form but the city.
import { FeedbackBody } from '../../contract/forms'
import { sendFeedback } from '../api/forms'
import { acceptedBody } from '../lib/forms/validate'
import { useSubmission } from './use-submission'

export type FeedbackValues = {
  full_name: string
  phone: string
  question: string
  city: string
  agreement: '' | 'yes'
  website: string
}
export type FeedbackField = keyof FeedbackValues

const FIELDS: FeedbackField[] = ['full_name', 'phone', 'question', 'city', 'agreement']
const CLEARED = { full_name: '', phone: '', question: '', agreement: '', website: '' } satisfies Omit<
  FeedbackValues,
  'city'
>

export function useFeedbackForm(city: string) {
  return useSubmission({
    values: { ...CLEARED, city } as FeedbackValues,
    fields: FIELDS,
    validate: (values) => acceptedBody(FeedbackBody, { ...values, agreement: values.agreement === 'yes' }),
    send: (body, signal) => sendFeedback(body, { signal, suppressErrorAlert: true }),
    after: () => CLEARED,
  })
}
