import { Hono } from 'hono'
import { EmailConfirmBody, ProfileBody } from '../../../contract/auth'
import type { AppEnv } from '../../context'
import { InvalidFields, NotSignedIn } from '../../domain-errors'
import { accountPageRoute } from '../../http/account-page-route'
import { AccountListPaging } from '../../http/paging'
import { parseInput, queryObject } from '../../http/validate'
import { translate } from '../../i18n'
import { ACCOUNT_PAGE_SLUG, LOYALTY_PAGE_SLUG } from './account-pages'
import { loadAccount } from './account-view'
import { loadBonuses } from './bonuses'
import { saveProfile } from './profile'
import { confirmEmailChange } from './email-change'
import { sendInBackground } from '../../mail/mailer'
import { emailChangeNotice, emailConfirmLink, emailConfirmMail } from '../../mail/email-change-mail'
import { requireUser } from '../../http/require-user'
import { pageCart } from '../../http/cart-request'

const notAuthenticated = (locale: AppEnv['Variables']['locale']) =>
  new NotSignedIn(translate('api_not_authenticated', locale))

export const accountRoutes = new Hono<AppEnv>()
  .get('/my/account/', async (c) => {
    const session = requireUser(c)
    const account = await loadAccount(c.var.ctx.db, session.id, c.var.locale, (buyer) => pageCart(c, buyer, undefined))
    if (!account) throw notAuthenticated(c.var.locale)
    if (!session.viewedBy) return c.json(account)
    return c.json({ ...account, user: { ...account.user, view_as: { staff_email: session.viewedBy.email } } })
  })
  .put('/my/account/', async (c) => {
    const session = requireUser(c)
    const { db, env, mailer } = c.var.ctx
    const locale = c.var.locale
    const profile = parseInput(ProfileBody, await c.req.json(), locale)
    const saved = await saveProfile(db, session.id, profile, locale)
    if (!saved) throw notAuthenticated(locale)
    const change = saved.emailChange
    if (change) {
      sendInBackground(
        mailer,
        emailConfirmMail(change.newEmail, emailConfirmLink(env.SITE_URL, locale, change.token), locale),
        'an e-mail confirmation link',
      )
      sendInBackground(
        mailer,
        emailChangeNotice(change.oldEmail, change.newEmail, 'requested', locale),
        'an e-mail change notice',
      )
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
    if (!changed) throw new InvalidFields({ token: [translate('account_email_link_invalid', locale)] })
    sendInBackground(
      mailer,
      emailChangeNotice(changed.oldEmail, changed.newEmail, 'changed', locale),
      'an e-mail change notice',
    )
    return c.json({ detail: translate('account_email_changed', locale, { email: changed.newEmail }) })
  })
  .get('/account-page/', accountPageRoute(ACCOUNT_PAGE_SLUG))
  .get('/loyalty-page/', accountPageRoute(LOYALTY_PAGE_SLUG, 'everyone'))
  .get('/bonuses/', async (c) => {
    const session = requireUser(c)
    const paging = parseInput(AccountListPaging, queryObject(c.req.url), c.var.locale)
    return c.json(await loadBonuses(c.var.ctx.db, session.id, paging))
  })
