// The key of a page in the guest page cache: everything a guest's server render reads from the request. The host
// (canonical and robots tags depend on it), the path (the locale is its prefix), the query without the parameters
// that never change a page (analytics tags), sorted, and the cookies the render reads: the cookie bar's consent and
// the chosen city. A request that may be signed in (a session cookie, an Authorization header) has no key.
import { SESSION_COOKIE } from '../session-cookies'

/** Cookies whose values change what a guest's page shows (src/components/layout/cookie-bar, src/lib/city). */
export const PAGE_COOKIES = ['cb', 'city'] as const

/** Query parameters that only tag a visit for analytics. */
const TRACKING = /^(utm_\w+|gclid|yclid|fbclid|_openstat|ysclid|from)$/i

export function requestCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at < 0) continue
    const name = part.slice(0, at).trim()
    if (name && !cookies.has(name)) cookies.set(name, part.slice(at + 1).trim())
  }
  return cookies
}

/** The query string with tracking parameters dropped and the rest sorted by name, then value. */
export function normalisedQuery(search: string): string {
  const params = [...new URLSearchParams(search)].filter(([name]) => !TRACKING.test(name))
  params.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
  return new URLSearchParams(params).toString()
}

const hostOf = (request: Request, url: URL) =>
  (request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || url.host).toLowerCase()

/** The cache key of a guest's page request, or null when the answer may not come from the cache. */
export function pageCacheKey(request: Request): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  if (request.headers.has('authorization')) return null
  const cookies = requestCookies(request.headers.get('cookie'))
  if (cookies.has(SESSION_COOKIE)) return null
  const url = new URL(request.url)
  const varying = PAGE_COOKIES.map((name) => `${name}=${cookies.get(name) ?? ''}`).join(';')
  return `${hostOf(request, url)}${url.pathname}?${normalisedQuery(url.search)}#${varying}`
}
