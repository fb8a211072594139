// A search query as words for to_tsquery. Only letters and digits survive, so words can be joined with
// tsquery operators without quoting.
const WORD = /[\p{L}\p{N}]+/gu

/** More words than this only narrow the match further; the rest are ignored. */
export const MAX_WORDS = 8

export function queryWords(q: string): string[] {
  return [...new Set(q.toLowerCase().match(WORD) ?? [])].slice(0, MAX_WORDS)
}

/** A query word and the dictionary words it may be a misspelling of. */
export type QueryTerm = { word: string; alternatives: string[] }

export const isPlainWord = (word: string) => /^[\p{L}\p{N}]+$/u.test(word)

/** A shorter last word is not expanded: "к" or "ко" would match most of the catalogue. */
export const MIN_PREFIX_LENGTH = 3

/**
 * to_tsquery source where every word must match, as typed or as one of its alternatives; the last word
 * also matches as a prefix (unless `prefix` is false), since suggestions search while the visitor is still typing it.
 */
export function tsQueryText(terms: QueryTerm[], { prefix = true } = {}): string {
  return terms
    .map(({ word, alternatives }, index) => {
      const typed = prefix && index === terms.length - 1 && word.length >= MIN_PREFIX_LENGTH ? `${word}:*` : word
      const options = [typed, ...alternatives.filter((alternative) => alternative !== word && isPlainWord(alternative))]
      return options.length === 1 ? typed : `(${options.join(' | ')})`
    })
    .join(' & ')
}
