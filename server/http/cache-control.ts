// Who may store an API answer. Anything that depends on the session (or on a visitor's own cookies) is
// `private, no-store`; a successful GET a guest gets is the same for every guest, so shared caches may keep it
// for a minute and revalidate it by ETag. `Vary: Cookie` keeps a signed-in answer from ever serving a guest.
import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context'
import { tagMatches } from './negotiation'
import { SESSION_COOKIE } from './session-cookies'

export const PRIVATE = 'private, no-store'
export const PUBLIC = 'public, max-age=60'

/** Guest answers that differ per visitor: the city guess reads the visitor's city cookie. */
const PER_VISITOR = /^\/api\/(?:en\/)?geoip\/get_city\/$/

const hasSessionCookie = (cookie: string | undefined) =>
  (cookie ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`))

export const cacheControl: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  c.res.headers.append('Vary', 'Cookie')
  if (c.res.headers.has('Cache-Control')) return
  const guest = !c.var.user && !c.req.header('authorization') && !hasSessionCookie(c.req.header('cookie'))
  const shared = guest && c.req.method === 'GET' && c.res.status === 200 && !PER_VISITOR.test(c.req.path)
  if (!shared) {
    c.res.headers.set('Cache-Control', PRIVATE)
    return
  }
  c.res.headers.set('Cache-Control', PUBLIC)
  const tag = `"${createHash('sha1')
    .update(new Uint8Array(await c.res.clone().arrayBuffer()))
    .digest('base64url')}"`
  c.res.headers.set('ETag', tag)
  // Weakly compared: the compressed answer carried the tag as W/"…" (server/http/compression.ts).
  if (tagMatches(c.req.header('if-none-match') ?? null, tag)) {
    c.res = new Response(null, { status: 304, headers: c.res.headers })
  }
}
