// The vacancy response form on the submission machine: checked with the API's own VacancyResponseBody, then
// POST forms/vacancy/; a success empties the form and shows the API's thank-you text.
import { VacancyResponseBody } from '../../contract/forms'
import { sendVacancyResponse } from '../api/forms'
import { acceptedBody } from '../lib/forms/validate'
import { useSubmission } from './use-submission'

export type VacancyResponseField = 'full_name' | 'email' | 'phone' | 'comment'

const EMPTY: Record<VacancyResponseField | 'website', string> = {
  full_name: '',
  email: '',
  phone: '',
  comment: '',
  website: '',
}
const FIELDS: VacancyResponseField[] = ['full_name', 'email', 'phone', 'comment']

export function useVacancyResponse(vacancySlug: string) {
  return useSubmission({
    values: EMPTY,
    fields: FIELDS,
    validate: (values) => acceptedBody(VacancyResponseBody, { ...values, vacancy: vacancySlug }),
    send: (body, signal) => sendVacancyResponse(body, { signal, suppressErrorAlert: true }),
    after: () => EMPTY,
  })
}
