import { type Context, Hono } from 'hono'
import { EmailConfirmBody, ProfileBody } from '../../../contract/auth'
import type { AppEnv } from '../../context'
import { HttpError } from '../../http/errors'
import { parseInput, queryObject } from '../../http/validate'
import { translate } from '../../i18n'
import { ACCOUNT_PAGE_SLUG, LOYALTY_PAGE_SLUG, loadAccountPage } from './account-pages'
import { loadAccount } from './account-view'
import { BonusesQuery, loadBonuses } from './bonuses'
import { updateProfile } from './profile'
import { confirmEmailChange, ensureEmailFree, requestEmailChange } from './email-change'
import { ensureCurrentPassword } from '../auth/current-password'
import { sendInBackground } from '../../mail/mailer'
import { emailChangeNotice, emailConfirmLink, emailConfirmMail } from '../../mail/email-change-mail'
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
    const { db, env, mailer } = c.var.ctx
    const locale = c.var.locale
    const profile = parseInput(ProfileBody, await c.req.json(), locale)
    const current = await loadAccount(db, session.id, locale)
    if (!current) throw notAuthenticated(locale)
    const oldEmail = current.user.email
    const changesEmail = profile.email.toLowerCase() !== oldEmail.toLowerCase()
    if (changesEmail) {
      await ensureEmailFree(db, profile.email, session.id, locale)
      await ensureCurrentPassword(c, session.id, profile.current_password)
    }
    await updateProfile(db, session.id, profile)
    if (changesEmail) {
      const token = await requestEmailChange(db, session.id, profile.email)
      sendInBackground(mailer, emailConfirmMail(profile.email, emailConfirmLink(env.SITE_URL, locale, token), locale), 'an e-mail confirmation link')
      sendInBackground(mailer, emailChangeNotice(oldEmail, profile.email, 'requested', locale), 'an e-mail change notice')
    }
    const account = await loadAccount(db, session.id, locale)
    if (!account) throw notAuthenticated(locale)
    return c.json(account)
  })
  .post('/my/account/email/confirm/', async (c) => {
    const { db, mailer } = c.var.ctx
    const locale = c.var.locale
    const { token } = parseInput(EmailConfirmBody, await c.req.json(), locale)
    const changed = await confirmEmailChange(db, token, locale)
    if (!changed) throw new HttpError(400, { token: [translate('account_email_link_invalid', locale)] })
    sendInBackground(mailer, emailChangeNotice(changed.oldEmail, changed.newEmail, 'changed', locale), 'an e-mail change notice')
    return c.json({ detail: translate('account_email_changed', locale, { email: changed.newEmail }) })
  })
  .get('/account-page/', pageRoute(ACCOUNT_PAGE_SLUG))
  .get('/loyalty-page/', pageRoute(LOYALTY_PAGE_SLUG, 'everyone'))
  .get('/bonuses/', async (c) => {
    const session = requireUser(c)
    const paging = parseInput(BonusesQuery, queryObject(c.req.url), c.var.locale)
    return c.json(await loadBonuses(c.var.ctx.db, session.id, paging))
  })
