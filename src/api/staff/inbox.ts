// The inbox of the back office (server/modules/staff/inbox): messages, survey answers, the wait list.
import type {
  InboxMessage,
  MessagesQuery,
  SurveyAnswers,
  SurveySummary,
  WaitListProduct,
  WaitListQuery,
} from '../../../contract/staff/inbox'
import type { Locale } from '../../../contract/site'
import type { TablePage } from '../../../contract/staff/table'
import type { CallControl } from '../call-control'
import { api } from '../instance'
import { buildUrl } from '../url'

/** Where the browser reaches the API (instance.ts uses the same base). */
const BROWSER_API_BASE = '/api'

export const getInboxMessages = (query: Partial<Record<keyof MessagesQuery, string>>, options?: CallControl) =>
  api().get<TablePage<InboxMessage>>('staff/inbox/messages/', { ...options, query })

export const getInboxMessage = (id: number, options?: CallControl) =>
  api().get<InboxMessage>(`staff/inbox/messages/${id}/`, options)

export const setMessageHandled = (id: number, handled: boolean, options?: CallControl) =>
  api().post<InboxMessage>(`staff/inbox/messages/${id}/handled/`, { handled }, options)

export const getSurveys = (options?: CallControl) => api().get<SurveySummary[]>('staff/inbox/surveys/', options)

export const getSurveyAnswers = (id: number, options?: CallControl) =>
  api().get<SurveyAnswers>(`staff/inbox/surveys/${id}/`, options)

/** A plain link: the browser downloads the CSV itself (the session cookie goes with it). */
export const surveyCsvUrl = (id: number, locale: Locale) =>
  buildUrl(BROWSER_API_BASE, locale, `staff/inbox/surveys/${id}/csv/`)

export const getWaitList = (query: Partial<Record<keyof WaitListQuery, string>>, options?: CallControl) =>
  api().get<TablePage<WaitListProduct>>('staff/inbox/wait-list/', { ...options, query })
