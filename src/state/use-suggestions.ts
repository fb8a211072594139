// Company, address and name suggestions for the registration form (suggestions/*). Asked after a 300 ms pause
// in typing, at least two characters; a newer query cancels the older request; failures give no suggestions
// (the form works the same without a provider).
import { useEffect, useState } from 'react'
import { getSuggestions, type SuggestionKinds as Kinds } from '../api/suggestions'
import {
  SUGGESTION_MIN_QUERY as MIN_QUERY,
  type CompanySuggestion,
  type ValueSuggestion,
} from '../../contract/suggestions'

export type { CompanySuggestion, ValueSuggestion }

export const SUGGEST_DEBOUNCE_MS = 300

export function useSuggestions<Kind extends keyof Kinds>(kind: Kind, query: string): Kinds[Kind][] {
  const [results, setResults] = useState<Kinds[Kind][]>([])
  const text = query.trim()

  useEffect(() => {
    if (text.length < MIN_QUERY) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      getSuggestions(kind, text, { signal: controller.signal, suppressErrorAlert: true }).then(
        (response) => setResults(Array.isArray(response?.results) ? response.results : []),
        () => undefined,
      )
    }, SUGGEST_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [kind, text])

  // The last answer stays while a newer query is pending (no flicker); a cleared field shows none.
  return text.length >= MIN_QUERY ? results : []
}
