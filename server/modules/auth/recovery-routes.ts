// authorization/restore, reset/check and reset (forgotten password), change-password/ (signed in).
import { Hono } from 'hono'
import { ChangePasswordBody, ResetBody, ResetCheckBody, RestoreBody } from '../../../contract/auth'
import type { AppEnv } from '../../context'
import { InvalidFields } from '../../domain-errors'
import { ipKey } from '../../http/rate-limit'
import { parseInput } from '../../http/validate'
import { translate } from '../../i18n'
import { sendInBackground } from '../../mail/mailer'
import { recoveryMail, resetLink } from '../../mail/recovery-mail'
import { setPassword } from './credentials'
import { ensureCurrentPassword } from './current-password'
import { countAttempt, RECOVERY_REQUESTS } from './limits'
import { createResetToken, resetPassword, resetTokenLive } from './recovery'
import { requireUser } from '../../http/require-user'
import { revokeUserSessions } from './sessions'

export const recoveryRoutes = new Hono<AppEnv>()
  .post('/authorization/restore/', async (c) => {
    const { db, env, mailer } = c.var.ctx
    const locale = c.var.locale
    const { email } = parseInput(RestoreBody, await c.req.json(), locale)
    await countAttempt(db, [ipKey(c, 'restore'), `restore:email:${email}`], RECOVERY_REQUESTS, locale)
    const reset = await createResetToken(db, email)
    if (reset)
      sendInBackground(
        mailer,
        recoveryMail(reset.email, resetLink(env.SITE_URL, locale, reset.token), locale),
        'a recovery link',
      )
    // The same answer whether or not the address has an account.
    return c.json({ detail: translate('auth_restore_sent', locale) })
  })
  .post('/authorization/reset/check/', async (c) => {
    const locale = c.var.locale
    const { token } = parseInput(ResetCheckBody, await c.req.json(), locale)
    if (!(await resetTokenLive(c.var.ctx.db, token)))
      throw new InvalidFields({ token: [translate('auth_reset_link_invalid', locale)] })
    return c.json({ detail: 'ok' })
  })
  .post('/authorization/reset/', async (c) => {
    const locale = c.var.locale
    const form = parseInput(ResetBody, await c.req.json(), locale)
    if (!(await resetPassword(c.var.ctx.db, form.token, form.password)))
      throw new InvalidFields({ token: [translate('auth_reset_link_invalid', locale)] })
    return c.json({ detail: translate('auth_reset_done', locale) })
  })
  .post('/change-password/', async (c) => {
    const user = requireUser(c)
    const { db } = c.var.ctx
    const locale = c.var.locale
    const form = parseInput(ChangePasswordBody, await c.req.json(), locale)
    await ensureCurrentPassword(db, user.id, form.current_password, locale)
    await setPassword(db, user.id, form.password)
    await revokeUserSessions(db, user.id, user.sessionId)
    return c.json({ detail: translate('auth_password_changed', locale) })
  })
