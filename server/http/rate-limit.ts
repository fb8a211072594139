// Fixed-window counters in the `rate_limits` table, so every app instance on the same database shares them.
// One upsert per hit (PostgreSQL and PGlite alike); the database clock decides windows, not each instance's.
import type { Context } from 'hono'
import { and, gt, gte, inArray, lt, sql } from 'drizzle-orm'
import type { AppEnv } from '../context'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema/accounts'

export type Window = { max: number; seconds: number }

export type Count = { hits: number; retryAfter: number }

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** Counts one hit on `key` and returns the hits in the current window and the seconds until it ends. */
export async function hit(db: Db, key: string, seconds: number): Promise<Count> {
  // Rows of finished windows are swept now and then, so the table stays about as big as the active keys.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 day'`))
  const [row] = rowsOf<{ hits: number; retry_after: number }>(
    await db.execute(sql`
      insert into rate_limits as r (key, hits, reset_at)
      values (${key}, 1, now() + ${seconds}::int * interval '1 second')
      on conflict (key) do update set
        hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
        reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
      returning r.hits, greatest(1, ceil(extract(epoch from r.reset_at - now())))::int as retry_after`),
  )
  return { hits: Number(row?.hits ?? 1), retryAfter: Number(row?.retry_after ?? seconds) }
}

/** Seconds until the longest of `keys` that already has `max` hits in its window frees up; null when none has. */
export async function blockedFor(db: Db, keys: string[], max: number): Promise<number | null> {
  const rows = await db
    .select({ retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.resetAt} - now())))::int` })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.resetAt, sql`now()`), gte(rateLimits.hits, max)))
  return rows.length ? Math.max(...rows.map((row) => Number(row.retryAfter))) : null
}

/** Hits on `key` in its current window (0 when it has none running). */
export async function currentHits(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, [key]), gt(rateLimits.resetAt, sql`now()`)))
  return Number(row?.hits ?? 0)
}

export async function forget(db: Db, keys: string[]): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.key, keys))
}

/** The client's address, resolved once per request (see client-address). */
export const clientIp = (c: Context<AppEnv>): string => c.var.clientIp

/** The counter of `action` for the client's address. */
export const ipKey = (c: Context<AppEnv>, action: string) => `${action}:ip:${clientIp(c)}`
