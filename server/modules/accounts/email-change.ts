// Changing the account e-mail (the login): the new address is kept pending until the single-use link mailed to
// it is followed, so a borrowed session cannot move the account to an address its owner does not control.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { emailChanges, users } from '../../db/schema/accounts'
import { isUniqueViolation } from '../../db/unique-violation'
import { InvalidFields } from '../../domain-errors'
import { translate } from '../../i18n'
import { hashToken, newToken } from '../auth/sessions'

export const EMAIL_CHANGE_LIFETIME_SECONDS = 24 * 60 * 60

export const emailTaken = (locale: Locale) => new InvalidFields({ email: [translate('account_email_taken', locale)] })

/** Throws a 400 on `email` when another account already uses the address, whatever its case. */
export async function ensureEmailFree(db: Db, email: string, userId: number, locale: Locale): Promise<void> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)))
    .limit(1)
  if (other) throw emailTaken(locale)
}

/** A new confirmation token for moving the account to `newEmail`; earlier pending requests stop working. */
export async function requestEmailChange(db: Db, userId: number, newEmail: string): Promise<string> {
  await db
    .update(emailChanges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)))
  const token = newToken()
  await db.insert(emailChanges).values({
    userId,
    newEmail,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_LIFETIME_SECONDS * 1000),
  })
  return token
}

export type ConfirmedChange = { oldEmail: string; newEmail: string }

/** Switches the e-mail when the token is live and the address still free; null for a bad, used or expired token. */
export async function confirmEmailChange(db: Db, token: string, locale: Locale): Promise<ConfirmedChange | null> {
  const live = and(
    eq(emailChanges.tokenHash, hashToken(token)),
    isNull(emailChanges.usedAt),
    gt(emailChanges.expiresAt, new Date()),
  )
  const [pending] = await db
    .select({ userId: emailChanges.userId, newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(live)
    .limit(1)
  if (!pending) return null
  await ensureEmailFree(db, pending.newEmail, pending.userId, locale)
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, pending.userId)).limit(1)
  if (!user) return null
  // Claimed by one UPDATE, so two requests with the same link cannot both succeed.
  const [claimed] = await db
    .update(emailChanges)
    .set({ usedAt: sql`now()` })
    .where(live)
    .returning({ id: emailChanges.id })
  if (!claimed) return null
  try {
    await db.update(users).set({ email: pending.newEmail, updatedAt: new Date() }).where(eq(users.id, pending.userId))
  } catch (error) {
    // Another account took the address between the check and the update: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken(locale)
    throw error
  }
  return { oldEmail: user.email, newEmail: pending.newEmail }
}
