// The orders 1C has still to hear of (never taken, or changed by the shop since it last took them), with
// their buyer, coupon and lines, as the order document needs them.
import { asc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { users } from '../../../db/schema/accounts'
import { products } from '../../../db/schema/catalogue'
import { coupons, orderItems, orders } from '../../../db/schema/ordering'

const pendingCondition = or(isNull(orders.exportedAt), sql`${orders.changedAt} > ${orders.exportedAt}`)

async function loadPendingOrders(db: Db) {
  return db
    .select({
      order: orders,
      couponCode: coupons.code,
      buyer: {
        id: users.id,
        userType: users.userType,
        fullName: users.fullName,
        organizationName: users.organizationName,
        organizationInn: users.organizationInn,
        legalAddress: users.legalAddress,
        actualAddress: users.actualAddress,
      },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(pendingCondition)
    .orderBy(asc(orders.id))
}

async function loadLines(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return []
  return db
    .select({
      line: orderItems,
      externalId: products.externalId,
      packQuantity: products.packQuantity,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id))
}

export type PendingLine = Awaited<ReturnType<typeof loadLines>>[number]
export type PendingOrder = Awaited<ReturnType<typeof loadPendingOrders>>[number] & { lines: PendingLine[] }

export async function pendingOrders(db: Db): Promise<PendingOrder[]> {
  const found = await loadPendingOrders(db)
  const lines = await loadLines(
    db,
    found.map((row) => row.order.id),
  )
  const byOrder = new Map<number, PendingLine[]>()
  for (const line of lines) byOrder.set(line.line.orderId, [...(byOrder.get(line.line.orderId) ?? []), line])
  return found.map((row) => ({ ...row, lines: byOrder.get(row.order.id) ?? [] }))
}
