// The canonical link of every page but a 404 and, where SPEC 9 keeps a page out of search engines, the robots
// meta. Rendered inside <head>, so it follows client navigation as well as the server render. A route whose head
// declares its own robots meta (account pages, search, the fetch-error page) keeps it: a second tag would be
// ambiguous.
import { useRouterState } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { useSiteVars } from '../../lib/root-data'
import { localizeHref } from '../../paraglide/runtime.js'
import { canonicalUrl, isIndexable, NOINDEX, requestHost } from '../../schemas/search-engines'

const currentHost = createIsomorphicFn()
  .server(() => requestHost(getRequest()))
  .client(() => window.location.host)

export function SeoTags({ notFound }: { notFound: boolean }) {
  const location = useRouterState({ select: (state) => state.location })
  const routeSetsRobots = useRouterState({
    select: (state) => state.matches.some((match) => match.meta?.some((tag) => tag?.name === 'robots')),
  })
  const siteUrl = useSiteVars()?.settings.site_url
  if (!siteUrl) return null
  // The router sees paths without the /en prefix; crawlers see the public one.
  const pathname = localizeHref(location.pathname)
  const indexable = isIndexable({ pathname, search: location.searchStr, host: currentHost(), siteUrl })
  return (
    <>
      {notFound ? null : <link rel="canonical" href={canonicalUrl(siteUrl, pathname)} />}
      {indexable || routeSetsRobots ? null : <meta name="robots" content={NOINDEX} />}
    </>
  )
}
