// Sessions: a 256-bit random token goes to the client once; the database keeps only its SHA-256.
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { SessionUser } from '../../context'
import type { Db } from '../../db/client'
import { sessions, users } from '../../db/schema/accounts'
import { companies } from '../../db/schema/companies'
import { buyerPriceTypeId } from '../catalogue/price-lists'

/** SPEC 9: the token lifetime 1295940, read as seconds (about 15 days). */
export const SESSION_LIFETIME_SECONDS = 1_295_940

/** Tokens are 32 random bytes in base64url (43 characters); anything else is not worth a database lookup. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/

export const newToken = () => randomBytes(32).toString('base64url')

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Staff sessions last a working day: a back-office tab left open is no key to the shop for two weeks. */
export const STAFF_SESSION_LIFETIME_SECONDS = 12 * 3600

export type IssuedSession = { token: string; lifetimeSeconds: number }

export async function issueSession(db: Db, userId: number, userAgent: string | undefined): Promise<IssuedSession> {
  const [user] = await db.select({ staffRole: users.staffRole }).from(users).where(eq(users.id, userId))
  const lifetimeSeconds = user?.staffRole ? STAFF_SESSION_LIFETIME_SECONDS : SESSION_LIFETIME_SECONDS
  const token = newToken()
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    userAgent: userAgent?.slice(0, 500) ?? null,
    expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
  })
  return { token, lifetimeSeconds }
}

/**
 * Why a presented session no longer signs anybody in: the account was deactivated by staff, or the session
 * expired or was revoked (signed out elsewhere, password changed). An unknown token reads as expired: its
 * holder only learns to sign in again.
 */
export type SessionEnd = 'expired' | 'deactivated'

/** The active account behind an unexpired, unrevoked session, or why there is none. */
export async function resolveSession(db: Db, token: string): Promise<SessionUser | SessionEnd> {
  if (!TOKEN_PATTERN.test(token)) return 'expired'
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      staffRole: users.staffRole,
      isActive: users.isActive,
      companyActive: companies.isActive,
      activatedAt: users.activatedAt,
      priceTypeId: buyerPriceTypeId,
      companyId: users.companyId,
      companyRole: users.companyRole,
      sessionId: sessions.id,
      viewsAsUserId: sessions.viewsAsUserId,
      live: sql<boolean>`${sessions.revokedAt} is null and ${sessions.expiresAt} > now()`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1)
  if (!row) return 'expired'
  // A registration never activated has no sessions to speak of: only a once active account is "deactivated".
  // A deactivated company signs out every user of it, as a deactivated account does.
  if (!row.isActive || row.companyActive === false) return row.activatedAt ? 'deactivated' : 'expired'
  if (!row.live) return 'expired'
  const { live: _live, activatedAt: _activatedAt, companyActive: _companyActive, ...user } = row
  return user
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Revokes every live session of the account, except `keep` (the one making the request) when given. */
export async function revokeUserSessions(db: Db, userId: number, keep?: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep === undefined ? undefined : ne(sessions.id, keep),
      ),
    )
}
