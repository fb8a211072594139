import type { Context } from 'hono'
import type { AppEnv, SessionUser } from '../context'
import { HttpError } from './errors'
import { translate } from '../i18n'

/** The signed-in user, or a 401 `{detail}` for a guest. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.var.user
  if (!user) throw new HttpError(401, { detail: translate('api_not_authenticated', c.var.locale) })
  return user
}
