import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { HttpError } from '../../http/errors'
import { translate } from '../../i18n'
import { loadAccount } from './account-view'

export const accountRoutes = new Hono<AppEnv>().get('/my/account/', async (c) => {
  const session = c.var.user
  if (!session) throw new HttpError(401, { detail: translate('api_not_authenticated', c.var.locale) })
  const account = await loadAccount(c.var.ctx.db, session.id, c.var.locale)
  if (!account) throw new HttpError(401, { detail: translate('api_not_authenticated', c.var.locale) })
  return c.json(account)
})
