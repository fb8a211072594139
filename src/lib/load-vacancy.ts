// A vacancy by the slug of its URL; a malformed or unknown one is the 404 page.
import { notFound } from '@tanstack/react-router'
import type { VacancyDetail } from '../../contract/content'
import { getVacancy } from '../api/content'
import { orNotFound } from './or-not-found'

/** Digits alone would name a vacancy by its id: not an address of the site. */
const SLUG = /^(?!\d+$)[a-z0-9-]{1,200}$/

export async function loadVacancy(slug: string): Promise<VacancyDetail> {
  if (!SLUG.test(slug)) throw notFound()
  return orNotFound(getVacancy(slug))
}
