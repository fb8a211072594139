// The refusals a domain service throws. Their messages are already in the request's language; the API's error
// handler (`errorAnswer` in http/errors.ts) gives each one its status and the SPEC's body.

/** Messages per input field; `non_field_errors` for the input as a whole. */
export type FieldMessages = Record<string, string[]>

export abstract class DomainError extends Error {}

/** Nothing by that name, or nothing the viewer may see (404 `{detail}`). */
export class NotFound extends DomainError {}

/** The input is refused field by field (400 `{field: [messages]}`). */
export class InvalidFields extends DomainError {
  constructor(readonly fields: FieldMessages) {
    super(Object.values(fields).flat().join(' '))
  }
}

/** The request is understood and refused as a whole (400 `{detail, code?}`); `code` tells refusals apart. */
export class Refused extends DomainError {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message)
  }
}

/** No signed-in user, or one whose session ended (401 `{detail, code?}`). */
export class NotSignedIn extends DomainError {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message)
  }
}

/** The account may not do this, e.g. order (403 `{detail}`). */
export class NotAllowed extends DomainError {}

/** The data changed under the request (409 `{detail}`). */
export class Conflict extends DomainError {}

/** A limit on attempts is used up until `retryAfter` seconds have passed (429 `{detail}` and Retry-After). */
export class TooManyAttempts extends DomainError {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(message)
  }
}
