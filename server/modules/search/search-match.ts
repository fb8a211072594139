// What every part of a search is matched against, and the page of each list.
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { queryWords, tsQueryText } from './query-words'
import { withSpellingAlternatives } from './spelling'

export type SearchMatch = {
  /** The whole query, trimmed: compared with SKUs and, by similarity, with titles. */
  query: string
  /** to_tsquery source, or null when the query has no words (punctuation only). */
  tsQuery: string | null
  /** The same words without the last one's prefix match: what ranks a title as naming the query's words. */
  formsQuery: string | null
}

export type Page = { offset: number; limit: number }

/** The query's words, each with the dictionary words it may be a misspelling of. */
export async function searchMatch(db: Db, query: string): Promise<SearchMatch> {
  const terms = await withSpellingAlternatives(db, queryWords(query))
  if (terms.length === 0) return { query, tsQuery: null, formsQuery: null }
  return { query, tsQuery: tsQueryText(terms), formsQuery: tsQueryText(terms, { prefix: false }) }
}

/**
 * The same, kept in the shared cache (dropped with it on every catalogue change, which may change the words
 * titles hold): the header asks it on every keystroke pause, the search page twice per query.
 */
export const cachedSearchMatch = ({ db, cache }: Pick<AppContext, 'db' | 'cache'>, query: string) =>
  cache.get(`search:match:${query}`, () => searchMatch(db, query))
