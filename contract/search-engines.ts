// What search engines may index (SPEC 9), shared by the page head and robots.txt: English pages, addresses with a
// query string and any host other than the production one (SITE_URL) are noindex,nofollow; the canonical link
// is the production host plus the path.

export const NOINDEX = 'noindex,nofollow'

/** SITE_URL itself may name a test copy (a staging deployment, a local run): then nothing is indexed. */
const TEST_HOST_NAME = /test|staging|localhost|127\.0\.0\.1/i

/** A host that is not the production address: a test or staging copy, a direct address, a local run. */
export function isTestHost(host: string, siteUrl: string): boolean {
  const production = new URL(siteUrl).host.toLowerCase()
  return host.toLowerCase() !== production || TEST_HOST_NAME.test(production)
}

/** The host a visitor asked for: the proxy's forwarded host when there is one, else the request URL's. */
export function requestHost(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
  return (forwarded || new URL(request.url).host).toLowerCase()
}

export function isIndexable(page: { pathname: string; search: string; host: string; siteUrl: string }): boolean {
  const english = page.pathname === '/en' || page.pathname.startsWith('/en/')
  const query = page.search !== '' && page.search !== '?'
  return !english && !query && !isTestHost(page.host, page.siteUrl)
}

export function canonicalUrl(siteUrl: string, pathname: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${pathname}`
}
