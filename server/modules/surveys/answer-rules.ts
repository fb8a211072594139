// Checks one answer against its question: the value's type per kind, the offered options, the rating range and
// whether a required question is answered. Blank answers to optional questions are dropped, not stored.
import { isStorableText } from '../../../contract/fields'
import {
  RATING_MAX,
  RATING_MIN,
  SURVEY_TEXT_MAX,
  type SurveyAnswerValue,
  type SurveyQuestionKind,
} from '../../../contract/survey'

export type QuestionRule = { id: number; kind: SurveyQuestionKind; required: boolean; options: string[] }

/** A message key for a wrong answer, or the normalized value (null: not answered). */
export type AnswerCheck = { error: string } | { value: Exclude<SurveyAnswerValue, null> | null }

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

function checkValue(rule: QuestionRule, value: unknown): AnswerCheck {
  switch (rule.kind) {
    case 'text':
      if (typeof value !== 'string') return { error: 'account_survey_text_expected' }
      if (!isStorableText(value)) return { error: 'forms_validation_bad_characters' }
      if (value.trim().length > SURVEY_TEXT_MAX) return { error: 'forms_validation_too_long' }
      return { value: value.trim() }
    case 'single':
      if (typeof value !== 'string' || !rule.options.includes(value)) return { error: 'account_survey_option_invalid' }
      return { value }
    case 'multiple': {
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
        return { error: 'account_survey_options_expected' }
      const chosen = [...new Set(value as string[])]
      if (!chosen.every((item) => rule.options.includes(item))) return { error: 'account_survey_option_invalid' }
      return { value: chosen }
    }
    case 'rating': {
      const rating = typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value
      if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) {
        return { error: 'account_survey_rating_range' }
      }
      return { value: rating }
    }
  }
}

export function checkAnswer(rule: QuestionRule, value: unknown): AnswerCheck {
  if (isBlank(value)) return rule.required ? { error: 'forms_validation_required' } : { value: null }
  return checkValue(rule, value)
}
