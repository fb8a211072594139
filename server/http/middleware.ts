// Middleware shared by every API route: request id, locale from the path, the signed-in user.
import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppContext, AppEnv } from '../context'
import { translate } from '../i18n'
import { clearSessionCookies, csrfMatches, sessionCookie, setsSessionCookie } from '../modules/auth/session-cookies'
import { findSessionUser, hashToken } from '../modules/auth/sessions'

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

/**
 * Resolves the signed-in user from `Authorization: Bearer <token>` (API clients, SSR) or else from the `session`
 * cookie (the browser). A cookie can be sent by another site's form, so a cookie-authenticated mutation must
 * echo the session's csrftoken in X-CSRF-Token; a Bearer header cannot be forged that way and needs no check.
 */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null)
  const { db } = c.var.ctx
  const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1]
  if (bearer !== undefined) {
    c.set('user', await findSessionUser(db, bearer))
    return next()
  }

  const token = sessionCookie(c)
  if (token === undefined) return next()
  const user = token ? await findSessionUser(db, token) : null
  if (!user) {
    // A dead session cookie (expired, revoked, deactivated account): the visitor is a guest, and the browser
    // drops both cookies so it stops presenting them, unless this very answer signs in or out.
    await next()
    if (!setsSessionCookie(c.res)) clearSessionCookies(c)
    return
  }
  if (!SAFE_METHODS.has(c.req.method) && !csrfMatches(c, token)) {
    // SPEC 8: a 403 signs the browser out; clearing the cookies makes that true on the server side as well,
    // so a browser that lost its csrftoken cookie is not stuck refusing every mutation (sign-in included).
    clearSessionCookies(c)
    return c.json({ detail: translate('auth_csrf', c.var.locale) }, 403)
  }
  c.set('user', user)
  await next()
}
