import { asc, count } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { countries } from '../../db/schema/catalogue'
import { PagingQuery } from '../../http/paging'
import { parseInput, queryObject } from '../../http/validate'
import { pick } from '../../localize'

export const handbookRoutes = new Hono<AppEnv>().get('/handbooks/countries/', async (c) => {
  const locale = c.var.locale
  const { limit, offset } = parseInput(PagingQuery(400), queryObject(c.req.url), locale)
  const { db } = c.var.ctx
  const [rows, [total]] = await Promise.all([
    db.select().from(countries).orderBy(asc(countries.position), asc(countries.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(countries),
  ])
  return c.json({
    count: Number(total?.value ?? 0),
    results: rows.map((row) => ({ id: row.id, code: row.code, title: pick(row.title, locale) })),
  })
})

