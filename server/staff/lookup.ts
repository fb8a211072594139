// Argument parsing shared by the staff commands: accounts by e-mail (any case) and whole numbers.
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { users } from '../db/schema/accounts'
import { StaffInputError } from './staff-error'

export type StaffAccount = typeof users.$inferSelect

export async function accountByEmail(db: Db, email: string): Promise<StaffAccount> {
  const address = email.trim().toLowerCase()
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) throw new StaffInputError(`"${email}" is not an e-mail address`)
  const [account] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${address}`)
    .limit(1)
  if (!account) throw new StaffInputError(`no account with the e-mail ${address}`)
  return account
}

export function wholeNumber(value: string, what: string, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^\d{1,16}$/.test(value.trim()) || Number(value) > max)
    throw new StaffInputError(`${what} must be a whole number from 0 to ${max}, got "${value}"`)
  return Number(value)
}

export const describeAccount = (account: Pick<StaffAccount, 'id' | 'email' | 'organizationName'>) =>
  `#${account.id} ${account.email}${account.organizationName ? ` (${account.organizationName})` : ''}`
