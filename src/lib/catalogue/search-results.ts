// The search page's sales actions and publications (and the goods count of its tabs) come from search/; its
// goods are a catalogue listing (load-listing.ts with the query as scope).
import type { SearchResponse } from '../../../contract/catalogue'
import { DEFAULT_PAGE_SIZE } from '../../../contract/catalogue-query'
import { api } from '../../api/instance'

export const fetchSearch = (q: string) => api().get<SearchResponse>('search/', { query: { q, limit: String(DEFAULT_PAGE_SIZE) } })
