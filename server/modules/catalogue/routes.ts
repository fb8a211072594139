import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../context'
import { HttpError } from '../../http/errors'
import { parseInput } from '../../http/validate'
import { translate } from '../../i18n'
import { findCategory, loadCategoryTree } from './categories'

const CategoryPath = v.pipe(
  v.string(),
  v.maxLength(300, 'api_invalid_value'),
  v.regex(/^[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/, 'api_invalid_value'),
)

export const catalogueRoutes = new Hono<AppEnv>()
  .get('/catalog/categories/', async (c) => {
    const { db, cache } = c.var.ctx
    const locale = c.var.locale
    return c.json(await cache.get(`categories:${locale}`, () => loadCategoryTree(db, locale)))
  })
  .get('/catalog/categories/:path{.+}/', async (c) => {
    const { db, cache } = c.var.ctx
    const locale = c.var.locale
    const { path } = parseInput(v.object({ path: CategoryPath }), { path: c.req.param('path') }, locale)
    const tree = await cache.get(`categories:${locale}`, () => loadCategoryTree(db, locale))
    const node = findCategory(tree, path)
    if (!node) throw new HttpError(404, { detail: translate('api_not_found', locale) })
    return c.json(node)
  })
