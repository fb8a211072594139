// What follows every change of site content in the back office: the storefront shows it at once. The shared TTL
// cache holds the site vars (menus, settings, header and footer) and the home page's parts; the sitemap keeps its
// URL list for a minute. Redirects and pages are read from the database on each request and need nothing more.
import type { AppContext } from '../../../../context'
import { forgetSitemapUrls } from '../../../../sitemap/http'

export function siteContentChanged(ctx: AppContext): void {
  ctx.cache.clear()
  forgetSitemapUrls(ctx.db)
}
