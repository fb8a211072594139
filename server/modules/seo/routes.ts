import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../context'
import { parseInput, queryObject } from '../../http/validate'
import { findRedirect } from './redirects'

const RedirectQuery = v.object({
  url: v.pipe(
    v.string('forms_validation_required'),
    v.minLength(1, 'forms_validation_required'),
    v.maxLength(2000, 'api_invalid_value'),
  ),
})

export const seoRoutes = new Hono<AppEnv>().get('/seo/has-redirect/', async (c) => {
  const { url } = parseInput(RedirectQuery, queryObject(c.req.url), c.var.locale)
  return c.json(await findRedirect(c.var.ctx, url))
})
