// Empties every table of the schema (used by `seed --force`): the catalogue is referenced from carts,
// orders and the loyalty ledger, so a partial wipe would either fail or leave dangling data.
import { getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { schema } from '../db/schema'

export function schemaTableNames(): string[] {
  return Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
}

export async function resetDatabase(db: Db): Promise<void> {
  const names = schemaTableNames()
    .map((name) => `"${name}"`)
    .join(', ')
  await db.execute(sql.raw(`truncate table ${names} restart identity cascade`))
}
