// The one error type of the API client and the SPEC 8 error display rules.
// Server error shapes (ARCHITECTURE "Server"):
//   {"detail": "..."}
//   {"detail": {"errors": [{"name": "...", "message": "..."}]}}
//   {"non_field_errors": ["..."]}
//   {"field": ["message", ...], ...}
// plus anything else a proxy may answer with (text, HTML, arrays).

export type FieldErrors = Record<string, string[]>

type ApiErrorInit = {
  /** HTTP status; 0 when no response arrived (network failure). */
  status: number
  data?: unknown
  url?: string
  method?: string
  message?: string
  cause?: unknown
}

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly data: unknown
  readonly fieldErrors: FieldErrors
  readonly url: string
  readonly method: string

  constructor(init: ApiErrorInit) {
    const text =
      init.message ??
      (formatApiError(init.data) || (init.status === 0 ? 'Network error' : `Request failed with status ${init.status}`))
    super(text, init.cause === undefined ? undefined : { cause: init.cause })
    this.status = init.status
    this.data = init.data
    this.fieldErrors = fieldErrorsOf(init.data)
    this.url = init.url ?? ''
    this.method = init.method ?? ''
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

type PlainObject = Record<string, unknown>

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Every leaf of a value as text, in order: arrays and object values are flattened. */
function flattenMessages(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return []
  if (Array.isArray(value)) return value.flatMap(flattenMessages)
  if (isPlainObject(value)) return Object.values(value).flatMap(flattenMessages)
  if (typeof value === 'string') return [value]
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return [String(value)]
  }
  return []
}

/** `detail.errors` items: `{ name, message }` objects (a bare string counts as a message). */
function detailErrors(detail: unknown): { name: string | null; message: string }[] | null {
  if (!isPlainObject(detail) || !Array.isArray(detail.errors)) return null
  const items: { name: string | null; message: string }[] = []
  for (const item of detail.errors) {
    if (typeof item === 'string') {
      items.push({ name: null, message: item })
    } else if (isPlainObject(item)) {
      const name = typeof item.name === 'string' && item.name ? item.name : null
      for (const message of flattenMessages(item.message)) items.push({ name, message })
    }
  }
  return items
}

/**
 * SPEC 8 "Error display": `detail` (a string as is; an errors list joined by line breaks),
 * else `non_field_errors` joined, else the raw data (arrays joined, a string as is,
 * an object's values flattened and joined). Empty string when there is nothing to show.
 */
export function formatApiError(data: unknown): string {
  if (isPlainObject(data)) {
    const { detail } = data
    if (typeof detail === 'string' && detail) return detail
    const errors = detailErrors(detail)
    if (errors && errors.length > 0) return errors.map((e) => e.message).join('\n')

    const nonField = flattenMessages(data.non_field_errors)
    if (nonField.length > 0) return nonField.join('\n')
  }
  return flattenMessages(data).join('\n')
}

const NON_FIELD_KEYS = new Set(['detail', 'non_field_errors'])

/**
 * Field errors as `{ field: [messages] }`, from a plain field-error object
 * (`{"username": ["..."]}`; nested objects give dotted names such as `address.city`,
 * list items `items.0.quantity`) and from `detail.errors` (`name` is the field).
 * `detail`, `non_field_errors` and a string `code` are not fields and are ignored.
 */
export function fieldErrorsOf(data: unknown): FieldErrors {
  const result: FieldErrors = {}
  if (!isPlainObject(data)) return result

  const add = (field: string, messages: string[]): void => {
    if (messages.length === 0) return
    const list = result[field] ?? (result[field] = [])
    list.push(...messages)
  }

  const walk = (prefix: string, value: unknown): void => {
    if (Array.isArray(value)) {
      const texts: string[] = []
      value.forEach((item, index) => {
        if (isPlainObject(item) || Array.isArray(item)) walk(`${prefix}.${index}`, item)
        else texts.push(...flattenMessages(item))
      })
      add(prefix, texts)
    } else if (isPlainObject(value)) {
      for (const [key, inner] of Object.entries(value)) walk(`${prefix}.${key}`, inner)
    } else {
      add(prefix, flattenMessages(value))
    }
  }

  for (const [key, value] of Object.entries(data)) {
    // A string `code` is the machine-readable reason beside `detail` (e.g. `session_expired`), not a field (a
    // field named code, a coupon's, comes as a list of messages).
    if (!NON_FIELD_KEYS.has(key) && !(key === 'code' && typeof value === 'string')) walk(key, value)
  }
  for (const { name, message } of detailErrors(data.detail) ?? []) {
    if (name) add(name, [message])
  }
  return result
}
