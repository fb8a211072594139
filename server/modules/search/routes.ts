// GET search/?q=&page=&limit=: goods, sales actions and info articles matching q (SPEC 7 "Search").
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../context'
import { SearchText } from '../../../contract/search-query'
import { parseInput } from '../../http/validate'
import { viewerOf } from '../catalogue/product-cards'
import { search } from './service'

const DEFAULT_LIMIT = 24
const MAX_LIMIT = 96

// A repeated key arrives as an array and fails v.string with the "given several times" message.
const single = <T>(schema: v.GenericSchema<string, T>) => v.pipe(v.string('api_catalogue_repeated_parameter'), schema)

const SearchQuery = v.strictObject(
  {
    q: v.optional(single(SearchText), ''),
    page: v.optional(
      single(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'api_catalogue_page'), v.transform(Number))),
      '1',
    ),
    limit: v.optional(
      single(
        v.pipe(
          v.string(),
          v.regex(/^[1-9]\d{0,2}$/, 'search_api_limit'),
          v.transform(Number),
          v.maxValue(MAX_LIMIT, 'search_api_limit'),
        ),
      ),
      String(DEFAULT_LIMIT),
    ),
  },
  'api_catalogue_unknown_parameter',
)

/** Query parameters with repeated keys kept as arrays, so they can be refused rather than silently dropped. */
function queryParams(url: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {}
  for (const [key, value] of new URL(url).searchParams) {
    const seen = params[key]
    params[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value]
  }
  return params
}

export const searchRoutes = new Hono<AppEnv>().get('/search/', async (c) => {
  const locale = c.var.locale
  const params = parseInput(SearchQuery, queryParams(c.req.url), locale)
  return c.json(await search(c.var.ctx, params, viewerOf(c.var.user), locale))
})
