import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../../context'

export const healthRoutes = new Hono<AppEnv>().get('/health/', async (c) => {
  try {
    await c.var.ctx.db.execute(sql`select 1`)
    return c.json({ status: 'ok', database: 'ok' })
  } catch (error) {
    console.error('[health] database unreachable', error)
    return c.json({ status: 'error', database: 'unreachable' }, 503)
  }
})
