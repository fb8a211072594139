import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { PagingQuery } from '../../http/paging'
import { parseInput, queryObject } from '../../http/validate'
import { listCountries } from './countries'

export const handbookRoutes = new Hono<AppEnv>().get('/handbooks/countries/', async (c) => {
  const paging = parseInput(PagingQuery(400), queryObject(c.req.url), c.var.locale)
  return c.json(await listCountries(c.var.ctx.db, paging, c.var.locale))
})
