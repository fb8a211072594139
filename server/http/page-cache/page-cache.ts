// The guest page cache: the server-rendered HTML of pages that are the same for every guest with the same cookies
// (key.ts), kept compressed (stored-page.ts) in a map bounded by bytes (byte-lru.ts), answered with an ETag and a
// 304 when the visitor's copy is current. Concurrent misses of one page render it once. The owner drops everything
// on each change signal (server/boot.ts); a render that started before a drop is answered but not kept.
// Only a 200 HTML answer without Set-Cookie that is public (server/http/security-headers.ts `pageCaching`) is kept;
// signed-in visitors never reach it (no key), so their pages stream as rendered.
import { PUBLIC } from '../cache-control'
import { preferredCoding, tagMatches } from '../negotiation'
import { ByteLru } from './byte-lru'
import { pageCacheKey } from './key'
import { hashScripts } from './script-hashes'
import { storedPage, type StoredPage } from './stored-page'

/** A server render of a page and the nonce its scripts carry. */
export type RenderedPage = { response: Response; nonce: string }

export type PageCacheOptions = {
  maxBytes: number
  /** The Content-Security-Policy allowing the scripts named by these sources (hashes). */
  policy: (scriptSources: readonly string[]) => string
}

export type PageCache = {
  /** The page for `request`: from the cache, or rendered (and kept when it may be). */
  respond: (request: Request, render: () => Promise<RenderedPage>) => Promise<Response>
  clear: () => void
  readonly stats: { entries: number; bytes: number; maxBytes: number }
}

export const CACHE_STATUS_HEADER = 'X-Cache'

const storable = (response: Response) =>
  response.status === 200 &&
  (response.headers.get('content-type') ?? '').startsWith('text/html') &&
  !response.headers.has('set-cookie') &&
  response.headers.get('cache-control') === PUBLIC &&
  response.body !== null

function answer(request: Request, page: StoredPage, status: 'hit' | 'miss'): Response {
  const headers = new Headers(page.headers)
  headers.set('ETag', page.etag)
  headers.set(CACHE_STATUS_HEADER, status)
  headers.append('Vary', 'Accept-Encoding')
  if (tagMatches(request.headers.get('if-none-match'), page.etag))
    return new Response(null, { status: 304, headers: notModifiedHeaders(headers) })
  const coding = preferredCoding(request.headers.get('accept-encoding'))
  if (coding !== 'identity') headers.set('Content-Encoding', coding)
  const body = page.bodies[coding]
  headers.set('Content-Length', String(body.length))
  return new Response(
    request.method === 'HEAD' ? null : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length),
    {
      status: 200,
      headers,
    },
  )
}

/** RFC 9110 15.4.5: a 304 carries the validators and caching headers a 200 would, no content headers. */
function notModifiedHeaders(headers: Headers): Headers {
  const kept = new Headers()
  for (const name of ['cache-control', 'etag', 'vary', 'content-security-policy', CACHE_STATUS_HEADER])
    if (headers.has(name)) kept.set(name, headers.get(name)!)
  return kept
}

function uncached(response: Response): Response {
  try {
    response.headers.set(CACHE_STATUS_HEADER, 'bypass')
    return response
  } catch {
    const copy = new Response(response.body, response)
    copy.headers.set(CACHE_STATUS_HEADER, 'bypass')
    return copy
  }
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const pages = new ByteLru<StoredPage>(options.maxBytes)
  const rendering = new Map<string, Promise<StoredPage | null>>()
  let generation = 0

  /** Renders the page once for every request of it that arrives meanwhile; null when it may not be kept. */
  async function renderOnce(key: string, render: () => Promise<RenderedPage>) {
    const startedIn = generation
    let settle!: (page: StoredPage | null) => void
    const shared = new Promise<StoredPage | null>((resolve) => (settle = resolve))
    rendering.set(key, shared)
    try {
      const { response, nonce } = await render()
      if (!storable(response)) {
        settle(null)
        return { response }
      }
      const html = await response.text()
      const hashed = hashScripts(html, nonce)
      if (!hashed) {
        settle(null)
        return { response: new Response(html, response) }
      }
      const page = await storedPage(hashed.html, response.headers, options.policy(hashed.scriptHashes))
      if (generation === startedIn) pages.set(key, page)
      settle(page)
      return { page }
    } catch (error) {
      settle(null)
      throw error
    } finally {
      if (rendering.get(key) === shared) rendering.delete(key)
    }
  }

  return {
    async respond(request, render) {
      const key = pageCacheKey(request)
      if (key === null || options.maxBytes === 0) return uncached((await render()).response)
      const kept = pages.get(key)
      if (kept) return answer(request, kept, 'hit')
      const inFlight = rendering.get(key)
      if (inFlight) {
        const page = await inFlight
        return page ? answer(request, page, 'hit') : uncached((await render()).response)
      }
      if (request.method !== 'GET') return uncached((await render()).response)
      const result = await renderOnce(key, render)
      return result.page ? answer(request, result.page, 'miss') : uncached(result.response)
    },
    clear() {
      generation += 1
      pages.clear()
      rendering.clear()
    },
    get stats() {
      return { entries: pages.size, bytes: pages.bytes, maxBytes: pages.maxBytes }
    },
  }
}
