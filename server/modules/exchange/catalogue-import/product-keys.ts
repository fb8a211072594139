// The slug and SKU of each product of the file: a new product's slug is transliterated from its name once and
// kept; a product's SKU is its Артикул unless that is missing or belongs to another product, when a SKU is derived
// from the Ид (stable, so a re-import derives the same one) and the summary says so.
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { rowsOf } from '../../catalogue/sql-rows'
import { textSet } from './staged'
import type { DerivedSku } from './summary'
import { uniqueSlug } from './slugs'

type KeyRow = {
  external_id: string
  wanted: string | null
  base: string
  product_id: number | null
  old_slug: string | null
  old_sku: string | null
  taken: boolean
}

/** The start of the Ид (of a characteristic's own Ид for `product#characteristic`), e.g. 'BD8C4E15'. */
const idPart = (externalId: string) =>
  (externalId.split('#').pop() ?? '')
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, 8)
    .toUpperCase() || 'X'

/** The tables of the file's products and of its characteristics' products (seq, external_id, data, product_id …). */
export type KeyedTable = 'import_products' | 'import_variants'

/** Fills `sku` and `slug` of the table's rows; answers the SKUs that are not the file's Артикул. */
export async function assignProductKeys(db: Db, table: KeyedTable): Promise<DerivedSku[]> {
  const rowsTable = sql.identifier(table)
  const rows = rowsOf<KeyRow>(
    await db.execute(sql`select t.external_id, t.data->>'sku' as wanted, t.data->>'slugBase' as base, t.product_id,
        t.old_slug, t.old_sku,
        exists(select 1 from products o where o.sku = t.data->>'sku' and o.external_id is distinct from t.external_id)
          or t.sku_rank > 1 as taken
      from (select *, row_number() over (partition by data->>'sku' order by seq) as sku_rank from ${rowsTable}) t
      where t.product_id is null or t.old_sku is distinct from t.data->>'sku'
      order by t.seq`),
  )
  await db.execute(sql`update ${rowsTable} set sku = old_sku, slug = old_slug where product_id is not null`)
  if (rows.length === 0) return []
  const newBases = rows.filter((row) => row.product_id === null).map((row) => row.base)
  const derivedCandidates = rows.map((row) => `${row.wanted ?? '1C'}-${idPart(row.external_id)}`)
  const slugs = new Set(
    rowsOf<{ slug: string }>(
      await db.execute(sql`select slug from products
        where slug in ${textSet(newBases)} or substring(slug from '^(.*)-[0-9]+$') in ${textSet(newBases)}`),
    ).map((row) => row.slug),
  )
  const skus = new Set(
    rowsOf<{ sku: string }>(
      await db.execute(sql`select sku from products where sku in ${textSet(derivedCandidates)}
        or substring(sku from '^(.*)-[0-9]+$') in ${textSet(derivedCandidates)}`),
    ).map((row) => row.sku),
  )
  const derived: DerivedSku[] = []
  const decided = rows.map((row, index) => {
    let sku = row.wanted
    if (sku === null || row.taken || skus.has(sku)) {
      const reason = sku === null ? 'missing' : 'clash'
      sku = row.old_sku ?? uniqueSlug(derivedCandidates[index] ?? row.external_id, skus)
      derived.push({ product: row.external_id, sku, reason })
    }
    skus.add(sku)
    const slug = row.old_slug ?? uniqueSlug(row.base, slugs)
    return { external_id: row.external_id, sku, slug }
  })
  await db.execute(sql`update ${rowsTable} t set sku = d.sku, slug = d.slug
    from json_to_recordset(${JSON.stringify(decided)}::json) as d(external_id text, sku text, slug text)
    where d.external_id = t.external_id`)
  return derived
}
