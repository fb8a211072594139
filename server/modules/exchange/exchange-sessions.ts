// Exchange sessions: checkauth gives 1C a random cookie; the database keeps only its hash. A session lives
// `minutes` after its last request (sliding), so a long upload or import never loses it midway.
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { exchangeSessions } from '../../db/schema/exchange'
import { hashToken, newToken, TOKEN_PATTERN } from '../auth/sessions'

export const EXCHANGE_COOKIE = 'vitrina_1c'

export type ExchangeType = 'catalog' | 'sale'

export type ExchangeSession = { id: number; type: ExchangeType }

const expiry = (minutes: number) => sql`now() + ${minutes}::int * interval '1 minute'`

export async function openExchangeSession(db: Db, type: ExchangeType, minutes: number) {
  const token = newToken()
  const [row] = await db
    .insert(exchangeSessions)
    .values({ tokenHash: hashToken(token), type, expiresAt: expiry(minutes) })
    .returning({ id: exchangeSessions.id })
  return { id: row!.id, token }
}

/** The live session of `token`, its lifetime renewed; null for an unknown or expired one. */
export async function touchExchangeSession(db: Db, token: string, minutes: number): Promise<ExchangeSession | null> {
  if (!TOKEN_PATTERN.test(token)) return null
  const [row] = await db
    .update(exchangeSessions)
    .set({ expiresAt: expiry(minutes) })
    .where(and(eq(exchangeSessions.tokenHash, hashToken(token)), gt(exchangeSessions.expiresAt, sql`now()`)))
    .returning({ id: exchangeSessions.id, type: exchangeSessions.type })
  return row ?? null
}

/** Deletes sessions expired for a day (their imports go with them) and returns their ids, to remove their files. */
export async function sweepExchangeSessions(db: Db): Promise<number[]> {
  const rows = await db
    .delete(exchangeSessions)
    .where(lt(exchangeSessions.expiresAt, sql`now() - interval '1 day'`))
    .returning({ id: exchangeSessions.id })
  return rows.map((row) => row.id)
}
