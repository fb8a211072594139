// A vacancy by the slug of its URL; a malformed or unknown one is the 404 page.
import { notFound } from '@tanstack/react-router'
import type { VacancyDetail } from '../../contract/content'
import { ApiError } from '../api/errors'
import { api } from '../api/instance'

/** Digits alone would name a vacancy by its id: not an address of the site. */
const SLUG = /^(?!\d+$)[a-z0-9-]{1,200}$/

export async function loadVacancy(slug: string): Promise<VacancyDetail> {
  if (!SLUG.test(slug)) throw notFound()
  try {
    return await api().get<VacancyDetail>(`pages/vacancies/${slug}/`)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound()
    throw error
  }
}
