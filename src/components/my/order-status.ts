// An order's status (1C's name when it sent one) and its ways of delivery and payment in words.
import { m } from '../../../messages/compiled/messages.js'
import type { OrderDetail, OrderRow, OrderStatus } from '../../../contract/orders'

const STATUS: Record<OrderStatus, () => string> = {
  new: m.history_status_new,
  accepted: m.history_status_accepted,
  paid: m.history_status_paid,
  shipped: m.history_status_shipped,
  completed: m.history_status_completed,
  cancelled: m.history_status_cancelled,
}

const DELIVERY: Record<OrderDetail['delivery_type'], () => string> = {
  delivery: m.orders_delivery_delivery,
  pickup: m.orders_delivery_pickup,
  transport_company: m.orders_delivery_transport_company,
}

const PAYMENT: Record<OrderDetail['payment_type'], () => string> = {
  invoice: m.orders_payment_invoice,
  cash: m.orders_payment_cash,
}

export const statusText = (status: OrderStatus) => STATUS[status]()
/** The status as 1C names it when it sent one, else ours. */
export const orderStatusText = (order: Pick<OrderRow, 'status' | 'status_title'>) =>
  order.status_title ?? statusText(order.status)
export const deliveryText = (type: OrderDetail['delivery_type']) => DELIVERY[type]()
export const paymentText = (type: OrderDetail['payment_type']) => PAYMENT[type]()
