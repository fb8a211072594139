// Errors that leave the API in the SPEC's shape: { detail }, { non_field_errors }, or { field: [messages] }.
// A `code` beside `detail` lets clients tell refusals apart without reading the localized text.
export type ErrorBody =
  | { detail: string; code?: string }
  | { detail: { errors: { name: string; message: string }[] } }
  | { non_field_errors: string[] }
  | Record<string, string[]>

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : `HTTP ${status}`)
  }
}

export const fieldErrors = (errors: Record<string, string[]>) => new HttpError(400, errors)
