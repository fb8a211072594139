// Bulk loading for the big catalogue tables. Each batch travels as ONE json parameter expanded by
// json_to_recordset: on PGlite this is about 2.5x faster than a multi-row VALUES with 60,000 bound
// parameters, and it never hits the 65,535-parameter limit. Works the same on PostgreSQL.
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'

const SQL_TYPES: Record<string, string> = { serial: 'integer', bigserial: 'bigint', smallserial: 'smallint' }

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

export function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: unknown }).rows
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : []
}

/**
 * Inserts rows (keyed by the table's TypeScript property names) in batches. Every row must set the same
 * properties: a property missing from one row would be written as NULL, not as the column default.
 */
export async function bulkInsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  options: { batchSize?: number; returning?: string[] } = {},
): Promise<Record<string, unknown>[]> {
  const first = rows[0]
  if (!first) return []
  const columns = getTableColumns(table)
  const keys = Object.keys(first).filter((key) => key in columns)
  const defs = keys.map((key) => {
    const column = columns[key]
    if (!column) throw new Error(`bulkInsert: unknown column ${key}`)
    const type = column.getSQLType()
    return { key, name: column.name, type: SQL_TYPES[type] ?? type }
  })
  const names = defs.map((def) => quote(def.name)).join(', ')
  const record = defs.map((def) => `${quote(def.name)} ${def.type}`).join(', ')
  const returning = options.returning?.length ? ` returning ${options.returning.map(quote).join(', ')}` : ''
  const head = `insert into ${quote(getTableName(table))} (${names}) select ${names} from json_to_recordset(`
  const tail = `::json) as x(${record})${returning}`
  const size = options.batchSize ?? 2000
  const out: Record<string, unknown>[] = []
  for (let start = 0; start < rows.length; start += size) {
    const batch = rows.slice(start, start + size).map((row) => {
      const values: Record<string, unknown> = {}
      const source = row as Record<string, unknown>
      for (const def of defs) {
        const value = source[def.key]
        values[def.name] = value instanceof Date ? value.toISOString() : (value ?? null)
      }
      return values
    })
    const query: SQL = sql.join([sql.raw(head), sql`${JSON.stringify(batch)}`, sql.raw(tail)])
    const result = await db.execute(query)
    if (returning) out.push(...rowsOf(result))
  }
  return out
}

/**
 * Tunes the seeding transaction for bulk loading:
 * - work_mem large enough for json_to_recordset to keep a 2,000-row batch in memory: a spill to a temporary
 *   file fails on PGlite's Node file system ("could not create temporary file").
 * - foreign-key triggers skipped when the role may do so (always on PGlite, superusers on PostgreSQL). The
 *   seed writes consistent references by construction, and the checks cost most of the load time on PGlite
 *   (about 7x for related products).
 * Returns whether the foreign-key checks are skipped.
 */
export async function prepareBulkLoad(db: Db): Promise<boolean> {
  await db.execute(sql`set local work_mem = '64MB'`)
  const result = await db.execute(sql`select current_setting('is_superuser') as su`)
  if (rowsOf(result)[0]?.su !== 'on') return false
  await db.execute(sql`set local session_replication_role = replica`)
  return true
}
