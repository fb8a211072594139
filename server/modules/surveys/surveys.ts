// surveys/surveys/ and surveys/surveys/{id}/: active surveys in the request's language, with whether the buyer
// has already answered.
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Locale } from '../../../contract/site'
import type { SurveyDetail, SurveyListResponse, SurveyQuestion } from '../../../contract/survey'
import type { Db } from '../../db/client'
import type { Localized } from '../../db/schema/columns'
import { surveyQuestions, surveyResponses, surveys } from '../../db/schema/content'
import { pick } from '../../localize'

export type StoredOption = { value: string; title: Localized }

export const storedOptions = (options: unknown): StoredOption[] =>
  Array.isArray(options) ? (options as StoredOption[]) : []

const summaryColumns = (userId: number) => ({
  id: surveys.id,
  title: surveys.title,
  description: surveys.description,
  answered: sql<boolean>`exists (select 1 from ${surveyResponses}
    where ${surveyResponses.surveyId} = ${surveys.id} and ${surveyResponses.userId} = ${userId})`,
})

type SummaryRow = { id: number; title: Localized; description: Localized | null; answered: boolean }

const summary = (row: SummaryRow, locale: Locale) => ({
  id: row.id,
  title: pick(row.title, locale),
  description: pick(row.description, locale),
  answered: Boolean(row.answered),
})

export async function listSurveys(db: Db, userId: number, locale: Locale): Promise<SurveyListResponse> {
  const rows = await db
    .select(summaryColumns(userId))
    .from(surveys)
    .where(eq(surveys.isActive, true))
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
  return { count: rows.length, results: rows.map((row) => summary(row, locale)) }
}

/** Null when there is no such active survey. */
export async function loadSurvey(
  db: Db,
  surveyId: number,
  userId: number,
  locale: Locale,
): Promise<SurveyDetail | null> {
  const [row] = await db
    .select(summaryColumns(userId))
    .from(surveys)
    .where(and(eq(surveys.id, surveyId), eq(surveys.isActive, true)))
    .limit(1)
  if (!row) return null
  const questions = await db
    .select()
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId))
    .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id))
  return {
    ...summary(row, locale),
    questions: questions.map((question): SurveyQuestion => ({
      id: question.id,
      kind: question.kind,
      text: pick(question.text, locale),
      required: question.isRequired,
      options: storedOptions(question.options).map((option) => ({
        value: option.value,
        title: pick(option.title, locale),
      })),
    })),
  }
}
