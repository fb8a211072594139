import type { Context } from 'hono'
import type { AppEnv } from '../context'
import { NotFound } from '../domain-errors'
import { translate } from '../i18n'
import { loadAccountPage } from '../modules/accounts/account-pages'
import { requireUser } from './require-user'

/** The handler of an account page's copy (account-page/, loyalty-page/, favorites-page/): signed-in users only,
 * unless the page is for everyone (the loyalty programme is described to guests too). */
export const accountPageRoute =
  (slug: string, audience: 'users' | 'everyone' = 'users') =>
  async (c: Context<AppEnv>) => {
    if (audience === 'users') requireUser(c)
    const page = await loadAccountPage(c.var.ctx.db, slug, c.var.locale, c.var.ctx.env)
    if (!page) throw new NotFound(translate('account_page_missing', c.var.locale))
    return c.json(page)
  }
