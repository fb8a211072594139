// orders/ GET and orders/{id}/: the orders the buyer may see (their company's, order-access.ts), newest first, each
// with who placed it, and one of them with its lines as they were ordered (snapshots of sku, title, image and
// price) and its story (status, payment, shipment), oldest first. Another company's order is simply not found.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { OrderDetail, OrderHistoryResponse, OrderRow } from '../../../contract/orders'
import type { Db } from '../../db/client'
import { loyaltyLedger, users } from '../../db/schema/accounts'
import { orderEvents, orderItems, orders } from '../../db/schema/ordering'
import { buyerMayCancel, orderVisibleTo, type OrderReader } from './order-access'

// Spelled out: drizzle leaves columns unqualified in a one-table select, and a bare "id" would mean the line's.
const itemsCount = sql<number>`(select count(*)::int from order_items oi where oi.order_id = "orders"."id")`

const rowColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  statusTitle: orders.statusTitle,
  paidAt: orders.paidAt,
  shippedAt: orders.shippedAt,
  total: orders.total,
  itemsCount,
  placedBy: users.fullName,
}

type RowValues = {
  id: number
  number: string
  createdAt: Date
  status: OrderRow['status']
  statusTitle: string | null
  paidAt: Date | null
  shippedAt: Date | null
  total: number
  itemsCount: number
  placedBy: string
}

const toRow = (row: RowValues): OrderRow => ({
  id: row.id,
  number: row.number,
  date: row.createdAt.toISOString(),
  status: row.status,
  status_title: row.statusTitle,
  paid_at: row.paidAt?.toISOString() ?? null,
  shipped_at: row.shippedAt?.toISOString() ?? null,
  total: Number(row.total),
  items_count: Number(row.itemsCount),
  placed_by: row.placedBy,
})

export async function loadOrderHistory(
  db: Db,
  reader: OrderReader,
  paging: { limit: number; offset: number },
): Promise<OrderHistoryResponse> {
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(orderVisibleTo(reader))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ count: count() }).from(orders).where(orderVisibleTo(reader)),
  ])
  return { count: Number(total?.count ?? 0), results: rows.map(toRow) }
}

/** The order `orderId`, or null when there is none by that id that `reader` may see. */
export async function loadOrder(db: Db, reader: OrderReader, orderId: number): Promise<OrderDetail | null> {
  const [found] = await db
    .select({ order: orders, placedBy: users.fullName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, orderId), orderVisibleTo(reader)))
  if (!found) return null
  const { order, placedBy } = found
  const [items, events, [accrued]] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.happenedAt), asc(orderEvents.id)),
    db
      .select({
        points: sql<string>`coalesce(sum(${loyaltyLedger.accrued}), 0)`,
        pending: sql<boolean>`coalesce(bool_or(${loyaltyLedger.pending}), false)`,
      })
      .from(loyaltyLedger)
      .where(and(eq(loyaltyLedger.userId, order.userId), eq(loyaltyLedger.orderId, orderId))),
  ])
  return {
    ...toRow({ ...order, itemsCount: items.length, placedBy }),
    company_name: order.companyName,
    email: order.email,
    phone: order.phone,
    delivery_address: order.deliveryAddress,
    delivery_type: order.deliveryType,
    payment_type: order.paymentType,
    delivery_time: order.deliveryTime,
    delivery_date: order.deliveryDate,
    comment: order.comment,
    subtotal: Number(order.subtotal),
    discount: Number(order.discount),
    points_spent: Number(order.pointsSpent),
    delivery_cost: Number(order.deliveryCost),
    points_accrued: Number(accrued?.points ?? 0),
    points_pending: Boolean(accrued?.pending),
    items: items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      sku: item.sku,
      image: item.image,
      name: item.title,
      quantity: item.quantity,
      price: Number(item.price),
      amount: Number(item.amount),
      comment: item.comment,
    })),
    events: events.map((event) => ({
      kind: event.kind,
      status: event.status,
      title: event.title,
      amount: event.amount === null ? null : Number(event.amount),
      date: event.happenedAt.toISOString(),
    })),
    can_cancel: buyerMayCancel(order),
    cancel_reason: order.cancelReason ?? '',
  }
}
