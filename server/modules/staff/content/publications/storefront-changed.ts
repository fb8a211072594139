// What must follow any back-office change of content the storefront shows (publications, slides, the about
// section, features): the shared TTL cache (home page with its slides, news and about section; site vars) and the
// sitemap's URL list are dropped, so the next visitor and the next crawler read the database again.
import type { AppContext } from '../../../../context'
import { forgetSitemapUrls } from '../../../../sitemap/http'

export function storefrontContentChanged(ctx: Pick<AppContext, 'cache' | 'db'>): void {
  ctx.cache.clear()
  forgetSitemapUrls(ctx.db)
}
