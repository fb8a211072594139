// Password recovery: a single-use reset token (only its hash is stored), valid for one hour.
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { passwordResets, users } from '../../db/schema/accounts'
import { recordAudit } from '../audit/record'
import { setPassword } from './credentials'
import { hashToken, newToken, revokeUserSessions } from './sessions'

export const RESET_LIFETIME_SECONDS = 60 * 60

/** A new reset token for the account with this e-mail (active or not), or null when there is no such account. */
export async function createResetToken(
  db: Db,
  email: string,
  lifetimeSeconds = RESET_LIFETIME_SECONDS,
): Promise<{ token: string; email: string } | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1)
  if (!user) return null
  const token = newToken()
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
  })
  return { token, email: user.email }
}

/** Whether the reset token is known, unused and unexpired (asked when the link's page opens; it uses nothing up). */
export async function resetTokenLive(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1)
  return row !== undefined
}

/**
 * Sets the new password when the token is live, and uses it up together with the account's other reset links.
 * Every session of the account is revoked: whoever knew the old password is signed out. False for a bad token.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<boolean> {
  // Claimed by one UPDATE, so two requests with the same link cannot both succeed.
  const [claimed] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResets.userId })
  if (!claimed) return false
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)))
  await setPassword(db, claimed.userId, password)
  await revokeUserSessions(db, claimed.userId)
  await acceptStaffInvitation(db, claimed.userId)
  return true
}

/**
 * A staff member invited from the back office sets their first password through the same link: their account
 * opens then. Only an account that was never active (an invitation), never one staff deactivated.
 */
async function acceptStaffInvitation(db: Db, userId: number): Promise<void> {
  const [member] = await db
    .update(users)
    .set({ isActive: true, activatedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNotNull(users.staffRole), eq(users.isActive, false), isNull(users.activatedAt)))
    .returning({ email: users.email })
  if (member)
    await recordAudit(
      db,
      { id: userId, label: member.email },
      {
        action: 'team.invite.accept',
        entityType: 'user',
        entityId: userId,
        summary: member.email,
        before: { is_active: false },
        after: { is_active: true },
      },
    )
}
