// Brands named by the file's products (Изготовитель, or the configured brand property): found by 1C's Ид, else by
// name (a brand the shop made itself is adopted rather than doubled), else created with a slug made once.
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { rowsOf } from '../../catalogue/sql-rows'
import { slugBase, uniqueSlug } from './slugs'

type BrandRow = { id: number; external_id: string | null; slug: string; title: string }

export async function applyBrands(db: Db, importId: number): Promise<{ created: number; updated: number }> {
  const named = rowsOf<{ id: string | null; name: string }>(
    await db.execute(sql`select distinct data->'brand'->>'id' as id, data->'brand'->>'name' as name
      from exchange_staged where import_id = ${importId} and kind = 'product' and jsonb_typeof(data->'brand') = 'object'
      order by 1, 2`),
  )
  if (named.length === 0) return { created: 0, updated: 0 }
  const brands = rowsOf<BrandRow>(await db.execute(sql`select id, external_id, slug, title from brands order by id`))
  const slugs = new Set(brands.map((row) => row.slug))
  let created = 0
  let updated = 0
  for (const { id, name } of named) {
    const byId = id ? brands.find((row) => row.external_id === id) : undefined
    if (byId) {
      if (byId.title === name) continue
      await db.execute(sql`update brands set title = ${name}, updated_at = now() where id = ${byId.id}`)
      byId.title = name
      updated += 1
      continue
    }
    const lower = name.toLowerCase()
    const byName = brands.find(
      (row) => row.title.toLowerCase() === lower && (id === null ? true : row.external_id === null),
    )
    if (byName) {
      if (id === null) continue
      await db.execute(sql`update brands set external_id = ${id}, updated_at = now() where id = ${byName.id}`)
      byName.external_id = id
      updated += 1
      continue
    }
    const slug = uniqueSlug(slugBase(name, 'brand'), slugs)
    const [row] = rowsOf<BrandRow>(
      await db.execute(sql`insert into brands (external_id, slug, title) values (${id}, ${slug}, ${name})
        returning id, external_id, slug, title`),
    )
    if (row) brands.push(row)
    created += 1
  }
  return { created, updated }
}
