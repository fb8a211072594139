// robots.txt: crawlers index the production host (SITE_URL) except private and query-driven pages; any other
// host (a test or staging copy, a direct address, localhost) is closed to them entirely.
import { isTestHost } from '../../contract/search-engines'

const PRIVATE_PREFIXES = ['/my/', '/order/', '/auth/', '/api/', '/search/']

export function robotsTxt(siteUrl: string, host: string): string {
  if (isTestHost(host, siteUrl)) return 'User-agent: *\nDisallow: /\n'
  // The English copies of private pages (/en/my/, ...) are closed too; /api/ already covers /api/en/.
  const prefixes = [
    ...PRIVATE_PREFIXES,
    ...PRIVATE_PREFIXES.filter((prefix) => prefix !== '/api/').map((prefix) => `/en${prefix}`),
  ]
  return [
    'User-agent: *',
    ...prefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
