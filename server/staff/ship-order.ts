// ship <order number>: staff mark an order shipped (when 1C does not report it) through the same change the back
// office and 1C's documents make (modules/orders/order-changes.ts): the order's story gains the status and the
// shipment, 1C hears of it at its next query, and the pending loyalty accrual joins the buyer's balance, once.
// The buyer's row is locked first, as checkout does. No mail: the command has no mailer (the back office mails).
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { orders } from '../db/schema/ordering'
import { COMMAND_ACTOR, recordAudit } from '../modules/audit/record'
import { applyOrderChange, lockOrder, staffStatusChange } from '../modules/orders/order-changes'
import { StaffInputError } from './staff-error'

const ALREADY_SHIPPED = new Set(['shipped', 'completed'])

export async function shipOrder(db: Db, numberArg: string): Promise<string[]> {
  const number = numberArg.trim().toUpperCase()
  const [found] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number))
  if (!found) throw new StaffInputError(`no order with the number ${number}`)
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id)
    if (!order) throw new StaffInputError(`no order with the number ${number}`)
    if (order.status === 'cancelled') throw new StaffInputError(`order ${number} is cancelled and cannot be shipped`)
    if (ALREADY_SHIPPED.has(order.status)) return [`Order ${number} is already shipped; nothing changed.`]

    const { credited } = await applyOrderChange(tx, order, staffStatusChange(order, 'shipped', new Date()))
    await recordAudit(tx, COMMAND_ACTOR, {
      action: 'order.status',
      entityType: 'order',
      entityId: order.id,
      summary: order.number,
      before: { status: order.status, status_title: order.statusTitle },
      after: { status: 'shipped', points_credited: credited },
    })
    return [`Order ${number} shipped; ${credited} loyalty points credited to the buyer.`]
  })
}
