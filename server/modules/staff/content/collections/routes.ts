// staff/content/collections/<kind>/: the ordered collections (FAQ, team, partners, vacancies, cities, shops) for
// editors and admins; an unknown kind is a 404. Every change clears the storefront's caches.
import { asc } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import {
  ADMIN_COLLECTIONS,
  COLLECTION_INPUTS,
  isCollectionKind,
  MoveInput,
  type CollectionKind,
  type StaffMenu,
} from '../../../../../contract/staff/site-collections'
import type { AppEnv } from '../../../../context'
import { menus } from '../../../../db/schema/content'
import { parseInput, queryObject } from '../../../../http/validate'
import { NotFound } from '../../../../domain-errors'
import { translate } from '../../../../i18n'
import { auditActorOf, staffArea, staffMemberOf } from '../../access'
import { siteContentChanged } from '../site/changed'
import { bodyOf, idOf } from '../site/request'
import {
  createCollectionItem,
  deleteCollectionItem,
  listCollection,
  loadCollectionItem,
  moveCollectionItem,
  updateCollectionItem,
} from './collections'

/** A grouped kind's list names its group: ?scope=<menu id>. */
const ListQuery = v.object({
  scope: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'api_invalid_value'), v.transform(Number))),
})

function kindOf(c: Context<AppEnv>): CollectionKind {
  const kind = c.req.param('kind') ?? ''
  if (!isCollectionKind(kind) || (ADMIN_COLLECTIONS.includes(kind) && staffMemberOf(c).role !== 'admin'))
    throw new NotFound(translate('api_not_found', c.var.locale))
  return kind
}

export const staffCollectionsRoutes = new Hono<AppEnv>()
  .use('/staff/content/collections/*', staffArea('content'))
  .use('/staff/content/menus/*', staffArea('content'))
  .get('/staff/content/collections/:kind/', async (c) => {
    const { scope } = parseInput(ListQuery, queryObject(c.req.url), c.var.locale)
    return c.json(await listCollection(c.var.ctx.db, kindOf(c), scope ?? null))
  })
  .get('/staff/content/menus/', async (c) => {
    const rows = await c.var.ctx.db.select().from(menus).orderBy(asc(menus.id))
    const answer: StaffMenu[] = rows.map((row) => ({ id: row.id, slug: row.slug, title: row.title }))
    return c.json(answer)
  })
  .post('/staff/content/collections/:kind/', async (c) => {
    const kind = kindOf(c)
    const fields = await bodyOf(c, COLLECTION_INPUTS[kind])
    const item = await createCollectionItem(c.var.ctx.db, auditActorOf(c), kind, fields, c.var.locale)
    siteContentChanged(c.var.ctx)
    return c.json(item, 201)
  })
  .get('/staff/content/collections/:kind/:id/', async (c) =>
    c.json(await loadCollectionItem(c.var.ctx.db, kindOf(c), idOf(c), c.var.locale)),
  )
  .put('/staff/content/collections/:kind/:id/', async (c) => {
    const kind = kindOf(c)
    const id = idOf(c)
    const fields = await bodyOf(c, COLLECTION_INPUTS[kind])
    const item = await updateCollectionItem(c.var.ctx.db, auditActorOf(c), kind, id, fields, c.var.locale)
    siteContentChanged(c.var.ctx)
    return c.json(item)
  })
  .post('/staff/content/collections/:kind/:id/move/', async (c) => {
    const kind = kindOf(c)
    const id = idOf(c)
    const { direction } = await bodyOf(c, MoveInput)
    const list = await moveCollectionItem(c.var.ctx.db, auditActorOf(c), kind, id, direction, c.var.locale)
    siteContentChanged(c.var.ctx)
    return c.json(list)
  })
  .delete('/staff/content/collections/:kind/:id/', async (c) => {
    await deleteCollectionItem(c.var.ctx.db, auditActorOf(c), kindOf(c), idOf(c), c.var.locale)
    siteContentChanged(c.var.ctx)
    return c.body(null, 204)
  })
