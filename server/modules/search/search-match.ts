// What every part of a search is matched against, and the page of each list.
export type SearchMatch = {
  /** The whole query, trimmed: compared with SKUs and, by similarity, with titles. */
  query: string
  /** to_tsquery source, or null when the query has no words (punctuation only). */
  tsQuery: string | null
}

export type Page = { offset: number; limit: number }
