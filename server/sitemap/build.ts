// The sitemap document: one urlset, or, past the 50,000 URLs a file may hold, an index of numbered parts.
import type { Db } from '../db/client'
import { MAX_URLS_PER_FILE } from './rules'
import { readSitemapSources } from './sources'
import { partCount, sitemapIndex, urlRenderer, urlset } from './xml'

/** Every URL of the site as a rendered `<url>` element, in source order. */
export async function sitemapUrls(db: Db, siteUrl: string): Promise<string[]> {
  const urls: string[] = []
  const render = urlRenderer(siteUrl)
  await readSitemapSources(db, (path, lastmod, source) => urls.push(render(path, lastmod, source)))
  return urls
}

/**
 * The document at /sitemap.xml (`part` null) or /sitemap-<part>.xml out of rendered `<url>` elements; null
 * when that part does not exist. A site that fits one file has no parts.
 */
export function renderSitemap(urls: readonly string[], siteUrl: string, part: number | null): string | null {
  const parts = partCount(urls.length)
  if (part === null) return parts === 1 ? urlset(urls) : sitemapIndex(siteUrl, parts)
  if (parts === 1 || part < 1 || part > parts) return null
  return urlset(urls.slice((part - 1) * MAX_URLS_PER_FILE, part * MAX_URLS_PER_FILE))
}

export async function buildSitemap(db: Db, siteUrl: string, part: number | null): Promise<string | null> {
  return renderSitemap(await sitemapUrls(db, siteUrl), siteUrl, part)
}
