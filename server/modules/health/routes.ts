import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { databaseReachable } from './database'

export const healthRoutes = new Hono<AppEnv>().get('/health/', async (c) => {
  if (await databaseReachable(c.var.ctx.db)) return c.json({ status: 'ok', database: 'ok' })
  return c.json({ status: 'error', database: 'unreachable' }, 503)
})
