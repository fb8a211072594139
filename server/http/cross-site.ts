// Requests another site makes a browser send: every mutation must come from the shop's own origin (SITE_URL,
// the host it was addressed to, or CSRF_TRUSTED_ORIGINS), and a body must be JSON, which no plain HTML form
// or "simple" cross-site fetch can send. Clients without Origin and Sec-Fetch-Site (API clients) pass.
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context'
import { translate } from '../i18n'
import { takesUpload } from './upload-paths'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const SAME_SITE_FETCH = new Set(['same-origin', 'none'])

function fromOwnOrigin(origin: string | undefined, fetchSite: string | undefined, allowed: Set<string>): boolean {
  if (origin !== undefined) return allowed.has(origin)
  return fetchSite === undefined || SAME_SITE_FETCH.has(fetchSite)
}

function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length')
  if (request.headers.has('transfer-encoding')) return true
  return length === null ? request.body !== null : Number(length) > 0
}

const isJson = (type: string) => /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)

export function refuseCrossSite(siteUrl: string, trustedOrigins: string[]): MiddlewareHandler<AppEnv> {
  const shop = [new URL(siteUrl).origin, ...trustedOrigins]
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next()
    const allowed = new Set([...shop, new URL(c.req.url).origin])
    if (!fromOwnOrigin(c.req.header('origin'), c.req.header('sec-fetch-site'), allowed)) {
      return c.json({ detail: translate('api_foreign_origin', c.var.locale) }, 403)
    }
    const type = c.req.header('content-type') ?? ''
    const upload = takesUpload(c.req.path) && type.startsWith('multipart/form-data')
    if (hasBody(c.req.raw) && !isJson(type) && !upload)
      return c.json({ detail: translate('api_json_expected', c.var.locale) }, 415)
    return next()
  }
}
