// The current password asked before a signed-in change that could hand the account over (password, e-mail).
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { InvalidFields } from '../../domain-errors'
import { translate } from '../../i18n'
import { passwordMatches } from './credentials'
import { countFailure, ensureNotBlocked, PASSWORD_FAILURES } from './limits'

/** Refuses `current_password` when it is missing or wrong; failures are counted per account. */
export async function ensureCurrentPassword(
  db: Db,
  userId: number,
  password: string | undefined,
  locale: Locale,
): Promise<void> {
  if (!password) throw new InvalidFields({ current_password: [translate('account_current_password_required', locale)] })
  // A borrowed session must not be able to guess the current password at leisure.
  const keys = [`change-password:user:${userId}`]
  await ensureNotBlocked(db, keys, PASSWORD_FAILURES, locale)
  if (!(await passwordMatches(db, userId, password))) {
    await countFailure(db, keys, PASSWORD_FAILURES)
    throw new InvalidFields({ current_password: [translate('auth_wrong_password', locale)] })
  }
}
