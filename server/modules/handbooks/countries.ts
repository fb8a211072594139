import { asc, count } from 'drizzle-orm'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { countries } from '../../db/schema/catalogue'
import { pick } from '../../localize'

/** A page of the countries handbook in menu order, with the count of all of them. */
export async function listCountries(db: Db, paging: { limit: number; offset: number }, locale: Locale) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(countries)
      .orderBy(asc(countries.position), asc(countries.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ value: count() }).from(countries),
  ])
  return {
    count: Number(total?.value ?? 0),
    results: rows.map((row) => ({ id: row.id, code: row.code, title: pick(row.title, locale) })),
  }
}
