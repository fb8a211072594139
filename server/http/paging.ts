// Paging query parameters: whole numbers within bounds, or a 400.
import * as v from 'valibot'

const wholeNumber = (max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'api_invalid_number'),
    v.transform(Number),
    v.maxValue(max, 'api_invalid_value'),
  )

export const PagingQuery = (defaultLimit: number, maxLimit = 1_000_000) =>
  v.object({
    limit: v.optional(v.pipe(wholeNumber(maxLimit), v.minValue(1, 'api_invalid_value')), String(defaultLimit)),
    offset: v.optional(wholeNumber(Number.MAX_SAFE_INTEGER), '0'),
  })

/**
 * The buyer's account lists, the loyalty ledger (bonuses/) and the order history (orders/): `page` (from 1) and
 * `limit` (20, at most 100); `offset` is accepted too and loses to `page` when both are given.
 */
export const AccountListPaging = v.pipe(
  v.object({
    ...PagingQuery(20, 100).entries,
    page: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,6}$/, 'api_invalid_number'),
        v.transform(Number),
        v.minValue(1, 'api_invalid_value'),
      ),
    ),
  }),
  v.transform(({ limit, offset, page }) => ({ limit, offset: page === undefined ? offset : (page - 1) * limit })),
)
