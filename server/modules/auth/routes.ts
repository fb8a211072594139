// authorization/login, logout, refresh and registration.
import { Hono } from 'hono'
import { LoginBody, RegistrationBody } from '../../../contract/auth'
import type { LoginResponse } from '../../../contract/account'
import type { AppEnv } from '../../context'
import { ipKey } from '../../http/rate-limit'
import { parseInput } from '../../http/validate'
import { translate } from '../../i18n'
import { sendInBackground } from '../../mail/mailer'
import {
  existingAccountNotice,
  registrationAcknowledgement,
  staffRegistrationNotice,
} from '../../mail/registration-mail'
import { loadAccount } from '../accounts/account-view'
import { countAttempt, REGISTRATIONS } from './limits'
import { recoveryRoutes } from './recovery-routes'
import { registerCustomer } from './registration'
import { companyAdmins } from '../companies/company-registration'
import { joinRequestAcknowledgement, joinRequestNotice } from '../../mail/company-mail'
import { signIn } from './sign-in'
import { requireUser } from '../../http/require-user'
import { clearSessionCookies, setSessionCookies } from '../../http/session-cookies'
import { issueSession, revokeSession } from './sessions'

const sessionRoutes = new Hono<AppEnv>()
  .post('/authorization/login/', async (c) => {
    const { db } = c.var.ctx
    const locale = c.var.locale
    const form = parseInput(LoginBody, await c.req.json(), locale)
    const userId = await signIn(db, form, ipKey(c, 'login'), locale)
    const { token, lifetimeSeconds } = await issueSession(db, userId, c.req.header('user-agent'))
    const account = await loadAccount(db, userId, locale)
    if (!account) throw new Error(`account ${userId} vanished during sign-in`)
    setSessionCookies(c, token, lifetimeSeconds)
    return c.json({ ...account, token } satisfies LoginResponse)
  })
  .delete('/authorization/logout/', async (c) => {
    // Signing out twice, or with a session that already died, still ends with a signed-out browser.
    const user = c.var.user
    if (user) await revokeSession(c.var.ctx.db, user.sessionId)
    clearSessionCookies(c)
    return c.json({ detail: translate('auth_logged_out', c.var.locale) })
  })
  .post('/authorization/refresh/', async (c) => {
    const user = requireUser(c)
    const { db } = c.var.ctx
    const { token, lifetimeSeconds } = await issueSession(db, user.id, c.req.header('user-agent'))
    await revokeSession(db, user.sessionId)
    setSessionCookies(c, token, lifetimeSeconds)
    return c.json({ token })
  })

const registrationRoutes = new Hono<AppEnv>().post('/authorization/registration/', async (c) => {
  const { db, env, mailer } = c.var.ctx
  const locale = c.var.locale
  const form = parseInput(RegistrationBody, await c.req.json(), locale)
  // Counted once the form is valid: typos cost nothing, while every e-mail lookup and stored account does.
  await countAttempt(db, [ipKey(c, 'registration')], REGISTRATIONS, locale)
  const registered = await registerCustomer(db, form, locale)
  // A taken e-mail is answered like a new one, so the form does not tell strangers who is a customer; the
  // address's owner hears of the attempt instead.
  if (!registered) {
    sendInBackground(
      mailer,
      existingAccountNotice(form.email, locale, env.SITE_URL),
      'the notice of a repeated registration',
    )
    return c.json({ detail: translate('auth_registered', locale) }, 201)
  }
  const { person, place } = registered
  if (place.kind === 'join') {
    // The company's administrators decide; staff are not asked.
    sendInBackground(
      mailer,
      joinRequestAcknowledgement(person, place.company, locale),
      'a join request acknowledgement',
    )
    for (const admin of await companyAdmins(db, place.company.id))
      sendInBackground(mailer, joinRequestNotice(admin, person, place.company, env.SITE_URL), 'a join request notice')
    return c.json({ detail: translate('company_join_requested', locale) }, 201)
  }
  sendInBackground(
    mailer,
    registrationAcknowledgement(person, locale, env.SITE_URL),
    'the registration acknowledgement',
  )
  sendInBackground(
    mailer,
    staffRegistrationNotice(person, locale, env.STAFF_EMAIL),
    'the staff notice of a registration',
  )
  return c.json({ detail: translate('auth_registered', locale) }, 201)
})

export const authRoutes = new Hono<AppEnv>()
  .route('/', sessionRoutes)
  .route('/', registrationRoutes)
  .route('/', recoveryRoutes)
