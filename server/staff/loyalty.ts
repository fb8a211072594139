// set-loyalty: sets a balance through a ledger entry for the difference, so the ledger always adds up to it.
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { loyaltyAccounts, loyaltyLedger } from '../db/schema/accounts'
import { accountByEmail, describeAccount, wholeNumber } from './lookup'

const MAX_POINTS = 1_000_000_000_000

export async function setLoyalty(db: Db, email: string, pointsArg: string): Promise<string[]> {
  const points = wholeNumber(pointsArg, 'points', MAX_POINTS)
  const account = await accountByEmail(db, email)
  const before = await db.transaction(async (tx) => {
    await tx.insert(loyaltyAccounts).values({ userId: account.id, balance: 0 }).onConflictDoNothing()
    const [row] = await tx
      .select({ balance: loyaltyAccounts.balance })
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.userId, account.id))
      .for('update')
    const balance = Number(row?.balance ?? 0)
    const difference = points - balance
    if (difference === 0) return balance
    await tx.insert(loyaltyLedger).values({
      userId: account.id,
      accrued: Math.max(difference, 0),
      spent: Math.max(-difference, 0),
      note: `Balance set to ${points} by staff`,
    })
    await tx
      .update(loyaltyAccounts)
      .set({ balance: points, updatedAt: sql`now()` })
      .where(eq(loyaltyAccounts.userId, account.id))
    return balance
  })
  if (before === points) return [`${describeAccount(account)} already has ${points} points; nothing changed.`]
  const change = points > before ? `accrued ${points - before}` : `debited ${before - points}`
  return [`${describeAccount(account)}: loyalty balance ${before} → ${points} points (ledger entry: ${change}).`]
}
