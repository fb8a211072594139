// The search params of a back-office publications table (/staff/content/publications/, /staff/content/sales/):
// whatever the address holds is read leniently; the server checks the values again.
import { PUBLICATION_STATES, type PublicationState } from '../../contract/staff/content/publications'
import { DEFAULT_STAFF_PAGE_SIZE, STAFF_PAGE_SIZES } from '../../contract/staff/table'

export type PublicationTableSearch = {
  page?: number
  page_size?: number
  sort?: string
  category?: number
  state?: PublicationState
  search?: string
}

const wholeNumber = (value: unknown) => {
  const number = Number(value)
  return Number.isSafeInteger(number) && number > 0 ? number : undefined
}

const SORTS = /^-?(publication_date|title|updated|id)$/

export function publicationTableSearch(search: Record<string, unknown>): PublicationTableSearch {
  const pageSize = wholeNumber(search.page_size)
  const state = String(search.state ?? '')
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 100) : ''
  return {
    page: wholeNumber(search.page),
    page_size: pageSize && (STAFF_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : undefined,
    sort: typeof search.sort === 'string' && SORTS.test(search.sort) ? search.sort : undefined,
    category: wholeNumber(search.category),
    state: (PUBLICATION_STATES as readonly string[]).includes(state) ? (state as PublicationState) : undefined,
    search: text || undefined,
  }
}

export const publicationFilters = (search: PublicationTableSearch) => ({
  page: search.page ?? 1,
  page_size: search.page_size ?? DEFAULT_STAFF_PAGE_SIZE,
  sort: search.sort ?? '-publication_date',
  category: search.category,
  state: search.state,
  search: search.search,
})
