// ship <order number>: staff mark an order shipped (until the 1C exchange brings statuses); the order's pending
// loyalty accrual joins the buyer's balance then, once. Locks the buyer's row first, as checkout does, so a
// shipment and a checkout of the same buyer never interleave.
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { loyaltyAccounts, loyaltyLedger, users } from '../db/schema/accounts'
import { orders } from '../db/schema/ordering'
import { StaffInputError } from './staff-error'

const ALREADY_SHIPPED = new Set(['shipped', 'completed'])

export async function shipOrder(db: Db, numberArg: string): Promise<string[]> {
  const number = numberArg.trim().toUpperCase()
  const [found] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.number, number))
  if (!found) throw new StaffInputError(`no order with the number ${number}`)
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, found.userId)).for('update')
    const [order] = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.number, number))
      .for('update')
    if (!order) throw new StaffInputError(`no order with the number ${number}`)
    if (order.status === 'cancelled') throw new StaffInputError(`order ${number} is cancelled and cannot be shipped`)
    if (ALREADY_SHIPPED.has(order.status)) return [`Order ${number} is already shipped; nothing changed.`]

    await tx
      .update(orders)
      .set({ status: 'shipped', updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
    const credited = await tx
      .update(loyaltyLedger)
      .set({ pending: false })
      .where(
        and(
          eq(loyaltyLedger.orderId, order.id),
          eq(loyaltyLedger.userId, found.userId),
          eq(loyaltyLedger.pending, true),
        ),
      )
      .returning({ accrued: loyaltyLedger.accrued })
    const points = credited.reduce((sum, row) => sum + Number(row.accrued), 0)
    if (points > 0) {
      await tx.insert(loyaltyAccounts).values({ userId: found.userId, balance: 0 }).onConflictDoNothing()
      await tx
        .update(loyaltyAccounts)
        .set({ balance: sql`${loyaltyAccounts.balance} + ${points}`, updatedAt: sql`now()` })
        .where(eq(loyaltyAccounts.userId, found.userId))
    }
    return [`Order ${number} shipped; ${points} loyalty points credited to the buyer.`]
  })
}
