import type { Context } from 'hono'
import type { AppEnv, SessionUser } from '../context'
import { NotAllowed } from '../domain-errors'
import { translate } from '../i18n'
import { requireUser } from './require-user'

/** The signed-in, active buyer of the request; guests get 401, an account not yet activated 403. */
export function buyerOf(c: Context<AppEnv>): SessionUser {
  const user = requireUser(c)
  if (!user.isActive) throw new NotAllowed(translate('cart_user_cannot_order', c.var.locale))
  return user
}

/** The buyer of the request when their company role lets them order (a viewer gets 403), before reading the body. */
export function ordererOf(c: Context<AppEnv>): SessionUser {
  const user = buyerOf(c)
  if (user.companyRole === 'viewer') throw new NotAllowed(translate('company_viewer_cannot_order', c.var.locale))
  return user
}
