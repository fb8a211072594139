// Back-office tables: sorted, filtered and paged on the server. One query shape for every table:
// page (from 1), page_size, sort (a column, '-column' descending) and the table's own filters.
import * as v from 'valibot'

export const STAFF_PAGE_SIZES = [25, 50, 100] as const
export const DEFAULT_STAFF_PAGE_SIZE = 25

const wholeNumber = v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'api_invalid_number'), v.transform(Number))

/**
 * The query of a table sorting by `sorts` (each also accepted with a leading '-'), plus its `filters`.
 * An unknown sort or page size is a 400 on that parameter, never a silent default.
 */
export function staffTableQuery<const Sort extends string, Filters extends v.ObjectEntries>(
  sorts: readonly Sort[],
  defaultSort: Sort | `-${Sort}`,
  filters: Filters,
) {
  const allowed = sorts.flatMap((sort) => [sort, `-${sort}`]) as (Sort | `-${Sort}`)[]
  return v.object({
    page: v.optional(v.pipe(wholeNumber, v.minValue(1, 'api_invalid_value')), '1'),
    page_size: v.optional(
      v.pipe(
        wholeNumber,
        v.check((size) => (STAFF_PAGE_SIZES as readonly number[]).includes(size), 'api_invalid_value'),
      ),
      String(DEFAULT_STAFF_PAGE_SIZE),
    ),
    sort: v.optional(v.picklist(allowed, 'api_invalid_value'), defaultSort),
    ...filters,
  })
}

/** A search box of a table: trimmed, at most 100 characters, '' when left out. */
export const tableSearch = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'forms_validation_too_long')), '')

/** One page of a table. */
export type TablePage<Row> = {
  results: Row[]
  total: number
  page: number
  page_size: number
  pages: number
}

/** `sort` split into the column and its direction. */
export const sortParts = <Sort extends string>(sort: Sort | `-${Sort}`) =>
  sort.startsWith('-')
    ? { column: sort.slice(1) as Sort, descending: true }
    : { column: sort as Sort, descending: false }
