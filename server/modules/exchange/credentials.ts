// checkauth: HTTP Basic credentials compared in constant time, failures counted per client address.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { Db } from '../../db/client'
import { NotSignedIn, Refused } from '../../domain-errors'
import { translate } from '../../i18n'
import { countFailure, ensureNotBlocked, PASSWORD_FAILURES } from '../auth/limits'
import type { ExchangeSettings } from './settings'

export type Credentials = { login: string; password: string }

/** The login and password of an `Authorization: Basic …` header; null when there is none or it is malformed. */
export function basicCredentials(header: string | undefined): Credentials | null {
  const encoded = header?.match(/^Basic\s+([A-Za-z0-9+/=]+)\s*$/i)?.[1]
  if (!encoded) return null
  const decoded = Buffer.from(encoded, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  return colon < 0 ? null : { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) }
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Both compared whatever the first gives, over equal-length digests, so timing tells nothing. */
export function credentialsMatch(given: Credentials, settings: ExchangeSettings): boolean {
  const login = timingSafeEqual(digest(given.login), digest(settings.login))
  const password = timingSafeEqual(digest(given.password), digest(settings.password))
  return login && password
}

/**
 * Refuses while the address has used up its failures (right credentials included), and counts a failure for
 * wrong ones. A request without any Authorization header is not counted: it is a client waiting for the
 * challenge (answered with 401, see answers.ts), not a guess.
 */
export async function checkCredentials(
  db: Db,
  addressKey: string,
  header: string | undefined,
  settings: ExchangeSettings,
): Promise<void> {
  await ensureNotBlocked(db, [addressKey], PASSWORD_FAILURES, 'ru')
  if (header === undefined) throw new NotSignedIn(translate('exchange_1c_no_credentials', 'ru'))
  const given = basicCredentials(header)
  if (given && credentialsMatch(given, settings)) return
  await countFailure(db, [addressKey], PASSWORD_FAILURES)
  throw new Refused(translate('exchange_1c_bad_credentials', 'ru'))
}
