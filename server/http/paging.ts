// limit/offset query parameters: whole numbers within bounds, or a 400.
import * as v from 'valibot'

const wholeNumber = (max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'api_invalid_number'), v.transform(Number), v.maxValue(max, 'api_invalid_value'))

export const PagingQuery = (defaultLimit: number, maxLimit = 1_000_000) =>
  v.object({
    limit: v.optional(v.pipe(wholeNumber(maxLimit), v.minValue(1, 'api_invalid_value')), String(defaultLimit)),
    offset: v.optional(wholeNumber(Number.MAX_SAFE_INTEGER), '0'),
  })
