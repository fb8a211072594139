// Answering a survey: one value per question, required ones checked before sending, then
// POST surveys/responses/. The server's per-question refusals ("answers.<id>") go under their question.
import { useState } from 'react'
import { api } from '../api/instance'
import { refusalOf } from '../lib/forms/refusal'
import type { FieldMessages } from '../lib/forms/validate'
import { m } from '../../messages/compiled/messages.js'
import type { SurveyAnswerValue, SurveyDetail, SurveyQuestion, SurveyResponseBody } from '../../contract/survey'

export type SurveyStatus = 'idle' | 'sending' | 'sent'
type Answers = Partial<Record<number, SurveyAnswerValue>>

export const answerKey = (question: { id: number }) => `answers.${question.id}`

/** The value to send, or null when the question is left unanswered. */
function answerOf(question: SurveyQuestion, value: SurveyAnswerValue | undefined): SurveyAnswerValue | null {
  if (value === undefined) return null
  if (question.kind === 'multiple') return Array.isArray(value) && value.length > 0 ? value : null
  if (question.kind === 'rating') return typeof value === 'number' ? value : null
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

export function useSurveyForm(survey: SurveyDetail) {
  const [answers, setAnswers] = useState<Answers>({})
  const [errors, setErrors] = useState<FieldMessages>({})
  const [message, setMessage] = useState<string | null>(null)
  const [status, setStatus] = useState<SurveyStatus>('idle')

  const answer = (question: SurveyQuestion, value: SurveyAnswerValue) => {
    setAnswers((previous) => ({ ...previous, [question.id]: value }))
    setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([name]) => name !== answerKey(question))))
    setMessage(null)
  }

  /** Sends the answers; resolves to false when something is missing or refused. */
  const submit = async (): Promise<boolean> => {
    if (status !== 'idle') return false
    const missing: FieldMessages = {}
    const body: SurveyResponseBody = { survey: survey.id, answers: [] }
    for (const question of survey.questions) {
      const value = answerOf(question, answers[question.id])
      if (value !== null) body.answers.push({ question: question.id, value })
      else if (question.required) missing[answerKey(question)] = [m.my_survey_answer_required()]
    }
    if (Object.keys(missing).length > 0) {
      setErrors(missing)
      return false
    }
    setStatus('sending')
    try {
      await api().post('surveys/responses/', body, { suppressErrorAlert: true })
      setStatus('sent')
      return true
    } catch (error) {
      const refusal = refusalOf(error, survey.questions.map(answerKey))
      setErrors(refusal.errors)
      setMessage(refusal.message)
      setStatus('idle')
      return false
    }
  }

  return { answers, errors, message, status, answer, submit }
}
