// One order as the back office sees it: what the buyer sees in their history, plus the customer, their manager,
// where the order stands with 1C, what staff may do with it now, and the staff actions on it (the audit log).
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Locale } from '../../../../contract/site'
import { allowedStatuses, type StaffOrderDetail } from '../../../../contract/staff/orders'
import type { Db } from '../../../db/client'
import { managers, users } from '../../../db/schema/accounts'
import { products } from '../../../db/schema/catalogue'
import { orders } from '../../../db/schema/ordering'
import { auditLog } from '../../../db/schema/staff'
import { pick } from '../../../localize'
import { loadOrder } from '../../orders/history'
import { placedBy } from '../../orders/order-access'
import type { StaffMember } from '../access'
import { exportStateSql } from './list'
import { orderScope } from './scope'

/** The order `orderId` if the member may see it: its id and buyer, else null. */
export async function orderInScope(db: Db, member: StaffMember, orderId: number) {
  const [found] = await db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, orderId), orderScope(member)))
  return found ?? null
}

export async function loadStaffOrder(
  db: Db,
  member: StaffMember,
  orderId: number,
  options: { locale: Locale; exchangeOn: boolean },
): Promise<StaffOrderDetail | null> {
  const found = await orderInScope(db, member, orderId)
  if (!found) return null
  const [order, [extra], audit] = await Promise.all([
    loadOrder(db, placedBy(found.userId), orderId),
    db
      .select({
        externalNumber: orders.externalNumber,
        exportState: exportStateSql,
        offeredAt: orders.offeredAt,
        exportedAt: orders.exportedAt,
        changedAt: orders.changedAt,
        customerId: users.id,
        organization: users.organizationName,
        fullName: users.fullName,
        email: users.email,
        inn: users.organizationInn,
        phone: users.phone,
        managerName: managers.name,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(managers, eq(managers.id, users.managerId))
      .where(eq(orders.id, orderId)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, String(orderId))))
      .orderBy(desc(auditLog.id))
      .limit(50),
  ])
  if (!order || !extra) return null
  const productIds = order.items.flatMap((item) => (item.product_id === null ? [] : [item.product_id]))
  const packs = productIds.length
    ? await db
        .select({ id: products.id, packQuantity: products.packQuantity })
        .from(products)
        .where(inArray(products.id, productIds))
    : []
  const packOf = (productId: number | null) => packs.find((row) => row.id === productId)?.packQuantity ?? 1
  const statuses = allowedStatuses(order.status, options.exchangeOn)
  return {
    ...order,
    items: order.items.map((item) => {
      const pack = Number(packOf(item.product_id)) || 1
      return { ...item, pack_quantity: pack, units: item.quantity * pack }
    }),
    customer: {
      id: extra.customerId,
      organization: extra.organization || order.company_name,
      full_name: extra.fullName,
      email: extra.email,
      inn: extra.inn,
      phone: extra.phone,
    },
    manager: extra.managerName ? pick(extra.managerName, options.locale) : null,
    external_number: extra.externalNumber,
    export_state: extra.exportState,
    offered_at: extra.offeredAt?.toISOString() ?? null,
    exported_at: extra.exportedAt?.toISOString() ?? null,
    changed_at: extra.changedAt.toISOString(),
    actions: {
      statuses: statuses.filter((status) => status !== 'cancelled'),
      can_cancel: statuses.includes('cancelled'),
      exchange_on: options.exchangeOn,
    },
    audit: audit.map((entry) => ({
      action: entry.action,
      actor: entry.actor,
      summary: entry.summary,
      date: entry.at.toISOString(),
      after: entry.after,
    })),
  }
}
