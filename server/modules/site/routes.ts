import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { loadVars } from './vars'

export const siteRoutes = new Hono<AppEnv>().get('/vars/', async (c) => {
  const { db, cache } = c.var.ctx
  const locale = c.var.locale
  return c.json(await cache.get(`vars:${locale}`, () => loadVars(db, locale, c.var.ctx.env)))
})
