// Vacancies: the list with the section page, and one vacancy by id or slug.
import { and, asc, eq } from 'drizzle-orm'
import type { ContentPage, Vacancy, VacancyDetail } from '../../../contract/content'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { vacancies } from '../../db/schema/content'
import { richText } from '../../http/rich-text'
import { pick } from '../../localize'
import { metaDescription } from '../catalogue/brand-page'
import { loadPage, metaOf } from './page-rows'
import { idOf } from './query'

type Row = typeof vacancies.$inferSelect

function toVacancy(row: Row, locale: Locale): Vacancy {
  return {
    id: row.id,
    slug: row.slug,
    title: pick(row.title, locale),
    salary: pick(row.salary, locale),
    contact_name: pick(row.contactName, locale),
    phone: row.phone,
    email: row.email,
    city: pick(row.city, locale),
    place_of_work: pick(row.placeOfWork, locale),
    schedule: pick(row.schedule, locale),
    updated: row.updatedAt.toISOString(),
  }
}

export async function loadVacanciesPage(
  db: Db,
  locale: Locale,
): Promise<(ContentPage & { results: Vacancy[] }) | null> {
  const page = await loadPage(db, 'vacancies', locale)
  if (!page) return null
  const rows = await db
    .select()
    .from(vacancies)
    .where(eq(vacancies.isPublished, true))
    .orderBy(asc(vacancies.position), asc(vacancies.id))
  return { ...page, results: rows.map((row) => toVacancy(row, locale)) }
}

export async function loadVacancy(db: Db, key: string, locale: Locale): Promise<VacancyDetail | null> {
  const id = idOf(key)
  const [row] = await db
    .select()
    .from(vacancies)
    .where(and(eq(vacancies.isPublished, true), id === null ? eq(vacancies.slug, key) : eq(vacancies.id, id)))
    .limit(1)
  if (!row) return null
  const vacancy = toVacancy(row, locale)
  const body = richText(pick(row.body, locale))
  return {
    ...vacancy,
    body,
    meta: { ...metaOf(vacancy.title, null, null, null, locale), description: metaDescription(body) },
  }
}
