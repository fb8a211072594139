import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

/** Whether the database answers a trivial query; why not is logged. */
export async function databaseReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch (error) {
    console.error('[health] database unreachable', error)
    return false
  }
}
