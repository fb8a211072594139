// suggestions/*: company, address and person-name hints for the registration and profile forms.
import type { UserType } from './fields'

/** Field names follow the registration form they fill; `full_name` is the person (sole trader or director). */
export type CompanySuggestion = {
  name: string
  inn: string
  kpp: string
  legal_address: string
  user_type: UserType
  full_name: string
}

export type ValueSuggestion = { value: string }

export type SuggestionsResponse<T> = { results: T[] }

/** Shorter queries are not sent to the provider. */
export const SUGGESTION_MIN_QUERY = 2
