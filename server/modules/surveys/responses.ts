// surveys/responses/: one response per buyer and survey, every answer checked against its question.
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import type { Locale } from '../../../contract/site'
import { SurveyResponseBody } from '../../../contract/survey'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/accounts'
import { surveyQuestions, surveyResponses, surveys } from '../../db/schema/content'
import { InvalidFields, Refused } from '../../domain-errors'
import { translate } from '../../i18n'
import { checkAnswer, type QuestionRule } from './answer-rules'
import { storedOptions } from './surveys'

type Errors = Record<string, string[]>
type Body = v.InferOutput<typeof SurveyResponseBody>

const add = (errors: Errors, field: string, message: string) => (errors[field] ??= []).push(message)

/** The body's shape: problems with the survey id go to `survey`, any with the answers list to `answers`. */
function parseBody(input: unknown, locale: Locale): Body {
  const result = v.safeParse(SurveyResponseBody, input)
  if (result.success) return result.output
  const errors: Errors = {}
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key
    if (field === 'survey')
      add(
        errors,
        'survey',
        translate(issue.type === 'max_value' ? 'account_survey_not_found' : 'account_survey_required', locale),
      )
    else if (field === 'answers') add(errors, 'answers', translate('account_survey_answers_expected', locale))
    else add(errors, 'non_field_errors', translate('account_survey_answers_expected', locale))
  }
  for (const field of Object.keys(errors)) errors[field] = [...new Set(errors[field])]
  throw new InvalidFields(errors)
}

async function loadRules(db: Db, surveyId: number): Promise<QuestionRule[]> {
  const rows = await db
    .select({
      id: surveyQuestions.id,
      kind: surveyQuestions.kind,
      required: surveyQuestions.isRequired,
      options: surveyQuestions.options,
    })
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId))
  return rows.map((row) => ({ ...row, options: storedOptions(row.options).map((option) => option.value) }))
}

/** Answers keyed `answers` (list problems) and `answers.<question id>` (per question); normalized when valid. */
function checkAnswers(rules: QuestionRule[], answers: Body['answers'], locale: Locale) {
  const errors: Errors = {}
  const byQuestion = new Map<number, unknown>()
  for (const answer of answers) {
    if (!rules.some((rule) => rule.id === answer.question))
      add(errors, 'answers', translate('account_survey_unknown_question', locale, { id: answer.question }))
    else if (byQuestion.has(answer.question))
      add(errors, 'answers', translate('account_survey_repeated_question', locale, { id: answer.question }))
    else byQuestion.set(answer.question, answer.value)
  }
  const stored: { question: number; kind: QuestionRule['kind']; value: unknown }[] = []
  for (const rule of rules) {
    const check = checkAnswer(rule, byQuestion.get(rule.id))
    if ('error' in check) add(errors, `answers.${rule.id}`, translate(check.error, locale))
    else if (check.value !== null) stored.push({ question: rule.id, kind: rule.kind, value: check.value })
  }
  return { errors, stored }
}

const alreadyAnswered = (locale: Locale) => new Refused(translate('account_survey_already_answered', locale))

async function hasAnswered(db: Db, surveyId: number, userId: number): Promise<boolean> {
  const [existing] = await db
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.userId, userId)))
    .limit(1)
  return Boolean(existing)
}

export async function submitResponse(db: Db, userId: number, input: unknown, locale: Locale): Promise<void> {
  const body = parseBody(input, locale)
  const [survey] = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(and(eq(surveys.id, body.survey), eq(surveys.isActive, true)))
    .limit(1)
  if (!survey) throw new InvalidFields({ survey: [translate('account_survey_not_found', locale)] })
  if (await hasAnswered(db, survey.id, userId)) throw alreadyAnswered(locale)
  const { errors, stored } = checkAnswers(await loadRules(db, survey.id), body.answers, locale)
  if (Object.keys(errors).length > 0) throw new InvalidFields(errors)

  await db.transaction(async (tx) => {
    // The buyer's row lock serialises two submissions of the same buyer, so only one response is kept.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    if (await hasAnswered(tx, survey.id, userId)) throw alreadyAnswered(locale)
    await tx.insert(surveyResponses).values({ surveyId: survey.id, userId, answers: stored })
  })
}
