// Headers every response carries, whatever served it (pages, API, media, static files).
import { PRIVATE, PUBLIC } from './cache-control'
import { SESSION_COOKIE } from '../modules/auth/session-cookies'

const PERMISSIONS = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'

export function securityHeaders(siteUrl: string): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS,
    'X-Frame-Options': 'DENY',
    ...(siteUrl.startsWith('https:') ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

/** The response with `headers` set where it does not already say otherwise (a fetched Response may be immutable). */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  const copy = new Response(response.body, response)
  for (const [name, value] of Object.entries(headers)) if (!copy.headers.has(name)) copy.headers.set(name, value)
  return copy
}

const signedIn = (request: Request) =>
  (request.headers.get('cookie') ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`))

/** A page shows prices, the buyer's e-mail and INN when signed in: never stored by a shared cache then. */
export const pageCaching = (request: Request, response: Response): Response =>
  withHeaders(response, { 'Cache-Control': signedIn(request) || response.status !== 200 ? PRIVATE : PUBLIC, Vary: 'Cookie' })
