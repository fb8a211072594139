// The caches of shared answers every process keeps, dropped whenever the change signal says data changed: the TTL
// cache (category tree, reference lists, listing facets, home page, site vars, cities, redirects) and the sitemap's
// URL list. Read through `ctx` on each change, so a test that swaps the cache is still heard.
import type { AppContext } from '../context'
import { forgetSitemapUrls } from '../sitemap/http'

export const dropSharedCachesOnChange = (ctx: Pick<AppContext, 'cache' | 'db' | 'changes'>): (() => void) =>
  ctx.changes.subscribe(() => {
    ctx.cache.clear()
    forgetSitemapUrls(ctx.db)
  })
