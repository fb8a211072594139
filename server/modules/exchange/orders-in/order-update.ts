// How one document from 1C changes one order: the new values of the order's columns and the events the buyer's
// history gains. Nothing is repeated: a status already shown, a payment or a shipment already recorded changes
// nothing, so applying the same document twice does nothing the second time.
import type { OrderStatus } from '../../../../contract/orders'
import type { orderEvents, orders } from '../../../db/schema/ordering'
import type { DocumentNews, Settlement } from './document-news'

type OrderState = Pick<
  typeof orders.$inferSelect,
  'number' | 'externalNumber' | 'status' | 'statusTitle' | 'paidAt' | 'shippedAt'
>
type NewEvent = Omit<typeof orderEvents.$inferInsert, 'orderId'>

export type OrderUpdate = {
  set: Partial<Omit<OrderState, 'number'>>
  /** What the buyer sees change; none means no mail (1C's own number of the order is not news to the buyer). */
  events: NewEvent[]
  /** The order left the warehouse with this document: its pending loyalty accrual is credited now. */
  shipped: boolean
}

const BEFORE_PAYMENT = new Set<OrderStatus>(['new', 'accepted'])
const BEFORE_SHIPMENT = new Set<OrderStatus>(['new', 'accepted', 'paid'])
const GONE = new Set<OrderStatus>(['shipped', 'completed'])

export function orderUpdate(order: OrderState, news: DocumentNews, now: Date): OrderUpdate {
  const set: OrderUpdate['set'] = {}
  if (news.externalNumber && news.externalNumber !== order.number && news.externalNumber !== order.externalNumber)
    set.externalNumber = news.externalNumber
  const events: NewEvent[] = []
  const payment = news.payment && !order.paidAt && !news.cancelled ? news.payment : null
  const sentAway: Settlement | null = news.cancelled
    ? null
    : (news.shipment ?? (news.status && GONE.has(news.status) ? { at: now, title: '', amount: null } : null))
  const shipment = sentAway && !order.shippedAt ? sentAway : null

  let status = news.status ?? order.status
  if (!news.status && shipment && BEFORE_SHIPMENT.has(order.status)) status = 'shipped'
  else if (!news.status && payment && BEFORE_PAYMENT.has(order.status)) status = 'paid'
  // A status the shop infers from a payment or shipment replaces 1C's older name, which no longer tells it.
  const title = news.statusTitle ?? (status !== order.status ? null : order.statusTitle)
  if (status !== order.status) set.status = status
  if (title !== order.statusTitle) set.statusTitle = title
  if (set.status || set.statusTitle !== undefined)
    events.push({ kind: 'status', status, title: title ?? '', happenedAt: now })

  if (payment) {
    set.paidAt = payment.at
    events.push({ kind: 'payment', title: payment.title, amount: payment.amount, happenedAt: payment.at })
  }
  if (shipment) {
    set.shippedAt = shipment.at
    events.push({ kind: 'shipment', title: shipment.title, amount: shipment.amount, happenedAt: shipment.at })
  }
  return { set, events, shipped: shipment !== null }
}
