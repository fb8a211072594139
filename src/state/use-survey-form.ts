// Answering a survey on the submission machine: one value per question, keyed like the server's refusals
// ("answers.<id>") so they go under their question; the required ones are checked before POST surveys/responses/.
import { m } from '../../messages/compiled/messages.js'
import type { SurveyAnswerValue, SurveyDetail, SurveyQuestion, SurveyResponseBody } from '../../contract/survey'
import { answerSurvey } from '../api/surveys'
import type { FieldMessages, Validated } from '../lib/forms/validate'
import { useSubmission } from './use-submission'

type Answers = Record<string, SurveyAnswerValue | undefined>

export const answerKey = (question: { id: number }) => `answers.${question.id}`

/** The value to send, or null when the question is left unanswered. */
function answerOf(question: SurveyQuestion, value: SurveyAnswerValue | undefined): SurveyAnswerValue | null {
  if (value === undefined) return null
  if (question.kind === 'multiple') return Array.isArray(value) && value.length > 0 ? value : null
  if (question.kind === 'rating') return typeof value === 'number' ? value : null
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

function responseOf(survey: SurveyDetail, answers: Answers): Validated<SurveyResponseBody> {
  const missing: FieldMessages = {}
  const body: SurveyResponseBody = { survey: survey.id, answers: [] }
  for (const question of survey.questions) {
    const value = answerOf(question, answers[answerKey(question)])
    if (value !== null) body.answers.push({ question: question.id, value })
    else if (question.required) missing[answerKey(question)] = [m.my_survey_answer_required()]
  }
  return Object.keys(missing).length > 0 ? { ok: false, errors: missing } : { ok: true, output: body }
}

export function useSurveyForm(survey: SurveyDetail) {
  const form = useSubmission({
    values: Object.fromEntries(survey.questions.map((question) => [answerKey(question), undefined])) as Answers,
    validate: (answers) => responseOf(survey, answers),
    send: (body, signal) => answerSurvey(body, { signal, suppressErrorAlert: true }),
  })
  return {
    ...form,
    answer: (question: SurveyQuestion, value: SurveyAnswerValue) => form.edit(answerKey(question), value),
  }
}
