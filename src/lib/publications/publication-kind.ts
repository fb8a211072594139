// News articles (/info/) and sales actions (/sales/) share one shape: how the storefront's own URLs of a list
// page are written.
import { stringifyPlainSearch } from '../search-params'

export type PublicationKind = 'info' | 'sales'

/** What a list page is showing: a category (none for all) and a page (1 is left out of the URL). */
export type PublicationFilter = { category?: string; page?: number }

/** The list page's path with its query, unlocalized: `/info/?category=tips&page=2`. */
export function publicationListPath(kind: PublicationKind, { category, page }: PublicationFilter): string {
  return `/${kind}/${stringifyPlainSearch({ category, page: page && page > 1 ? page : undefined })}`
}
