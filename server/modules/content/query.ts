// Query strings of the content lists: page, page size, category slug, publication date and city.
import * as v from 'valibot'

const whole = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'api_invalid_number'),
    v.transform(Number),
    v.minValue(min, 'api_invalid_value'),
    v.maxValue(max, 'api_invalid_value'),
  )

export const PUBLICATIONS_PAGE_SIZE = 12

export const PublicationListQuery = v.object({
  page: v.optional(whole(1, 100_000), '1'),
  page_size: v.optional(whole(1, 100), String(PUBLICATIONS_PAGE_SIZE)),
  /** Overrides page_size without its cap, for whole-list readers such as the sitemap (limit=1000000). */
  limit: v.optional(whole(1, 1_000_000)),
  category: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,100}$/, 'content_unknown_category'))),
})

/** DD-MM-YYYY, as in the page URL; optional, and when given it must be the publication's date. */
export const PublicationDetailQuery = v.object({
  date: v.optional(v.pipe(v.string(), v.regex(/^\d{2}-\d{2}-\d{4}$/, 'content_invalid_date'))),
})

export const CityQuery = v.object({
  city: v.optional(whole(1, 2_000_000_000)),
})

/** An id or a slug in a path: anything else names nothing. */
export const isKey = (value: string) => /^[a-z0-9-]{1,200}$/.test(value)
export const idOf = (key: string) => (/^\d{1,9}$/.test(key) ? Number(key) : null)
