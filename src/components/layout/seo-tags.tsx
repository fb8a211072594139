// The canonical link of every page but a 404 and, where SPEC 9 keeps a page out of search engines, the robots
// meta. Rendered inside <head>, so it follows client navigation as well as the server render. A route whose head
// declares its own robots meta (account pages, search, the fetch-error page) keeps it: a second tag would be
// ambiguous. Public pages also name their Russian and English versions (hreflang, Russian as x-default) and
// carry the OpenGraph tags a shared link is shown with, taken from the page's own title, description and picture.
import { useRouterState } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { useSiteVars } from '../../lib/root-data'
import { m } from '../../../messages/compiled/messages.js'
import { type Locale, baseLocale, getLocale, localizeHref, locales } from '../../../messages/compiled/runtime.js'
import { canonicalUrl, isIndexable, NOINDEX, requestHost } from '../../../contract/search-engines'

const currentHost = createIsomorphicFn()
  .server(() => requestHost(getRequest()))
  .client(() => window.location.host)

/** What the page's own head says, for the OpenGraph tags. */
export type PageSummary = { title?: string; description?: string; image?: string }

export function SeoTags({ notFound, summary }: { notFound: boolean; summary: PageSummary }) {
  const location = useRouterState({ select: (state) => state.location })
  const routeSetsRobots = useRouterState({
    select: (state) => state.matches.some((match) => match.meta?.some((tag) => tag?.name === 'robots')),
  })
  const siteUrl = useSiteVars()?.settings.site_url
  if (!siteUrl) return null
  // The router sees paths without the /en prefix; crawlers see the public one.
  const pathname = localizeHref(location.pathname)
  const indexable = isIndexable({ pathname, search: location.searchStr, host: currentHost(), siteUrl })
  const robots = indexable || routeSetsRobots ? null : <meta name="robots" content={NOINDEX} />
  if (notFound) return robots
  const pageUrl = canonicalUrl(siteUrl, pathname)
  const versionUrl = (locale: Locale) => canonicalUrl(siteUrl, localizeHref(location.pathname, { locale }))
  return (
    <>
      <link rel="canonical" href={pageUrl} />
      {robots}
      {/* Private and search pages are never indexed: no language versions to point at. */}
      {routeSetsRobots
        ? null
        : [...locales.map((locale) => [locale, locale] as const), ['x-default', baseLocale] as const].map(
            ([hreflang, locale]) => (
              <link key={hreflang} rel="alternate" hrefLang={hreflang} href={versionUrl(locale)} />
            ),
          )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={m.site_name()} />
      <meta property="og:locale" content={getLocale() === 'en' ? 'en_US' : 'ru_RU'} />
      <meta property="og:url" content={pageUrl} />
      {summary.title ? <meta property="og:title" content={summary.title} /> : null}
      {summary.description ? <meta property="og:description" content={summary.description} /> : null}
      {summary.image ? <meta property="og:image" content={new URL(summary.image, siteUrl).href} /> : null}
    </>
  )
}
