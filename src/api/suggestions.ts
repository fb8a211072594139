// Company, address and name suggestions for the registration form (server/modules/suggestions).
import type { CompanySuggestion, SuggestionsResponse, ValueSuggestion } from '../../contract/suggestions'
import type { CallControl } from './call-control'
import { api } from './instance'

export type SuggestionKinds = { company: CompanySuggestion; address: ValueSuggestion; name: ValueSuggestion }

/** Without a provider configured the answer may lack `results`. */
export const getSuggestions = <Kind extends keyof SuggestionKinds>(kind: Kind, query: string, options?: CallControl) =>
  api().get<Partial<SuggestionsResponse<SuggestionKinds[Kind]>>>(`suggestions/${kind}/`, {
    ...options,
    query: { query },
  })
