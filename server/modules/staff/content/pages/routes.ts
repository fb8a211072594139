// staff/content/pages/: the site's pages for editors and admins; a change clears the storefront's caches.
import { Hono } from 'hono'
import * as v from 'valibot'
import { textField } from '../../../../../contract/fields'
import { NewPageInput, PageInput, PublishInput, STAFF_PAGE_SORTS } from '../../../../../contract/staff/site-content'
import { staffTableQuery, tableSearch } from '../../../../../contract/staff/table'
import type { AppEnv } from '../../../../context'
import { parseInput, queryObject } from '../../../../http/validate'
import { auditActorOf, staffArea } from '../../access'
import { siteContentChanged } from '../site/changed'
import { bodyOf as body, idOf } from '../site/request'
import { createPage, deletePage, listPages, loadStaffPage, previewBody, publishPage, updatePage } from './pages'

const PageListQuery = staffTableQuery(STAFF_PAGE_SORTS, 'title', {
  q: tableSearch,
  kind: v.optional(v.picklist(['', 'system', 'flat'], 'api_invalid_value'), ''),
})
const PageUpdate = v.object({ slug: v.optional(NewPageInput.entries.slug), ...PageInput.entries })
const PreviewInput = v.object({ body: v.pipe(textField(), v.maxLength(200_000, 'forms_validation_too_long')) })

export const staffPagesRoutes = new Hono<AppEnv>()
  .use('/staff/content/pages/*', staffArea('content'))
  // Not under pages/: a static segment beside pages/:id/ makes Hono's RegExpRouter give way to the TrieRouter,
  // which then misses the catalogue's 'catalog/categories/:path{.+}/'.
  .use('/staff/content/page-preview/*', staffArea('content'))
  .get('/staff/content/pages/', async (c) =>
    c.json(
      await listPages(c.var.ctx.db, parseInput(PageListQuery, queryObject(c.req.url), c.var.locale), c.var.locale),
    ),
  )
  .post('/staff/content/pages/', async (c) => {
    const page = await createPage(c.var.ctx.db, auditActorOf(c), await body(c, NewPageInput), c.var.locale)
    siteContentChanged(c.var.ctx)
    return c.json(page, 201)
  })
  .post('/staff/content/page-preview/', async (c) => c.json({ body: previewBody((await body(c, PreviewInput)).body) }))
  .get('/staff/content/pages/:id/', async (c) => c.json(await loadStaffPage(c.var.ctx.db, idOf(c), c.var.locale)))
  .put('/staff/content/pages/:id/', async (c) => {
    const id = idOf(c)
    const page = await updatePage(c.var.ctx.db, auditActorOf(c), id, await body(c, PageUpdate), c.var.locale)
    siteContentChanged(c.var.ctx)
    return c.json(page)
  })
  .post('/staff/content/pages/:id/publish/', async (c) => {
    const id = idOf(c)
    const { is_published } = await body(c, PublishInput)
    const page = await publishPage(c.var.ctx.db, auditActorOf(c), id, is_published, c.var.locale)
    siteContentChanged(c.var.ctx)
    return c.json(page)
  })
  .delete('/staff/content/pages/:id/', async (c) => {
    await deletePage(c.var.ctx.db, auditActorOf(c), idOf(c), c.var.locale)
    siteContentChanged(c.var.ctx)
    return c.body(null, 204)
  })
