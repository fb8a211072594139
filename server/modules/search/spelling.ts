// Typo tolerance: a query word that no product title contains is matched also as the dictionary words spelled
// most like it (pg_trgm similarity over search_words, the words of every product title; see migration
// 0002_search.sql).
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../catalogue/sql-rows'
import { isPlainWord, type QueryTerm } from './query-words'

/** Shorter words have too few trigrams to compare, and numbers are not misspelt. */
const MIN_CORRECTED_LENGTH = 3
const MAX_ALTERNATIVES = 3
/** Alternatives must be nearly as close as the closest one: "кормм" means "корм", not also "кора". */
const CLOSEST_SHARE = 0.8

type SpellingRow = { word: string; known: boolean; similar: { word: string; score: number }[] | null }

const correctable = (word: string) => word.length >= MIN_CORRECTED_LENGTH && /\p{L}/u.test(word)

export async function withSpellingAlternatives(db: Db, words: string[]): Promise<QueryTerm[]> {
  const last = words.at(-1)
  const checked = words.filter(correctable).map((word) => ({ word, prefix: word === last }))
  if (checked.length === 0) return words.map((word) => ({ word, alternatives: [] }))
  const rows = rowsOf<SpellingRow>(
    await db.execute(sql`
      select k.word, k.known,
        -- Only an unknown word is compared with the dictionary: a trigram search costs more than the lookup.
        case when not k.known then
          (select json_agg(json_build_object('word', s.word, 'score', s.score) order by s.score desc, s.word)
            from (select w.word, similarity(w.word, k.word) as score from search_words w
                  where w.word % k.word order by score desc, w.word limit ${MAX_ALTERNATIVES}) s)
        end as similar
      from (
        select t.word, exists(select 1 from search_words w
          where w.word = t.word or (t.prefix and w.word like t.word || '%')) as known
        from json_to_recordset(${JSON.stringify(checked)}::json) as t(word text, prefix boolean)
      ) k`),
  )
  const byWord = new Map(rows.map((row) => [row.word, row]))
  return words.map((word) => {
    const row = byWord.get(word)
    if (!row || row.known || !row.similar?.length) return { word, alternatives: [] }
    const cutoff = (row.similar[0]?.score ?? 0) * CLOSEST_SHARE
    const alternatives = row.similar
      .filter((item) => item.score >= cutoff && isPlainWord(item.word))
      .map((item) => item.word)
    return { word, alternatives }
  })
}
