// Sitemap XML (sitemaps.org 0.9) built from string chunks: one small string per URL, joined once.
import { escapeXml } from '../xml-text'
import { MAX_URLS_PER_FILE, SITEMAP_RULES, type SitemapSource } from './rules'

/** A path of slugs with every segment percent-encoded, so any stored slug yields a valid URL. */
export const encodePath = (segments: readonly string[]): string =>
  `/${segments.map((segment) => `${encodeURIComponent(segment)}/`).join('')}`

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

export type UrlRenderer = (path: string, lastmod: string | null, source: SitemapSource) => string

/** Renders `<url>` elements on `siteUrl`; `lastmod` is a W3C date-time or null. */
export function urlRenderer(siteUrl: string): UrlRenderer {
  const site = escapeXml(siteUrl)
  const tails = Object.fromEntries(
    Object.entries(SITEMAP_RULES).map(([source, rule]) => [
      source,
      `<changefreq>${rule.changefreq}</changefreq><priority>${rule.priority}</priority></url>\n`,
    ]),
  ) as Record<SitemapSource, string>
  return (path, lastmod, source) => {
    const lastmodTag = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''
    return `<url><loc>${site}${escapeXml(path)}</loc>${lastmodTag}${tails[source]}`
  }
}

export const urlset = (urls: readonly string[]): string => `${HEAD}<urlset xmlns="${NS}">\n${urls.join('')}</urlset>\n`

export function sitemapIndex(siteUrl: string, parts: number): string {
  const entries: string[] = []
  for (let part = 1; part <= parts; part++)
    entries.push(`<sitemap><loc>${escapeXml(partUrl(siteUrl, part))}</loc></sitemap>\n`)
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('')}</sitemapindex>\n`
}

export const partUrl = (siteUrl: string, part: number) => `${siteUrl}/sitemap-${part}.xml`

export const partCount = (urls: number) => Math.max(1, Math.ceil(urls / MAX_URLS_PER_FILE))
