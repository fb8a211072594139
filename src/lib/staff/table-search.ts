// A back-office table's state in the URL: the search params a table query schema (contract/staff) accepts, as
// strings, with defaults and invalid values left out — a hand-edited address opens the table, never an error.
import * as v from 'valibot'

type TableSchema = v.GenericSchema<Record<string, string | undefined>, Record<string, unknown>>

export type TableSearch = Record<string, string>

const asStrings = (search: Record<string, unknown>): TableSearch =>
  Object.fromEntries(
    Object.entries(search)
      .filter(([, value]) => (typeof value === 'string' && value !== '') || typeof value === 'number')
      .map(([key, value]) => [key, String(value)]),
  )

/** validateSearch of a table route: the valid, non-default params of `schema`. */
export function tableSearchOf(schema: TableSchema) {
  const defaults = v.parse(schema, {})
  return (search: Record<string, unknown>): TableSearch => {
    const given = asStrings(search)
    const result = v.safeParse(schema, given)
    const invalid = new Set(result.success ? [] : result.issues.map((issue) => String(issue.path?.[0]?.key ?? '')))
    return Object.fromEntries(
      Object.entries(given).filter(
        ([key, value]) => key in defaults && !invalid.has(key) && String(defaults[key]) !== value,
      ),
    )
  }
}

/** The table's whole query: the URL's params over the defaults. */
export function tableQueryOf<S extends TableSchema>(schema: S, search: TableSearch): v.InferOutput<S> {
  const result = v.safeParse(schema, search)
  return result.success ? result.output : v.parse(schema, {})
}

/** The next URL params: `patch` over `search` (a new filter or size goes back to page 1), empties dropped. */
export function patchedSearch(search: TableSearch, patch: Record<string, string | number | undefined>): TableSearch {
  const resetsPage = Object.keys(patch).some((key) => key !== 'page')
  const next: Record<string, string> = { ...search }
  if (resetsPage) delete next.page
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === '') delete next[key]
    else next[key] = String(value)
  }
  return next
}
