// Middleware shared by every API route: request id, locale from the path, the signed-in user.
import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppContext, AppEnv } from '../context'
import { translate } from '../i18n'
import { clearSessionCookies, csrfMatches, sessionCookie, setsSessionCookie } from './session-cookies'
import { hashToken, resolveSession } from '../modules/auth/sessions'
import { sessionOnce } from './page-calls'
import { mutationAllowedWhileViewing, staysStaff, viewedCustomerOf } from '../modules/staff/customers/view-as'
import { Refused } from '../domain-errors'

export { hashToken }

export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const incoming = c.req.header('x-request-id')
  const id = incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID()
  c.set('requestId', id)
  await next()
  c.header('X-Request-Id', id)
}

export const withContext =
  (ctx: AppContext): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set('ctx', ctx)
    c.set('locale', new URL(c.req.url).pathname.startsWith('/api/en/') ? 'en' : 'ru')
    await next()
  }

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Told on every answer to a request whose session has ended, so a page that believed itself signed in learns why. */
export const SESSION_ENDED_HEADER = 'X-Session-Ended'

/**
 * Resolves the signed-in user from `Authorization: Bearer <token>` (API clients, SSR) or else from the `session`
 * cookie (the browser). A cookie can be sent by another site's form, so a cookie-authenticated mutation must
 * echo the session's csrftoken in X-CSRF-Token; a Bearer header cannot be forged that way and needs no check.
 * A session that no longer signs anybody in is answered as a guest, with the reason (`sessionEnded` and the
 * X-Session-Ended header: `expired` or `deactivated`).
 */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null)
  c.set('sessionEnded', null)
  const { db } = c.var.ctx
  const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1]
  const token = bearer ?? sessionCookie(c)
  if (token === undefined) return next()
  const session = token ? await sessionOnce(c, token, () => resolveSession(db, token)) : 'expired'
  if (typeof session === 'string') {
    c.set('sessionEnded', session)
    await next()
    c.header(SESSION_ENDED_HEADER, session)
    // A dead session cookie: the browser drops both cookies so it stops presenting them, unless this very
    // answer signs in or out.
    if (bearer === undefined && !setsSessionCookie(c.res)) clearSessionCookies(c)
    return
  }
  if (bearer === undefined && !SAFE_METHODS.has(c.req.method) && !csrfMatches(c, token)) {
    // SPEC 8: a 403 signs the browser out; clearing the cookies makes that true on the server side as well,
    // so a browser that lost its csrftoken cookie is not stuck refusing every mutation (sign-in included).
    clearSessionCookies(c)
    c.header(SESSION_ENDED_HEADER, 'expired')
    return c.json({ detail: translate('auth_csrf', c.var.locale), code: 'csrf_failed' }, 403)
  }
  // A staff member viewing the shop as a customer is that customer on the storefront, read-only (decision 019).
  const viewed = session.viewsAsUserId && !staysStaff(c.req.path) ? await viewedCustomerOf(db, session) : null
  if (viewed && !SAFE_METHODS.has(c.req.method) && !mutationAllowedWhileViewing(c.req.path))
    throw new Refused(translate('staff_customers_read_only', c.var.locale), 'view_as_read_only')
  c.set('user', viewed ?? session)
  await next()
}
