// The page's breadcrumb trail for search engines (BreadcrumbList JSON-LD); paths without the locale prefix.
import { useSiteVars } from '../../lib/root-data'
import { breadcrumbData } from '../../lib/seo/structured-data'
import { localizeHref } from '../../../messages/compiled/runtime.js'
import { JsonLd } from './json-ld'

export function BreadcrumbData({ crumbs }: { crumbs: { name: string; path: string }[] }) {
  const siteUrl = useSiteVars()?.settings.site_url
  if (!siteUrl) return null
  return (
    <JsonLd
      data={breadcrumbData(
        siteUrl,
        crumbs.map((crumb) => ({ ...crumb, path: localizeHref(crumb.path) })),
      )}
    />
  )
}
