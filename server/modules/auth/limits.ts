// How often sign-in, registration, recovery and password checks may be tried (SPEC: e.g. 10 in 15 minutes).
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { TooManyAttempts } from '../../domain-errors'
import { blockedFor, hit, type Window } from '../../http/rate-limit'
import { translate } from '../../i18n'

const FIFTEEN_MINUTES = 15 * 60

/** Failed password checks, per address and per account. */
export const PASSWORD_FAILURES: Window = { max: 10, seconds: FIFTEEN_MINUTES }
export const REGISTRATIONS: Window = { max: 10, seconds: FIFTEEN_MINUTES }
export const RECOVERY_REQUESTS: Window = { max: 5, seconds: FIFTEEN_MINUTES }

export function tooManyAttempts(retryAfter: number, locale: Locale): TooManyAttempts {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60))
  return new TooManyAttempts(translate('auth_too_many_attempts', locale, { minutes }), retryAfter)
}

/** Refuses before any work when one of `keys` has used up its failures. */
export async function ensureNotBlocked(db: Db, keys: string[], window: Window, locale: Locale): Promise<void> {
  const retryAfter = await blockedFor(db, keys, window.max)
  if (retryAfter !== null) throw tooManyAttempts(retryAfter, locale)
}

/** Counts a failure on every key (the failing request itself still gets its own answer). */
export async function countFailure(db: Db, keys: string[], window: Window): Promise<void> {
  for (const key of keys) await hit(db, key, window.seconds)
}

/** Counts an attempt on every key and refuses it once any of them goes over the limit. */
export async function countAttempt(db: Db, keys: string[], window: Window, locale: Locale): Promise<void> {
  let over: number | null = null
  for (const key of keys) {
    const { hits, retryAfter } = await hit(db, key, window.seconds)
    if (hits > window.max) over = Math.max(over ?? 0, retryAfter)
  }
  if (over !== null) throw tooManyAttempts(over, locale)
}
