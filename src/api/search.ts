// The site search (server/modules/search): goods, sales actions and publications matching a query.
import type { SearchResponse } from '../../contract/catalogue'
import type { CallControl } from './call-control'
import { api } from './instance'

/** The first `limit` results of each kind, and their totals. */
export const searchSite = (q: string, limit: number, options?: CallControl) =>
  api().get<SearchResponse>('search/', { ...options, query: { q, limit: String(limit) } })
