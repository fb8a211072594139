// Headers every response carries, whatever served it (pages, API, media, static files).
import { PRIVATE, PUBLIC } from './cache-control'
import { SESSION_COOKIE } from './session-cookies'

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

/**
 * The response with `headers` set where it does not already say otherwise. Set in place: wrapping a streamed page
 * in a new Response each time adds a stream per layer, and on Node 20 a visitor leaving mid-stream then made
 * undici close an already closed stream, which ended the process. Only a fetched (immutable) Response is copied.
 */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  const missing = Object.entries(headers).filter(([name]) => !response.headers.has(name))
  try {
    for (const [name, value] of missing) response.headers.set(name, value)
    return response
  } catch {
    const copy = new Response(response.body, response)
    for (const [name, value] of missing) copy.headers.set(name, value)
    return copy
  }
}

const signedIn = (request: Request) =>
  (request.headers.get('cookie') ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`))

/** Pages of one visitor even for a guest: sign-in, registration and the links mailed with a one-time token
 * (password reset, invitations, e-mail change), the account, the cart and checkout, the back office. */
const PERSONAL_PAGES = /^\/(?:en\/)?(?:auth|my|order|staff)\//

/** A page shows prices, the buyer's e-mail and INN when signed in: never stored by a shared cache then, nor the
 * guest page cache; neither are personal pages, whoever asks. */
export const pageCaching = (request: Request, response: Response): Response =>
  withHeaders(response, {
    'Cache-Control':
      signedIn(request) || response.status !== 200 || PERSONAL_PAGES.test(new URL(request.url).pathname)
        ? PRIVATE
        : PUBLIC,
    Vary: 'Cookie',
  })
