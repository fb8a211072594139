// Loaders of the publication pages. Anything the API cannot name (a malformed or unknown category, a page past
// the last, a wrong date or slug) is the 404 page, never an error page.
import { notFound } from '@tanstack/react-router'
import { getPublication, getPublications, getPublicationSection } from '../../api/content'
import { orNotFound } from '../or-not-found'
import type { PublicationFilter, PublicationKind } from './publication-kind'

const CATEGORY = /^[a-z0-9-]{1,100}$/
const PAGE = /^[1-9]\d{0,5}$/
const URL_DATE = /^\d{2}-\d{2}-\d{4}$/
/** Digits alone would name an item by its id: not an address of the site. */
const SLUG = /^(?!\d+$)[a-z0-9-]{1,200}$/

/** 404 and 400 answers mean the address names nothing. */
const alsoMalformed = { badRequest: true }

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
    orNotFound(getPublicationSection(kind), alsoMalformed),
    orNotFound(getPublications(kind, filter), alsoMalformed),
  ])
  return { section, list, filter }
}

/** An article by the date and slug of its URL; the API answers 404 when the date is not the item's. */
export async function loadPublication(kind: PublicationKind, urlDate: string, slug: string) {
  if (!URL_DATE.test(urlDate) || !SLUG.test(slug)) throw notFound()
  const [item, section] = await Promise.all([
    orNotFound(getPublication(kind, slug, urlDate), alsoMalformed),
    orNotFound(getPublicationSection(kind), alsoMalformed),
  ])
  return { item, sectionTitle: section.title }
}
