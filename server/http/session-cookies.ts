// The two cookies of a browser session: `session` (the token, httpOnly, so page scripts never see it) and
// `csrftoken` (readable by the page, echoed in X-CSRF-Token on every mutation). The token is an HMAC of the
// session token, so a csrftoken planted by another site (or taken from another session) does not match.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { CookieOptions } from 'hono/utils/cookie'
import type { AppEnv } from '../context'

export const SESSION_COOKIE = 'session'
export const CSRF_COOKIE = 'csrftoken'
export const CSRF_HEADER = 'x-csrf-token'

const attributes = (c: Context<AppEnv>, maxAge: number): CookieOptions => ({
  path: '/',
  maxAge,
  sameSite: 'Lax',
  secure: c.var.ctx.env.NODE_ENV === 'production',
})

/** The CSRF token of a session: only the holder of the (httpOnly) session token can derive it. */
export const csrfTokenFor = (sessionToken: string) =>
  createHmac('sha256', sessionToken).update('csrftoken').digest('base64url')

/** The cookies live as long as the session itself (shorter for staff). */
export function setSessionCookies(c: Context<AppEnv>, token: string, lifetimeSeconds: number): void {
  setCookie(c, SESSION_COOKIE, token, { ...attributes(c, lifetimeSeconds), httpOnly: true })
  setCookie(c, CSRF_COOKIE, csrfTokenFor(token), attributes(c, lifetimeSeconds))
}

export function clearSessionCookies(c: Context<AppEnv>): void {
  setCookie(c, SESSION_COOKIE, '', { ...attributes(c, 0), httpOnly: true })
  setCookie(c, CSRF_COOKIE, '', attributes(c, 0))
}

/** The session cookie's value; undefined when the request has none. */
export const sessionCookie = (c: Context<AppEnv>): string | undefined => getCookie(c, SESSION_COOKIE)

/** True when the response already sets or clears the session cookie itself (sign-in, sign-out, refresh). */
export const setsSessionCookie = (response: Response) =>
  response.headers.getSetCookie().some((header) => header.startsWith(`${SESSION_COOKIE}=`))

/** The header must carry this session's token, which another site can neither read nor compute. */
export function csrfMatches(c: Context<AppEnv>, sessionToken: string): boolean {
  const header = c.req.header(CSRF_HEADER)
  if (!header) return false
  const [a, b] = [Buffer.from(csrfTokenFor(sessionToken)), Buffer.from(header)]
  return a.length === b.length && timingSafeEqual(a, b)
}
