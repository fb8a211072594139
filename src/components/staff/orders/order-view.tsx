// /staff/orders/$id/: one order for staff — customer, delivery and payment, lines, the buyer's comment, the
// history the buyer sees, where it stands with 1C, staff actions on it, and what staff may do now.
import { Link } from '@tanstack/react-router'
import { formatDate } from '../../../../contract/format/date'
import { formatPrice } from '../../../../contract/format/price'
import type { StaffOrderDetail } from '../../../../contract/staff/orders'
import { m } from '../../../../messages/compiled/messages.js'
import { getLocale } from '../../../../messages/compiled/runtime.js'
import { StaffPage } from '../shell/staff-page'
import { orderStatusText, statusText } from '../../../lib/order-status-text'
import { auditText, exportLabel, formatMoment } from './order-labels'
import { OrderActions } from './order-actions'
import { OrderLines } from './order-lines'
import styles from './order-view.module.css'

const deliveryLabel = (type: StaffOrderDetail['delivery_type']) =>
  ({
    delivery: m.orders_delivery_delivery,
    pickup: m.orders_delivery_pickup,
    transport_company: m.orders_delivery_transport_company,
  })[type]()

const paymentLabel = (type: StaffOrderDetail['payment_type']) =>
  ({ invoice: m.orders_payment_invoice, cash: m.orders_payment_cash })[type]()

export function StaffOrderView({ order }: { order: StaffOrderDetail }) {
  const locale = getLocale()
  const when = (value: string | null) => (value ? formatMoment(value, locale) : m.staff_orders_not_set())
  const rows = (pairs: [string, string][]) => (
    <dl className={styles.pairs}>
      {pairs.map(([term, value]) => (
        <div key={term} className={styles.pair}>
          <dt>{term}</dt>
          <dd>{value || m.staff_orders_not_set()}</dd>
        </div>
      ))}
    </dl>
  )
  return (
    <StaffPage
      title={m.staff_orders_order_title({ number: order.number })}
      actions={
        <Link to="/staff/orders/" className={styles.back}>
          ← {m.staff_orders_back()}
        </Link>
      }
    >
      <p className={styles.summary}>
        <span className={styles.status} data-status={order.status}>
          {orderStatusText(order)}
        </span>
        <span>{formatDate(order.date, locale)}</span>
        <span className={styles.total}>{formatPrice(order.total)}</span>
      </p>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="order-customer">
          <h2 id="order-customer">{m.staff_orders_customer()}</h2>
          {rows([
            [m.staff_orders_organization(), order.customer.organization],
            [m.staff_orders_inn(), order.customer.inn],
            [m.staff_orders_email(), order.customer.email],
            [m.staff_orders_phone(), order.phone || order.customer.phone],
            [m.staff_orders_manager(), order.manager ?? ''],
          ])}
        </section>
        <section className={styles.card} aria-labelledby="order-delivery">
          <h2 id="order-delivery">{m.staff_orders_delivery()}</h2>
          {rows([
            [m.staff_orders_delivery(), deliveryLabel(order.delivery_type)],
            [m.staff_orders_address(), order.delivery_address],
            [
              m.staff_orders_delivery_date(),
              [order.delivery_date ? formatDate(order.delivery_date, locale) : '', order.delivery_time]
                .filter(Boolean)
                .join(', '),
            ],
            [m.staff_orders_payment(), paymentLabel(order.payment_type)],
          ])}
        </section>
        <section className={styles.card} aria-labelledby="order-exchange">
          <h2 id="order-exchange">{m.staff_orders_exchange()}</h2>
          {rows([
            [m.staff_orders_export(), exportLabel(order.export_state)],
            [m.staff_orders_external_number(), order.external_number ?? ''],
            [m.staff_orders_offered_at(), when(order.offered_at)],
            [m.staff_orders_exported_at(), when(order.exported_at)],
            [m.staff_orders_changed_at(), when(order.changed_at)],
          ])}
        </section>
      </div>
      <OrderActions order={order} />
      <OrderLines order={order} />
      <section className={styles.card} aria-labelledby="order-comment">
        <h2 id="order-comment">{m.staff_orders_comment()}</h2>
        <p className={styles.comment}>{order.comment || m.staff_orders_no_comment()}</p>
      </section>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="order-events">
          <h2 id="order-events">{m.staff_orders_events()}</h2>
          {order.events.length === 0 ? (
            <p>{m.staff_orders_no_events()}</p>
          ) : (
            <ol className={styles.timeline}>
              {order.events.map((event, index) => (
                <li key={index}>
                  <time dateTime={event.date}>{formatMoment(event.date, locale)}</time>{' '}
                  {event.kind === 'status'
                    ? m.staff_orders_event_status({
                        status: event.title || (event.status ? statusText(event.status) : ''),
                      })
                    : event.kind === 'payment'
                      ? m.staff_orders_event_payment()
                      : m.staff_orders_event_shipment()}
                  {event.kind !== 'status' && event.title ? ` ${event.title}` : ''}
                  {event.amount !== null ? ` · ${formatPrice(event.amount)}` : ''}
                </li>
              ))}
            </ol>
          )}
        </section>
        <section className={styles.card} aria-labelledby="order-audit">
          <h2 id="order-audit">{m.staff_orders_audit()}</h2>
          {order.audit.length === 0 ? (
            <p>{m.staff_orders_no_events()}</p>
          ) : (
            <ol className={styles.timeline}>
              {order.audit.map((entry, index) => (
                <li key={index}>
                  <time dateTime={entry.date}>{formatMoment(entry.date, locale)}</time> {entry.actor}:{' '}
                  {auditText(entry)}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </StaffPage>
  )
}
