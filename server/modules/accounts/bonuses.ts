// bonuses/: the buyer's loyalty ledger, newest first, with totals over the whole ledger and the balance. Accruals
// of orders not yet shipped are listed as pending and summed apart: they are not in the balance yet.
import { count, desc, eq, sql } from 'drizzle-orm'
import type { BonusesResponse } from '../../../contract/account'
import type { Db } from '../../db/client'
import { loyaltyAccounts, loyaltyLedger } from '../../db/schema/accounts'
import { brands } from '../../db/schema/catalogue'

export async function loadBonuses(
  db: Db,
  userId: number,
  paging: { limit: number; offset: number },
): Promise<BonusesResponse> {
  const [rows, [totals], [account]] = await Promise.all([
    db
      .select({
        id: loyaltyLedger.id,
        brand: brands.title,
        accrued: loyaltyLedger.accrued,
        spent: loyaltyLedger.spent,
        pending: loyaltyLedger.pending,
        createdAt: loyaltyLedger.createdAt,
      })
      .from(loyaltyLedger)
      .leftJoin(brands, eq(brands.id, loyaltyLedger.brandId))
      .where(eq(loyaltyLedger.userId, userId))
      .orderBy(desc(loyaltyLedger.createdAt), desc(loyaltyLedger.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({
        count: count(),
        accrued: sql<string>`coalesce(sum(${loyaltyLedger.accrued}) filter (where not ${loyaltyLedger.pending}), 0)`,
        pending: sql<string>`coalesce(sum(${loyaltyLedger.accrued}) filter (where ${loyaltyLedger.pending}), 0)`,
        spent: sql<string>`coalesce(sum(${loyaltyLedger.spent}), 0)`,
      })
      .from(loyaltyLedger)
      .where(eq(loyaltyLedger.userId, userId)),
    db
      .select({ balance: loyaltyAccounts.balance })
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.userId, userId))
      .limit(1),
  ])
  const spent = Number(totals?.spent ?? 0)
  return {
    count: Number(totals?.count ?? 0),
    results: rows.map((row) => ({
      id: row.id,
      brand: row.brand,
      accrued: Number(row.accrued),
      spent: Number(row.spent),
      pending: row.pending,
      date: row.createdAt.toISOString(),
    })),
    totals: { accrued: Number(totals?.accrued ?? 0), spent },
    total_debited: spent,
    pending: Number(totals?.pending ?? 0),
    balance: Number(account?.balance ?? 0),
  }
}
