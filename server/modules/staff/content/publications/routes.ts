// staff/content/publications/ and staff/content/publication-categories/: the editor's and the admin's
// publications (news and sales actions) with their categories; everybody else gets a 404.
import { Hono, type Context } from 'hono'
import type * as v from 'valibot'
import { MoveBody } from '../../../../../contract/staff/content/fields'
import {
  CategoryBody,
  CategoryListQuery,
  ProductLookupQuery,
  PublicationBody,
  PublicationTableQuery,
} from '../../../../../contract/staff/content/publications'
import type { AppContext, AppEnv } from '../../../../context'
import { NotFound } from '../../../../domain-errors'
import { objectBody, parseInput, queryObject } from '../../../../http/validate'
import { translate } from '../../../../i18n'
import { viewerOf } from '../../../catalogue/product-cards'
import { auditActorOf, staffArea } from '../../access'
import { deleteCategory, listCategories, moveCategory, saveCategory } from './categories'
import {
  deletePublication,
  listStaffPublications,
  loadStaffPublication,
  lookupProducts,
  previewPublication,
  savePublication,
} from './publications'

type C = Context<AppEnv>

/** The :id of the path; anything but a whole number is a 404. */
export function idParam(c: C): number {
  const id = c.req.param('id') ?? ''
  if (!/^\d{1,9}$/.test(id)) throw new NotFound(translate('api_not_found', c.var.locale))
  return Number(id)
}

const bodyOf = async <S extends v.GenericSchema>(c: C, schema: S) =>
  parseInput(schema, await objectBody(c), c.var.locale)

const ctxOf = (c: C): AppContext => c.var.ctx

export const staffPublicationRoutes = new Hono<AppEnv>()
  .use('/staff/content/publications/*', staffArea('content'))
  .use('/staff/content/publication-categories/*', staffArea('content'))
  .use('/staff/content/publication-products/*', staffArea('content'))
  .get('/staff/content/publications/', async (c) =>
    c.json(
      await listStaffPublications(
        c.var.ctx.db,
        parseInput(PublicationTableQuery, queryObject(c.req.url), c.var.locale),
        c.var.locale,
      ),
    ),
  )
  .post('/staff/content/publications/', async (c) => {
    const input = await bodyOf(c, PublicationBody)
    return c.json(await savePublication(ctxOf(c), auditActorOf(c), null, input, c.var.locale), 201)
  })
  .get('/staff/content/publications/:id/', async (c) =>
    c.json(await loadStaffPublication(c.var.ctx.db, idParam(c), c.var.locale)),
  )
  .put('/staff/content/publications/:id/', async (c) => {
    const id = idParam(c)
    const input = await bodyOf(c, PublicationBody)
    return c.json(await savePublication(ctxOf(c), auditActorOf(c), id, input, c.var.locale))
  })
  .delete('/staff/content/publications/:id/', async (c) => {
    await deletePublication(ctxOf(c), auditActorOf(c), idParam(c), c.var.locale)
    return c.body(null, 204)
  })
  .get('/staff/content/publications/:id/preview/', async (c) =>
    c.json(await previewPublication(c.var.ctx.db, idParam(c), viewerOf(c.var.user), c.var.locale)),
  )
  .get('/staff/content/publication-products/', async (c) => {
    const { search } = parseInput(ProductLookupQuery, queryObject(c.req.url), c.var.locale)
    return c.json({ results: await lookupProducts(c.var.ctx.db, search, c.var.locale) })
  })
  .get('/staff/content/publication-categories/', async (c) => {
    const { kind } = parseInput(CategoryListQuery, queryObject(c.req.url), c.var.locale)
    return c.json({ results: await listCategories(c.var.ctx.db, kind) })
  })
  .post('/staff/content/publication-categories/', async (c) => {
    const input = await bodyOf(c, CategoryBody)
    return c.json(await saveCategory(ctxOf(c), auditActorOf(c), null, input, c.var.locale), 201)
  })
  .put('/staff/content/publication-categories/:id/', async (c) => {
    const id = idParam(c)
    const input = await bodyOf(c, CategoryBody)
    return c.json(await saveCategory(ctxOf(c), auditActorOf(c), id, input, c.var.locale))
  })
  .delete('/staff/content/publication-categories/:id/', async (c) => {
    await deleteCategory(ctxOf(c), auditActorOf(c), idParam(c), c.var.locale)
    return c.body(null, 204)
  })
  .post('/staff/content/publication-categories/:id/move/', async (c) => {
    const id = idParam(c)
    const { direction } = await bodyOf(c, MoveBody)
    return c.json({ results: await moveCategory(ctxOf(c), auditActorOf(c), id, direction, c.var.locale) })
  })
