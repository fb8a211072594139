// Reading back what the file staged, inside the apply transaction.
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { rowsOf } from '../../catalogue/sql-rows'
import type { StagedKind } from './stage-records'

/** The staged records of one kind in file order; a record staged twice counts once, as it came last. */
export async function stagedOf<T>(db: Db, importId: number, kind: StagedKind): Promise<T[]> {
  const rows = rowsOf<{ data: T }>(
    await db.execute(sql`select data from (
        select distinct on (external_id) seq, data from exchange_staged
        where import_id = ${importId} and kind = ${kind} order by external_id, seq desc) last
      order by seq`),
  )
  return rows.map((row) => row.data)
}

/** A set-based statement's changed rows, counted from its `returning`. */
export const countOf = (result: unknown): number => rowsOf(result).length

/** A set of texts for `x in …`, as one json parameter (drizzle would spread a JS array into many). */
export const textSet = (values: string[]): SQL =>
  sql`(select json_array_elements_text(${JSON.stringify(values)}::json))`

/**
 * A temporary table of the apply, dropped at commit, indexed on `key` and analysed: without statistics the planner
 * would scan it once per row of the table it is joined with.
 */
export async function tempTable(db: Db, name: string, key: string[], query: SQL): Promise<void> {
  const table = sql.identifier(name)
  await db.execute(sql`create temp table ${table} on commit drop as ${query}`)
  const columns = sql.join(
    key.map((column) => sql.identifier(column)),
    sql`, `,
  )
  await db.execute(sql`create index on ${table} (${columns})`)
  await db.execute(sql`analyze ${table}`)
}
