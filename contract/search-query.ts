// The search query (q) as the search/ and catalog/products/ APIs accept it and the search page reads it.
import * as v from 'valibot'

export const MAX_SEARCH_QUERY_LENGTH = 200

// Nobody types control characters, and PostgreSQL refuses the NUL character in text outright.
// Tab and line breaks are only whitespace and are trimmed or ignored like spaces.
const isControl = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f

export const isSearchableText = (text: string) => ![...text].some((char) => isControl(char.codePointAt(0) ?? 0))

export const SearchText = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'forms_validation_required'),
  v.maxLength(MAX_SEARCH_QUERY_LENGTH, 'search_api_query_length'),
  v.check(isSearchableText, 'search_api_query_characters'),
)

/**
 * A search matching more goods than this keeps its best this many: its total counts only those, flagged
 * `total_capped`, and its pages end there (docs/decisions/027-capped-broad-search.md).
 */
export const SEARCH_RESULTS_CAP = 1000
