// Where company, address and name hints come from. A provider never throws: a failure means no hints.
import type { CompanySuggestion, ValueSuggestion } from '../../../contract/suggestions'

export type SuggestionProvider = {
  readonly name: string
  /** By INN (10 or 12 digits) or by name. */
  companies(query: string): Promise<CompanySuggestion[]>
  addresses(query: string): Promise<ValueSuggestion[]>
  /** Person names (surname, name, patronymic). */
  names(query: string): Promise<ValueSuggestion[]>
}

/** Used when no provider is configured: the forms work without hints. */
export const noSuggestions: SuggestionProvider = {
  name: 'none',
  companies: async () => [],
  addresses: async () => [],
  names: async () => [],
}
