// ship <order number>: staff mark an order shipped (when 1C does not report it); the order's story gains the
// shipment, 1C hears of it at its next query, and the pending loyalty accrual joins the buyer's balance, once.
// Locks the buyer's row first, as checkout does, so a shipment and a checkout of the same buyer never interleave.
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { users } from '../db/schema/accounts'
import { orderEvents, orders } from '../db/schema/ordering'
import { creditShipmentPoints } from '../modules/orders/shipment'
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
      .set({ status: 'shipped', shippedAt: sql`now()`, changedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
    await tx.insert(orderEvents).values([
      { orderId: order.id, kind: 'shipment' },
      { orderId: order.id, kind: 'status', status: 'shipped' },
    ])
    const points = await creditShipmentPoints(tx, { id: order.id, userId: found.userId })
    return [`Order ${number} shipped; ${points} loyalty points credited to the buyer.`]
  })
}
