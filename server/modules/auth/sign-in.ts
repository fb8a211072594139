// authorization/login: which account an e-mail and password open, within the limits on failed guesses.
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { InvalidFields, Refused } from '../../domain-errors'
import { blockedFor, currentHits, forget } from '../../http/rate-limit'
import { translate } from '../../i18n'
import { checkCredentials } from './credentials'
import { countFailure, ensureNotBlocked, PASSWORD_FAILURES, tooManyAttempts } from './limits'

/** The id of the account signed in to; `addressKey` counts the failures of the client's address. */
export async function signIn(
  db: Db,
  form: { username: string; password: string },
  addressKey: string,
  locale: Locale,
): Promise<number> {
  const accountKey = `login:account:${form.username}`
  await ensureNotBlocked(db, [addressKey], PASSWORD_FAILURES, locale)
  // An account that drew too many failures stays open to its owner: the right password from an address that
  // has not failed. Anyone else gets 429 whether the guess is right or wrong, so guessing learns nothing.
  const accountLock = await blockedFor(db, [accountKey], PASSWORD_FAILURES.max)
  if (accountLock !== null && (await currentHits(db, addressKey)) > 0) throw tooManyAttempts(accountLock, locale)
  const check = await checkCredentials(db, form.username, form.password)
  if (check.kind === 'invalid') {
    await countFailure(db, [addressKey, accountKey], PASSWORD_FAILURES)
    if (accountLock !== null) throw tooManyAttempts(accountLock, locale)
    throw new InvalidFields({ non_field_errors: [translate('auth_invalid_credentials', locale)] })
  }
  if (check.kind === 'inactive') throw new Refused(translate('auth_inactive', locale), 'account_inactive')
  if (check.kind === 'suspended') throw new Refused(translate('auth_account_suspended', locale), 'account_suspended')
  await forget(db, [accountKey])
  return check.userId
}
