// Survey answers for the inbox: per question how often each choice or rating was given, the text answers, and
// every response as CSV (one row per response, one column per question).
import { asc, count, desc, eq } from 'drizzle-orm'
import type { Locale } from '../../../../contract/site'
import { RATING_MAX, RATING_MIN } from '../../../../contract/survey'
import type { SurveyAnswers, SurveyQuestionAnswers, SurveySummary } from '../../../../contract/staff/inbox'
import type { Db } from '../../../db/client'
import { surveyQuestions, surveyResponses, surveys } from '../../../db/schema/content'
import { NotFound } from '../../../domain-errors'
import { translate } from '../../../i18n'
import { pick } from '../../../localize'
import { csvText } from '../../../spreadsheets/csv'
import { storedOptions } from '../../surveys/surveys'

type StoredAnswer = { question: number; value: unknown }

const answersOf = (value: unknown): StoredAnswer[] => (Array.isArray(value) ? (value as StoredAnswer[]) : [])

export async function listSurveys(db: Db, locale: Locale): Promise<SurveySummary[]> {
  const rows = await db
    .select({ id: surveys.id, title: surveys.title, isActive: surveys.isActive, responses: count(surveyResponses.id) })
    .from(surveys)
    .leftJoin(surveyResponses, eq(surveyResponses.surveyId, surveys.id))
    .groupBy(surveys.id)
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
  return rows.map((row) => ({
    id: row.id,
    title: pick(row.title, locale),
    is_active: row.isActive,
    responses: row.responses,
  }))
}

async function surveyData(db: Db, id: number, locale: Locale) {
  const [survey] = await db
    .select({ id: surveys.id, title: surveys.title, isActive: surveys.isActive })
    .from(surveys)
    .where(eq(surveys.id, id))
  if (!survey) throw new NotFound(translate('api_not_found', locale))
  const questions = await db
    .select()
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, id))
    .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id))
  const responses = await db
    .select({ id: surveyResponses.id, answers: surveyResponses.answers, createdAt: surveyResponses.createdAt })
    .from(surveyResponses)
    .where(eq(surveyResponses.surveyId, id))
    .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id))
  return { survey, questions, responses }
}

export async function surveyAnswers(db: Db, id: number, locale: Locale): Promise<SurveyAnswers> {
  const { survey, questions, responses } = await surveyData(db, id, locale)
  const result: SurveyQuestionAnswers[] = questions.map((question) => {
    const given = responses
      .map((response) => answersOf(response.answers).find((answer) => answer.question === question.id)?.value)
      .filter((value) => value !== undefined && value !== null && value !== '')
    const entry: SurveyQuestionAnswers = {
      id: question.id,
      kind: question.kind,
      text: pick(question.text, locale),
      answered: given.length,
      counts: [],
      texts: [],
    }
    if (question.kind === 'text') entry.texts = given.map(String)
    else {
      const choices =
        question.kind === 'rating'
          ? Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => {
              const value = String(RATING_MIN + index)
              return { value, title: value }
            })
          : storedOptions(question.options).map((option) => ({
              value: option.value,
              title: pick(option.title, locale),
            }))
      const chosen = given.flatMap((value) => (Array.isArray(value) ? value : [value])).map(String)
      entry.counts = choices.map((choice) => ({
        ...choice,
        count: chosen.filter((value) => value === choice.value).length,
      }))
    }
    return entry
  })
  return {
    survey: {
      id: survey.id,
      title: pick(survey.title, locale),
      is_active: survey.isActive,
      responses: responses.length,
    },
    questions: result,
  }
}

export async function surveyCsv(db: Db, id: number, locale: Locale): Promise<{ name: string; body: string }> {
  const { survey, questions, responses } = await surveyData(db, id, locale)
  const titleOf = new Map(
    questions.map((question) => [
      question.id,
      new Map(storedOptions(question.options).map((option) => [option.value, pick(option.title, locale)])),
    ]),
  )
  const shown = (questionId: number, value: unknown): string => {
    if (value === undefined || value === null) return ''
    const titles = titleOf.get(questionId)
    const one = (item: unknown) => titles?.get(String(item)) ?? String(item)
    return Array.isArray(value) ? value.map(one).join('; ') : one(value)
  }
  const header = [translate('staff_inbox_csv_response', locale), translate('staff_inbox_csv_date', locale)].concat(
    questions.map((question) => pick(question.text, locale)),
  )
  const lines = [header].concat(
    responses.map((response) => {
      const answers = answersOf(response.answers)
      return [String(response.id), response.createdAt.toISOString()].concat(
        questions.map((question) =>
          shown(question.id, answers.find((answer) => answer.question === question.id)?.value),
        ),
      )
    }),
  )
  const body = csvText(lines, ',')
  return { name: `survey-${survey.id}.csv`, body }
}
