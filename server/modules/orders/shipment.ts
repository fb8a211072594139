// An order leaves the warehouse: its status becomes shipped (unless 1C names another, see exchange/orders-in) and
// its pending loyalty accrual joins the buyer's balance, once. Runs inside the caller's transaction, which must
// have locked the buyer's row first (as checkout does), so a shipment and a checkout never interleave.
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { loyaltyAccounts, loyaltyLedger } from '../../db/schema/accounts'

/** Credits the order's pending accrual to the buyer; the points credited (0 when there were none or already). */
export async function creditShipmentPoints(tx: Db, order: { id: number; userId: number }): Promise<number> {
  const credited = await tx
    .update(loyaltyLedger)
    .set({ pending: false })
    .where(
      and(eq(loyaltyLedger.orderId, order.id), eq(loyaltyLedger.userId, order.userId), eq(loyaltyLedger.pending, true)),
    )
    .returning({ accrued: loyaltyLedger.accrued })
  const points = credited.reduce((sum, row) => sum + Number(row.accrued), 0)
  if (points > 0) {
    await tx.insert(loyaltyAccounts).values({ userId: order.userId, balance: 0 }).onConflictDoNothing()
    await tx
      .update(loyaltyAccounts)
      .set({ balance: sql`${loyaltyAccounts.balance} + ${points}`, updatedAt: sql`now()` })
      .where(eq(loyaltyAccounts.userId, order.userId))
  }
  return points
}
