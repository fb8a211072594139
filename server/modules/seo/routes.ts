import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../context'
import { redirects } from '../../db/schema/content'
import { parseInput, queryObject } from '../../http/validate'

const RedirectQuery = v.object({
  url: v.pipe(v.string('forms_validation_required'), v.minLength(1, 'forms_validation_required'), v.maxLength(2000, 'api_invalid_value')),
})

/** The path part of whatever the client sends (a path, or a full URL of this site), lower-cased with a trailing slash. */
function normalisePath(url: string): string {
  let path = url
  try {
    path = new URL(url, 'http://site.invalid').pathname
  } catch {
    // not a URL: treat as a path
  }
  path = path.toLowerCase()
  return path.endsWith('/') ? path : `${path}/`
}

export const seoRoutes = new Hono<AppEnv>().get('/seo/has-redirect/', async (c) => {
  const { url } = parseInput(RedirectQuery, queryObject(c.req.url), c.var.locale)
  const [row] = await c.var.ctx.db
    .select({ toUrl: redirects.toUrl, status: redirects.status })
    .from(redirects)
    .where(eq(redirects.fromPath, normalisePath(url)))
    .limit(1)
  return c.json(row ? { to_url: row.toUrl, status: row.status } : { to_url: null, status: null })
})
