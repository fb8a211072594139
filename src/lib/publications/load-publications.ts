// Loaders of the publication pages. Anything the API cannot name (a malformed or unknown category, a page past
// the last, a wrong date or slug) is the 404 page, never an error page.
import { notFound } from '@tanstack/react-router'
import type { PublicationDetail, PublicationList, PublicationSectionPage } from '../../../contract/content'
import { ApiError } from '../../api/errors'
import { api } from '../../api/instance'
import { PUBLICATION_API, type PublicationFilter, type PublicationKind } from './publication-kind'

const CATEGORY = /^[a-z0-9-]{1,100}$/
const PAGE = /^[1-9]\d{0,5}$/
const URL_DATE = /^\d{2}-\d{2}-\d{4}$/
/** Digits alone would name an item by its id: not an address of the site. */
const SLUG = /^(?!\d+$)[a-z0-9-]{1,200}$/

/** 404 and 400 answers mean the address names nothing. */
async function orNotFound<T>(request: Promise<T>): Promise<T> {
  try {
    return await request
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound()
    throw error
  }
}

/** The list's category and page from the query string; a malformed value names no page. */
export function publicationFilterOf(search: { category?: string; page?: string }): PublicationFilter {
  // An empty value (`?category=`) is as good as none.
  const category = search.category || undefined
  const page = search.page || undefined
  if (category !== undefined && !CATEGORY.test(category)) throw notFound()
  if (page !== undefined && !PAGE.test(page)) throw notFound()
  return { category, page: page === undefined ? 1 : Number(page) }
}

export async function loadPublicationSection(kind: PublicationKind, filter: PublicationFilter) {
  const [section, list] = await Promise.all([
    orNotFound(api().get<PublicationSectionPage>(PUBLICATION_API[kind].page)),
    orNotFound(api().get<PublicationList>(PUBLICATION_API[kind].items, { query: { category: filter.category, page: filter.page } })),
  ])
  return { section, list, filter }
}

/** An article by the date and slug of its URL; the API answers 404 when the date is not the item's. */
export async function loadPublication(kind: PublicationKind, urlDate: string, slug: string) {
  if (!URL_DATE.test(urlDate) || !SLUG.test(slug)) throw notFound()
  const [item, section] = await Promise.all([
    orNotFound(api().get<PublicationDetail>(`${PUBLICATION_API[kind].items}${slug}/`, { query: { date: urlDate } })),
    orNotFound(api().get<PublicationSectionPage>(PUBLICATION_API[kind].page)),
  ])
  return { item, sectionTitle: section.title }
}
