// staff/content/redirects/: redirects of old paths, for admins only; they answer from the next request on.
import { Hono } from 'hono'
import { RedirectInput, STAFF_REDIRECT_SORTS } from '../../../../../contract/staff/site-content'
import { staffTableQuery, tableSearch } from '../../../../../contract/staff/table'
import type { AppEnv } from '../../../../context'
import { parseInput, queryObject } from '../../../../http/validate'
import { auditActorOf, staffRoles } from '../../access'
import { siteContentChanged } from '../site/changed'
import { bodyOf as body, idOf } from '../site/request'
import { createRedirect, deleteRedirect, listRedirects, updateRedirect } from './redirects'

const RedirectListQuery = staffTableQuery(STAFF_REDIRECT_SORTS, 'from_path', { q: tableSearch })

export const staffRedirectsRoutes = new Hono<AppEnv>()
  .use('/staff/content/redirects/*', staffRoles('admin'))
  .get('/staff/content/redirects/', async (c) =>
    c.json(await listRedirects(c.var.ctx.db, parseInput(RedirectListQuery, queryObject(c.req.url), c.var.locale))),
  )
  .post('/staff/content/redirects/', async (c) => {
    const redirect = await createRedirect(c.var.ctx.db, auditActorOf(c), await body(c, RedirectInput), c.var.locale)
    siteContentChanged(c.var.ctx)
    return c.json(redirect, 201)
  })
  .put('/staff/content/redirects/:id/', async (c) => {
    const id = idOf(c)
    const redirect = await updateRedirect(c.var.ctx.db, auditActorOf(c), id, await body(c, RedirectInput), c.var.locale)
    siteContentChanged(c.var.ctx)
    return c.json(redirect)
  })
  .delete('/staff/content/redirects/:id/', async (c) => {
    await deleteRedirect(c.var.ctx.db, auditActorOf(c), idOf(c), c.var.locale)
    siteContentChanged(c.var.ctx)
    return c.body(null, 204)
  })
