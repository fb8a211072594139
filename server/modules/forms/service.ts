// Form submissions are stored before anything is mailed, so a question survives a mail server that is down.
import { and, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { FeedbackBody, VacancyResponseBody } from '../../../contract/forms'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { formSubmissions, vacancies } from '../../db/schema/content'
import { InvalidFields } from '../../domain-errors'
import { translate } from '../../i18n'
import { pick } from '../../localize'

export type Feedback = v.InferOutput<typeof FeedbackBody>
export type VacancyResponse = v.InferOutput<typeof VacancyResponseBody>

export type OpenVacancy = { id: number; slug: string; title: string }

/** A published vacancy by id or slug, titled in Russian (the staff's language); any other is refused. */
export async function openVacancy(db: Db, ref: VacancyResponse['vacancy'], locale: Locale): Promise<OpenVacancy> {
  const match = 'id' in ref ? eq(vacancies.id, ref.id) : eq(vacancies.slug, ref.slug)
  const [row] = await db
    .select({ id: vacancies.id, slug: vacancies.slug, title: vacancies.title })
    .from(vacancies)
    .where(and(match, eq(vacancies.isPublished, true)))
    .limit(1)
  if (!row) throw new InvalidFields({ vacancy: [translate('forms_vacancy_unknown', locale)] })
  return { id: row.id, slug: row.slug, title: pick(row.title, 'ru') }
}

type Stored = { id: number }

export async function storeFeedback(db: Db, form: Feedback, locale: Locale, ip: string): Promise<Stored> {
  const payload = {
    full_name: form.full_name,
    phone: form.phone,
    question: form.question,
    city: form.city,
    agreement: form.agreement,
    locale,
  }
  const [row] = await db
    .insert(formSubmissions)
    .values({ kind: 'feedback', payload, ip })
    .returning({ id: formSubmissions.id })
  if (!row) throw new Error('the feedback submission was not stored')
  return row
}

export async function storeVacancyResponse(
  db: Db,
  form: VacancyResponse,
  vacancy: OpenVacancy,
  locale: Locale,
  ip: string,
): Promise<Stored> {
  const payload = {
    vacancy: { id: vacancy.id, slug: vacancy.slug, title: vacancy.title },
    full_name: form.full_name,
    email: form.email,
    phone: form.phone,
    comment: form.comment,
    locale,
  }
  const [row] = await db
    .insert(formSubmissions)
    .values({ kind: 'vacancy', vacancyId: vacancy.id, payload, ip })
    .returning({ id: formSubmissions.id })
  if (!row) throw new Error('the vacancy response was not stored')
  return row
}
