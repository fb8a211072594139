// The contact form and vacancy responses (server/modules/forms); each answers its thank-you text.
import type { DetailAnswer } from '../../contract/detail'
import type { FeedbackBody, VacancyResponseBody } from '../../contract/forms'
import type { CallControl } from './call-control'
import { api } from './instance'

export const sendFeedback = (body: FeedbackBody, options?: CallControl) =>
  api().post<DetailAnswer>('forms/feedback/', body, options)

export const sendVacancyResponse = (body: VacancyResponseBody, options?: CallControl) =>
  api().post<DetailAnswer>('forms/vacancy/', body, options)
