// Checking an e-mail and password pair, and changing a password.
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/accounts'
import { companies } from '../../db/schema/companies'
import { hashPassword, verifyPassword } from '../accounts/password'

/** `inactive`: a registration staff have not activated yet; `suspended`: an account staff deactivated. */
export type CredentialCheck =
  { kind: 'ok'; userId: number } | { kind: 'invalid' } | { kind: 'inactive' } | { kind: 'suspended' }

// Unknown e-mails are checked against this hash, so they take as long as known ones and timing tells nothing.
let decoyHash: Promise<string> | undefined

export async function checkCredentials(db: Db, email: string, password: string): Promise<CredentialCheck> {
  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      companyActive: companies.isActive,
      activatedAt: users.activatedAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1)
  decoyHash ??= hashPassword('decoy password')
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash))
  if (!user || !valid) return { kind: 'invalid' }
  // Said only after the password matched: otherwise the answer would tell a guesser which e-mails have accounts.
  // A user of a deactivated company is refused as a deactivated account is.
  if (!user.isActive || user.companyActive === false) return { kind: user.activatedAt ? 'suspended' : 'inactive' }
  return { kind: 'ok', userId: user.id }
}

export async function passwordMatches(db: Db, userId: number, password: string): Promise<boolean> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1)
  return user ? verifyPassword(password, user.passwordHash) : false
}

export async function setPassword(db: Db, userId: number, password: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, userId))
}
