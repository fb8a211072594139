// The crawler files answered by the server entry before the storefront: /sitemap.xml (and its parts when the
// site outgrows one file) and /robots.txt.
import type { Db } from '../db/client'
import { renderSitemap, sitemapUrls } from './build'
import { requestHost } from '../../contract/search-engines'
import { robotsTxt } from './robots'

export type SeoFileDeps = {
  db: Db
  siteUrl: string
  /** How long one reading of the database serves the index and its parts (default a minute; 0 in tests). */
  cacheMs?: number
}

const DEFAULT_CACHE_MS = 60_000

/** The last rendered URL list per database: a crawler's index and part requests, or concurrent ones, share it. */
const readings = new WeakMap<Db, { siteUrl: string; expires: number; urls: Promise<string[]> }>()

function cachedUrls({ db, siteUrl, cacheMs = DEFAULT_CACHE_MS }: SeoFileDeps): Promise<string[]> {
  if (cacheMs <= 0) return sitemapUrls(db, siteUrl)
  const now = Date.now()
  const hit = readings.get(db)
  if (hit && hit.siteUrl === siteUrl && hit.expires > now) return hit.urls
  const reading = { siteUrl, expires: now + cacheMs, urls: sitemapUrls(db, siteUrl) }
  readings.set(db, reading)
  reading.urls.catch(() => {
    if (readings.get(db) === reading) readings.delete(db)
  })
  return reading.urls
}

/** Drops the kept URL list of this database, so the next request reads the catalogue again (after an import). */
export function forgetSitemapUrls(db: Db): void {
  readings.delete(db)
}

const SITEMAP = /^\/sitemap(?:-([1-9]\d{0,5}))?\.xml$/

export const isSeoFilePath = (pathname: string): boolean => pathname === '/robots.txt' || SITEMAP.test(pathname)

const text = (body: string, status: number, type = 'text/plain; charset=utf-8') =>
  new Response(body, { status, headers: { 'Content-Type': type } })

/** The answer for a path accepted by `isSeoFilePath`. */
export async function seoFileResponse(request: Request, deps: SeoFileDeps): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } })
  const { pathname } = new URL(request.url)
  if (pathname === '/robots.txt') return text(robotsTxt(deps.siteUrl, requestHost(request)), 200)
  const match = SITEMAP.exec(pathname)
  if (!match) return text('Not Found', 404)
  let xml: string | null
  try {
    xml = renderSitemap(await cachedUrls(deps), deps.siteUrl, match[1] ? Number(match[1]) : null)
  } catch (error) {
    console.error('[sitemap] generation failed:', error)
    return text('Error generating sitemap', 500)
  }
  if (xml === null) return text('Not Found', 404)
  return text(xml, 200, 'application/xml')
}
