// "Found: 24 products" above a listing; a search capped at its best goods says "more than" instead, or, with
// filters narrowing those, how many of them are left.
import { formatCount } from '../../../../contract/format/units'
import type { ProductListResponse } from '../../../../contract/catalogue'
import { SEARCH_RESULTS_CAP } from '../../../../contract/search-query'
import { m } from '../../../../messages/compiled/messages.js'
import { getLocale } from '../../../../messages/compiled/runtime.js'

type ListingSummaryProps = { result: Pick<ProductListResponse, 'total' | 'total_capped'> }

export function ListingSummary({ result: { total, total_capped } }: ListingSummaryProps) {
  const shown = formatCount(SEARCH_RESULTS_CAP, getLocale())
  if (total_capped && total >= SEARCH_RESULTS_CAP)
    return <>{m.listing_found_capped({ count: SEARCH_RESULTS_CAP, shown })}</>
  const found = `${m.listing_found()} ${m.home_products_count({ count: total })}`
  return <>{total_capped ? `${found} ${m.listing_among_best({ shown })}` : found}</>
}
