import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { loadVars } from './vars'

export const siteRoutes = new Hono<AppEnv>().get('/vars/', async (c) => {
  const { db, cache } = c.var.ctx
  const locale = c.var.locale
  // Kept as the JSON text it is answered with: every page render asks for it, and it holds the whole category tree.
  const text = await cache.get(`vars:${locale}`, async () => JSON.stringify(await loadVars(db, locale, c.var.ctx.env)))
  return c.body(text, 200, { 'Content-Type': 'application/json' })
})
