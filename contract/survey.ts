// surveys/*: the customer survey, shared by the server and the storefront's survey page.
import * as v from 'valibot'
import { MAX_ID } from './fields'

export type SurveyQuestionKind = 'text' | 'single' | 'multiple' | 'rating'

export type SurveySummary = { id: number; title: string; description: string; answered: boolean }
export type SurveyListResponse = { count: number; results: SurveySummary[] }

export type SurveyQuestion = {
  id: number
  kind: SurveyQuestionKind
  text: string
  required: boolean
  /** Choices of single and multiple questions; empty for text and rating. */
  options: { value: string; title: string }[]
}
export type SurveyDetail = SurveySummary & { questions: SurveyQuestion[] }

/** text and single: a string; multiple: a list of option values; rating: a whole number from 1 to 5. */
export type SurveyAnswerValue = string | string[] | number | null

export const RATING_MIN = 1
export const RATING_MAX = 5
export const SURVEY_TEXT_MAX = 2000

const id = (message: string) =>
  v.pipe(
    v.union(
      [v.number(message), v.pipe(v.string(message), v.regex(/^\d{1,9}$/, message), v.transform(Number))],
      message,
    ),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(MAX_ID, message),
  )

/** POST surveys/responses/. Each answer's value is checked against its question on the server. */
export const SurveyResponseBody = v.object({
  survey: id('account_survey_required'),
  answers: v.array(
    v.object(
      { question: id('account_survey_answers_expected'), value: v.optional(v.unknown()) },
      'account_survey_answers_expected',
    ),
    'account_survey_answers_expected',
  ),
})
export type SurveyResponseBody = { survey: number; answers: { question: number; value: SurveyAnswerValue }[] }
