// An order's ways of delivery and payment in words (its status: src/lib/order-status-text.ts).
import { m } from '../../../messages/compiled/messages.js'
import type { OrderDetail } from '../../../contract/orders'

const DELIVERY: Record<OrderDetail['delivery_type'], () => string> = {
  delivery: m.orders_delivery_delivery,
  pickup: m.orders_delivery_pickup,
  transport_company: m.orders_delivery_transport_company,
}

const PAYMENT: Record<OrderDetail['payment_type'], () => string> = {
  invoice: m.orders_payment_invoice,
  cash: m.orders_payment_cash,
}

export const deliveryText = (type: OrderDetail['delivery_type']) => DELIVERY[type]()
export const paymentText = (type: OrderDetail['payment_type']) => PAYMENT[type]()
