// The query of /my/history/: the page (p, omitted when 1) and an order opened directly (order, from the order
// e-mail or the checkout confirmation). Kept as written; a value that is not an id reads as none.
import * as v from 'valibot'

export const HISTORY_PAGE_SIZE = 10

const written = v.fallback(v.optional(v.string()), undefined)

export const HistorySearch = v.object({ p: written, order: written })
export type HistorySearch = v.InferOutput<typeof HistorySearch>

/** A page number or an order id as a query writes it: 1 to 2 147 483 647, no leading zeros. */
export const QueryId = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), v.maxValue(2_147_483_647))

export function queryId(value: string | undefined): number | null {
  const result = v.safeParse(QueryId, value)
  return result.success ? result.output : null
}
