// The current password asked before a signed-in change that could hand the account over (password, e-mail).
import type { Context } from 'hono'
import type { AppEnv } from '../../context'
import { HttpError } from '../../http/errors'
import { translate } from '../../i18n'
import { passwordMatches } from './credentials'
import { countFailure, ensureNotBlocked, PASSWORD_FAILURES } from './limits'

/** Throws a 400 on `current_password` when it is missing or wrong; failures are counted per account. */
export async function ensureCurrentPassword(c: Context<AppEnv>, userId: number, password: string | undefined): Promise<void> {
  const locale = c.var.locale
  if (!password) throw new HttpError(400, { current_password: [translate('account_current_password_required', locale)] })
  // A borrowed session must not be able to guess the current password at leisure.
  const keys = [`change-password:user:${userId}`]
  await ensureNotBlocked(c, keys, PASSWORD_FAILURES)
  if (!(await passwordMatches(c.var.ctx.db, userId, password))) {
    await countFailure(c, keys, PASSWORD_FAILURES)
    throw new HttpError(400, { current_password: [translate('auth_wrong_password', locale)] })
  }
}
