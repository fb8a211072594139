import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { parseInput, queryObject } from '../../http/validate'
import { viewerOf } from '../catalogue/product-cards'
import { DownloadQuery } from './query'
import { downloadPage, prepareCatalogueDownload } from './service'

export const catalogueDownloadRoutes = new Hono<AppEnv>()
  .get('/catalog/download/', async (c) => {
    const locale = c.var.locale
    const query = parseInput(DownloadQuery, queryObject(c.req.url), locale)
    const download = await prepareCatalogueDownload(c.var.ctx, query, viewerOf(c.var.user), locale)
    return c.body(download.body, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': download.contentDisposition,
      // Buyers' files carry their prices: never kept by shared caches.
      'Cache-Control': 'private, no-store',
    })
  })
  .get('/catalog/download/page/', async (c) =>
    c.json(await downloadPage(c.var.ctx, viewerOf(c.var.user), c.var.locale)),
  )
