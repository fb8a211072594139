// Safe mode, for a shared environment (BASE_URL): the paths may change only what the runner puts back. Every
// write to the API the page sends passes a guard that lets through what only touches the buyer's cart and
// favourites (restored after each path), sign-in and sign-out and the checkout's price previews, and blocks the
// rest (an order, a cancellation, a profile, a form sent to staff): the request is aborted and the path fails,
// naming it. The runner's own calls (session.api) pass the same guard.
import type { BrowserContext } from 'playwright-core'

/**
 * API writes safe mode lets through: the cart and favourites (a quick order's check and add and a repeated
 * order's add go to the cart too), which the runner restores; the session's own sign-in and sign-out; the
 * checkout's price previews (POSTs for a body too rich for a query string; they change nothing).
 */
const SAFE_WRITES = [
  /^\/api\/(en\/)?carts\//,
  /^\/api\/(en\/)?favorites\/$/,
  /^\/api\/(en\/)?authorization\/(login|logout)\/$/,
  /^\/api\/(en\/)?orders\/(fast|\d+\/repeat)\/$/,
  /^\/api\/(en\/)?orders\/(calc-price|apply-coupon)\/$/,
]

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Whether safe mode lets this request through. */
export const safeToSend = (method: string, url: URL) =>
  READS.has(method) || !url.pathname.startsWith('/api/') || SAFE_WRITES.some((write) => write.test(url.pathname))

/** A write safe mode refused, as the report names it. */
export class BlockedWrite extends Error {
  constructor(method: string, url: URL) {
    super(`safe mode blocked a write: ${method} ${url.pathname}`)
  }
}

/** Routes the context's API writes through the guard; `blocked` collects what it refused. */
export async function guardWrites(context: BrowserContext, blocked: BlockedWrite[]) {
  await context.route(
    (url) => url.pathname.startsWith('/api/'),
    async (route) => {
      const request = route.request()
      const url = new URL(request.url())
      if (safeToSend(request.method(), url)) return route.fallback()
      blocked.push(new BlockedWrite(request.method(), url))
      await route.abort('blockedbyclient')
    },
  )
}
