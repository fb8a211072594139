import type { Context } from 'hono'
import type { AppEnv, SessionUser } from '../context'
import { NotSignedIn } from '../domain-errors'
import { translate } from '../i18n'

/**
 * The signed-in user, or a 401 in the SPEC's `{detail}` shape with a `code` saying why: `not_authenticated` (a
 * guest), `session_expired` (sign in again) or `account_suspended` (staff deactivated the account).
 */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.var.user
  if (user) return user
  const locale = c.var.locale
  switch (c.var.sessionEnded) {
    case 'deactivated':
      throw new NotSignedIn(translate('auth_account_suspended', locale), 'account_suspended')
    case 'expired':
      throw new NotSignedIn(translate('auth_session_expired', locale), 'session_expired')
    default:
      throw new NotSignedIn(translate('api_not_authenticated', locale), 'not_authenticated')
  }
}
