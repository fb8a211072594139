// Everything an instance's database holds, as comparable rows: what a safe-mode run must leave as it found it.
// The runner's own sign-in (sessions) and the request counters (rate_limits) are its footprint, not the shop's
// data; the cart's lines and the favourites are compared by what they hold, since putting them back makes new
// rows with new ids and times.
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../server/db/client'

const FOOTPRINT = new Set(['sessions', 'rate_limits', '__drizzle_migrations'])

/** Per table, the columns that say what a row holds, where not every column does. */
const HOLDS: Record<string, string[]> = {
  cart_items: ['cart_id', 'product_id', 'quantity', 'comment'],
  favorites: ['user_id', 'product_id'],
}
/** Columns that move when the runner puts the cart back, though what it holds is the same. */
const MOVES: Record<string, string[]> = { carts: ['updated_at'] }

export type ShopData = Record<string, string[]>

/** Every table's rows, sorted, from the embedded database under `dataDir` (the instance must be stopped). */
export async function shopData(dataDir: string): Promise<ShopData> {
  const database = await openDatabase({ dataDir })
  try {
    const tables = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
    const data: ShopData = {}
    for (const { table_name: table } of rowsOf<{ table_name: string }>(tables)) {
      if (FOOTPRINT.has(table)) continue
      const rows = rowsOf<Record<string, unknown>>(
        await database.db.execute(sql`select * from ${sql.identifier(table)}`),
      )
      data[table] = rows.map((row) => JSON.stringify(held(table, row))).sort()
    }
    return data
  } finally {
    await database.close()
  }
}

function held(table: string, row: Record<string, unknown>) {
  const columns = HOLDS[table] ?? Object.keys(row).filter((column) => !MOVES[table]?.includes(column))
  return Object.fromEntries(columns.map((column) => [column, row[column]]))
}

/** drizzle answers `execute` as rows (PGlite) or as a result with rows (node-postgres). */
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? [])
