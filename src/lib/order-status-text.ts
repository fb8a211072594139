// An order's status in words, for the buyer's history and the back office alike: 1C's own name when it sent one.
import type { OrderStatus } from '../../contract/orders'
import { m } from '../../messages/compiled/messages.js'

const STATUS: Record<OrderStatus, () => string> = {
  new: m.history_status_new,
  accepted: m.history_status_accepted,
  paid: m.history_status_paid,
  shipped: m.history_status_shipped,
  completed: m.history_status_completed,
  cancelled: m.history_status_cancelled,
}

export const statusText = (status: OrderStatus) => STATUS[status]()

/** The status as 1C names it when it sent one, else ours. */
export const orderStatusText = (order: { status: OrderStatus; status_title: string | null }) =>
  order.status_title ?? statusText(order.status)
