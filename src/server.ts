// Server entry: URL normalisation (301), the API, the 1C exchange, media, sitemap, robots.txt and the dealer feed in
// process, then the storefront with its locale (a guest's page through the guest page cache); every text answer
// compressed for the visitor.
import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { backendInstance } from '../server/boot'
import { serveMedia } from '../server/media'
import { compressed } from '../server/http/compression'
import { configuredCounters, contentSecurityPolicy, scriptNonce } from '../server/http/content-security-policy'
import { pageCalls } from '../server/http/page-calls'
import { renderTurns } from '../server/http/render-turns'
import { pathLocale, urlTooLong, urlTooLongResponse } from '../server/http/request-limits'
import { pageCaching, securityHeaders, withHeaders } from '../server/http/security-headers'
import { isSeoFilePath, seoFileResponse } from '../server/sitemap/http'
import { isYmlFeedPath, ymlFeedResponse } from '../server/feeds/yml/http'
import { setServerTransport } from './api/server-transport'
import { seoRedirect } from './lib/seo/seo-redirect'
import { isFilePath, normalisedLocation } from './lib/url-normalize'
import { paraglideMiddleware } from '../messages/compiled/server.js'

const storefront = createStartHandler(defaultStreamHandler)
// A few renders at once keep the database and the renderer busy in turn; more only lengthen the wait of the last.
const inTurn = renderTurns(4)

export const ready = backendInstance().then((backend) => {
  setServerTransport(async (request, page) => backend.api.fetch(request, page && { pageCalls: pageCalls(page) }))
  return backend
})

/** For the Node server in front (scripts/start.mjs): requests its parser refuses answer in the API's error shape. */
export { parserRefusal } from '../server/http/request-limits'

/** For the Node server in front: the headers every response carries, static files included. */
export const withSecurityHeaders = async (response: Response) =>
  withHeaders(response, securityHeaders((await ready).env.SITE_URL))

async function answer(request: Request): Promise<Response> {
  const url = new URL(request.url)
  if (urlTooLong(request.url)) return urlTooLongResponse(pathLocale(url.pathname))
  const backend = await ready
  if (url.pathname.startsWith('/api/')) return backend.api.fetch(request)
  if (url.pathname.startsWith('/exchange/1c')) return backend.exchange.fetch(request)
  if (url.pathname.startsWith('/media/')) return serveMedia(request, backend.mediaDir)
  if (isSeoFilePath(url.pathname))
    return seoFileResponse(request, { db: backend.database.db, siteUrl: backend.env.SITE_URL })
  if (isYmlFeedPath(url.pathname)) return ymlFeedResponse(request, { db: backend.database.db, env: backend.env })
  const location = normalisedLocation(url)
  if (location) return new Response(null, { status: 301, headers: { Location: location } })
  // Files that exist were served by the static middleware before this handler.
  if (isFilePath(url.pathname))
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  // A kept page had no redirect when it was rendered, and adding one drops the cache: no need to ask again.
  return backend.pageCache.respond(request, async () => {
    const redirect = await seoRedirect(url)
    if (redirect) return { response: redirect, nonce: '' }
    // The router writes the nonce on every script of the page (src/router.tsx); the header names the same one.
    // A page the cache keeps trades it for hashes of its scripts (server/http/page-cache/script-hashes.ts).
    const nonce = scriptNonce()
    const page = await inTurn(
      () => paraglideMiddleware(request, () => storefront(request, { context: { nonce } })),
      request.signal,
    )
    const response = withHeaders(pageCaching(request, page), {
      'Content-Security-Policy': contentSecurityPolicy(nonce, configuredCounters(backend.env)),
    })
    return { response, nonce }
  })
}

export default createServerEntry({
  fetch: async (request) => compressed(request, await answer(request)),
})
