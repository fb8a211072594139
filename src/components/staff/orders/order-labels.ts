// Words of the orders section: a status as the buyer's history names it (1C's own name when it sent one), the
// state of the exchange with 1C.
import type { OrderStatus } from '../../../../contract/orders'
import type { ExportState } from '../../../../contract/staff/orders'
import { m } from '../../../../messages/compiled/messages.js'

export const statusLabel = (status: OrderStatus): string =>
  ({
    new: m.history_status_new,
    accepted: m.history_status_accepted,
    paid: m.history_status_paid,
    shipped: m.history_status_shipped,
    completed: m.history_status_completed,
    cancelled: m.history_status_cancelled,
  })[status]()

export const statusText = (order: { status: OrderStatus; status_title: string | null }): string =>
  order.status_title ? `${order.status_title}` : statusLabel(order.status)

export const exportLabel = (state: ExportState): string =>
  ({
    pending: m.staff_orders_export_pending,
    offered: m.staff_orders_export_offered,
    exported: m.staff_orders_export_exported,
  })[state]()
