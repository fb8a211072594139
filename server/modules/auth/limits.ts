// How often sign-in, registration, recovery and password checks may be tried (SPEC: e.g. 10 in 15 minutes).
import type { Context } from 'hono'
import type { AppEnv } from '../../context'
import { HttpError } from '../../http/errors'
import { blockedFor, clientIp, hit, type Window } from '../../http/rate-limit'
import { translate } from '../../i18n'

const FIFTEEN_MINUTES = 15 * 60

/** Failed password checks, per address and per account. */
export const PASSWORD_FAILURES: Window = { max: 10, seconds: FIFTEEN_MINUTES }
export const REGISTRATIONS: Window = { max: 10, seconds: FIFTEEN_MINUTES }
export const RECOVERY_REQUESTS: Window = { max: 5, seconds: FIFTEEN_MINUTES }

export const ipKey = (c: Context<AppEnv>, action: string) => `${action}:ip:${clientIp(c)}`

export function tooManyAttempts(c: Context<AppEnv>, retryAfter: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60))
  return new HttpError(429, { detail: translate('auth_too_many_attempts', c.var.locale, { minutes }) }, { 'Retry-After': String(retryAfter) })
}

/** Refuses before any work when one of `keys` has used up its failures. */
export async function ensureNotBlocked(c: Context<AppEnv>, keys: string[], window: Window): Promise<void> {
  const retryAfter = await blockedFor(c.var.ctx.db, keys, window.max)
  if (retryAfter !== null) throw tooManyAttempts(c, retryAfter)
}

/** Counts a failure on every key (the failing request itself still gets its own answer). */
export async function countFailure(c: Context<AppEnv>, keys: string[], window: Window): Promise<void> {
  for (const key of keys) await hit(c.var.ctx.db, key, window.seconds)
}

/** Counts an attempt on every key and refuses it once any of them goes over the limit. */
export async function countAttempt(c: Context<AppEnv>, keys: string[], window: Window): Promise<void> {
  let over: number | null = null
  for (const key of keys) {
    const { hits, retryAfter } = await hit(c.var.ctx.db, key, window.seconds)
    if (hits > window.max) over = Math.max(over ?? 0, retryAfter)
  }
  if (over !== null) throw tooManyAttempts(c, over)
}
