// The inbox: feedback and vacancy responses, survey answers, the wait list.
import * as v from 'valibot'
import { staffTableQuery, tableSearch } from './table'

export const MESSAGE_KINDS = ['feedback', 'vacancy'] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]

export const MessagesQuery = staffTableQuery(['created'], '-created', {
  kind: v.optional(v.picklist(['', ...MESSAGE_KINDS], 'api_invalid_value'), ''),
  /** '' all, 'no' waiting, 'yes' handled. */
  handled: v.optional(v.picklist(['', 'yes', 'no'], 'api_invalid_value'), ''),
  search: tableSearch,
})
export type MessagesQuery = v.InferOutput<typeof MessagesQuery>

export type InboxMessage = {
  id: number
  kind: MessageKind
  created: string
  full_name: string
  email: string
  phone: string
  city: string
  /** The question, or the applicant's comment. */
  text: string
  vacancy: string | null
  locale: string
  handled_at: string | null
  handled_by: string | null
}

export const HandledBody = v.object({ handled: v.boolean('api_invalid_value') })

export type SurveySummary = { id: number; title: string; is_active: boolean; responses: number }

export type SurveyQuestionAnswers = {
  id: number
  kind: 'text' | 'single' | 'multiple' | 'rating'
  text: string
  answered: number
  /** Choices (single, multiple) and ratings with how often each was given. */
  counts: { value: string; title: string; count: number }[]
  /** Text answers, newest first. */
  texts: string[]
}

export type SurveyAnswers = { survey: SurveySummary; questions: SurveyQuestionAnswers[] }

export const WaitListQuery = staffTableQuery(['subscribers', 'title'], '-subscribers', {
  search: tableSearch,
  /** '' all, 'no' still waiting, 'yes' already told. */
  notified: v.optional(v.picklist(['', 'yes', 'no'], 'api_invalid_value'), ''),
})
export type WaitListQuery = v.InferOutput<typeof WaitListQuery>

export type WaitListProduct = {
  product_id: number
  title: string
  sku: string
  subscribers: number
  waiting: number
  emails: { email: string; account: boolean; notified_at: string | null; created: string }[]
}
