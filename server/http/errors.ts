// Errors leave the API in the SPEC's shape: { detail }, { non_field_errors }, or { field: [messages] }.
// A `code` beside `detail` lets clients tell refusals apart without reading the localized text.
import { Conflict, InvalidFields, NotAllowed, NotFound, NotSignedIn, Refused, TooManyAttempts } from '../domain-errors'

export type ErrorBody = { detail: string; code?: string } | Record<string, string[]>

export type ErrorAnswer = {
  status: 400 | 401 | 403 | 404 | 409 | 429
  body: ErrorBody
  headers?: Record<string, string>
}

const detail = (message: string, code?: string): ErrorBody =>
  code === undefined ? { detail: message } : { detail: message, code }

/** The answer to a domain error; null for any other error (a fault of the server). */
export function errorAnswer(error: unknown): ErrorAnswer | null {
  if (error instanceof InvalidFields) return { status: 400, body: error.fields }
  if (error instanceof Refused) return { status: 400, body: detail(error.message, error.code) }
  if (error instanceof NotSignedIn) return { status: 401, body: detail(error.message, error.code) }
  if (error instanceof NotAllowed) return { status: 403, body: detail(error.message) }
  if (error instanceof NotFound) return { status: 404, body: detail(error.message) }
  if (error instanceof Conflict) return { status: 409, body: detail(error.message) }
  if (error instanceof TooManyAttempts)
    return { status: 429, body: detail(error.message), headers: { 'Retry-After': String(error.retryAfter) } }
  return null
}
