// What a form shows when its submission fails (SPEC 8 "Error display"), independent of the API client: the
// actors reject with whatever it throws, read here as `{ status, data }` (status 0 when no response arrived).
// A response object gives field errors under their fields and a message (`detail`, else `non_field_errors`);
// anything else — no response, a proxy's HTML page, an empty object — is the generic server error.

/** The message key a form shows when the server gave nothing usable. */
export const SERVER_ERROR_KEY = 'errors_serverError'

export type FormErrors = {
  fieldErrors: Record<string, string[]>
  /** The server's (already localized) text, or SERVER_ERROR_KEY to be shown through the messages. */
  message: string | null
}

/** How an injected actor rejects: the API client's ApiError has this shape. */
export type ActorFailure = { status: number; data?: unknown }

type PlainObject = Record<string, unknown>

const isPlainObject = (value: unknown): value is PlainObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every leaf of a value as text, in order. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : []
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)]
  if (Array.isArray(value)) return value.flatMap(texts)
  if (isPlainObject(value)) return Object.values(value).flatMap(texts)
  return []
}

/** The HTTP status of a failure, 0 when there was no response (or it is not an API failure at all). */
export function failureStatus(failure: unknown): number {
  return isPlainObject(failure) && typeof failure.status === 'number' ? failure.status : 0
}

export function formErrors(failure: unknown): FormErrors {
  const data = isPlainObject(failure) ? failure.data : undefined
  if (!isPlainObject(data)) return { fieldErrors: {}, message: SERVER_ERROR_KEY }

  const fieldErrors: Record<string, string[]> = {}
  const add = (field: string, messages: string[]) => {
    if (messages.length > 0) fieldErrors[field] = [...(fieldErrors[field] ?? []), ...messages]
  }
  // A string `code` is the machine-readable reason beside `detail` (e.g. `session_expired`); a field named code
  // (a coupon's) comes as a list of messages.
  for (const [field, value] of Object.entries(data)) {
    const reasonCode = field === 'code' && typeof value === 'string'
    if (field !== 'detail' && field !== 'non_field_errors' && !reasonCode) add(field, texts(value))
  }
  // `{detail: {errors: [{name, message}]}}`: a named item belongs under its field, the rest is the message.
  const { detail } = data
  const listed = isPlainObject(detail) && Array.isArray(detail.errors) ? detail.errors : null
  const unnamed: string[] = []
  for (const item of listed ?? []) {
    if (isPlainObject(item) && typeof item.name === 'string' && item.name) add(item.name, texts(item.message))
    else unnamed.push(...texts(isPlainObject(item) ? item.message : item))
  }
  const message = (listed ? unnamed : texts(detail)).join('\n') || texts(data.non_field_errors).join('\n') || null
  if (message === null && Object.keys(fieldErrors).length === 0) return { fieldErrors, message: SERVER_ERROR_KEY }
  return { fieldErrors, message }
}

/** The errors after the visitor edits a field: that field's server errors go, the rest stay. */
export function withoutFieldError(errors: FormErrors | null, field: string): FormErrors | null {
  if (!errors || !(field in errors.fieldErrors)) return errors
  const { [field]: _edited, ...fieldErrors } = errors.fieldErrors
  return { ...errors, fieldErrors }
}
