import { type Context, Hono } from 'hono'
import { ProfileBody } from '../../../src/schemas/auth'
import type { AppEnv } from '../../context'
import { HttpError } from '../../http/errors'
import { parseInput, queryObject } from '../../http/validate'
import { translate } from '../../i18n'
import { ACCOUNT_PAGE_SLUG, LOYALTY_PAGE_SLUG, loadAccountPage } from './account-pages'
import { loadAccount } from './account-view'
import { BonusesQuery, loadBonuses } from './bonuses'
import { updateProfile } from './profile'
import { requireUser } from '../../http/require-user'

const notAuthenticated = (locale: AppEnv['Variables']['locale']) =>
  new HttpError(401, { detail: translate('api_not_authenticated', locale) })

/** An account page's copy (account-page/, loyalty-page/, favorites-page/): signed-in users only, unless the page
 * is for everyone (the loyalty programme is described to guests too). */
export const pageRoute = (slug: string, audience: 'users' | 'everyone' = 'users') => async (c: Context<AppEnv>) => {
  if (audience === 'users') requireUser(c)
  const page = await loadAccountPage(c.var.ctx.db, slug, c.var.locale, c.var.ctx.env)
  if (!page) throw new HttpError(404, { detail: translate('account_page_missing', c.var.locale) })
  return c.json(page)
}

export const accountRoutes = new Hono<AppEnv>()
  .get('/my/account/', async (c) => {
    const session = requireUser(c)
    const account = await loadAccount(c.var.ctx.db, session.id, c.var.locale)
    if (!account) throw notAuthenticated(c.var.locale)
    return c.json(account)
  })
  .put('/my/account/', async (c) => {
    const session = requireUser(c)
    const locale = c.var.locale
    const profile = parseInput(ProfileBody, await c.req.json(), locale)
    await updateProfile(c.var.ctx.db, session.id, profile, locale)
    const account = await loadAccount(c.var.ctx.db, session.id, locale)
    if (!account) throw notAuthenticated(locale)
    return c.json(account)
  })
  .get('/account-page/', pageRoute(ACCOUNT_PAGE_SLUG))
  .get('/loyalty-page/', pageRoute(LOYALTY_PAGE_SLUG, 'everyone'))
  .get('/bonuses/', async (c) => {
    const session = requireUser(c)
    const paging = parseInput(BonusesQuery, queryObject(c.req.url), c.var.locale)
    return c.json(await loadBonuses(c.var.ctx.db, session.id, paging))
  })
