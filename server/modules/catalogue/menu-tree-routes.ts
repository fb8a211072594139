// catalog/menu/: the category tree of the storefront's catalogue menu, fetched by the browser when the menu is
// first wanted instead of travelling inside every page. Asked for by the version the page names (`v`), the
// answer never changes, so any cache may keep it for good; another version (or none) gets the current tree with
// the ordinary short caching.
import { Hono } from 'hono'
import * as v from 'valibot'
import { menuTree, menuVersion } from '../../../contract/category-tree'
import type { MenuTreeResponse } from '../../../contract/site'
import type { AppEnv } from '../../context'
import { parseInput } from '../../http/validate'
import { categoryTree } from './categories'

const IMMUTABLE = 'public, max-age=31536000, immutable'

const MenuQuery = v.object({
  v: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-z]{1,16}$/, 'api_invalid_value'))),
})

export const menuTreeRoutes = new Hono<AppEnv>().get('/catalog/menu/', async (c) => {
  const { v: asked } = parseInput(MenuQuery, c.req.query(), c.var.locale)
  const categories = menuTree(await categoryTree(c.var.ctx, c.var.locale))
  const answer: MenuTreeResponse = { version: menuVersion(categories), categories }
  if (asked === answer.version) c.header('Cache-Control', IMMUTABLE)
  return c.json(answer)
})
