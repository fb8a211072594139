// What the buyer sees once the order is placed (and on a reload of /order/form/?placed={id}): its number, date,
// money and points, how it is delivered and paid, where the confirmation went, its invoice for payment, and where
// to go next.
import type { ReactNode } from 'react'
import { formatDate } from '../../../contract/format/date'
import { formatPrice } from '../../../contract/format/price'
import { m } from '../../../messages/compiled/messages.js'
import { getLocale } from '../../../messages/compiled/runtime.js'
import type { DeliveryType, OrderDetail, PaymentType } from '../../../contract/orders'
import { orderInvoiceUrl } from '../../api/orders'
import { AppLink } from '../ui/app-link'
import { buttonClass } from '../ui/button'
import { DownloadIcon } from '../ui/icons'
import styles from './checkout-confirmation.module.css'

const DELIVERY_LABELS: Record<DeliveryType, () => string> = {
  delivery: m.orders_delivery_delivery,
  pickup: m.orders_delivery_pickup,
  transport_company: m.orders_delivery_transport_company,
}
const PAYMENT_LABELS: Record<PaymentType, () => string> = {
  invoice: m.orders_payment_invoice,
  cash: m.orders_payment_cash,
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

export function CheckoutConfirmation({ order }: { order: OrderDetail }) {
  const locale = getLocale()
  const when = [order.delivery_date ? formatDate(order.delivery_date, locale) : null, order.delivery_time || null]
    .filter(Boolean)
    .join(', ')
  return (
    <div className={styles.page}>
      <section className={styles.card} role="status" aria-labelledby="order-placed-title">
        <h1 id="order-placed-title" className={styles.title}>
          {m.checkout_placed_title({ number: order.number })}
        </h1>
        <p className={styles.lead}>{m.checkout_placed_thanks()}</p>
        <p className={styles.mail}>{m.checkout_placed_mail({ email: order.email })}</p>
        <dl className={styles.rows}>
          <Row label={m.checkout_placed_date()}>{formatDate(order.date, locale)}</Row>
          <Row label={m.checkout_placed_total()}>
            <strong data-testid="placed-total">{formatPrice(order.total)}</strong>
          </Row>
          {order.discount > 0 ? <Row label={m.checkout_discount()}>−{formatPrice(order.discount)}</Row> : null}
          {order.points_spent > 0 ? (
            <Row label={m.checkout_placed_points_spent()}>{formatPrice(order.points_spent)}</Row>
          ) : null}
          {order.points_accrued > 0 ? (
            <Row label={order.points_pending ? m.history_points_pending() : m.checkout_placed_points_accrued()}>
              {formatPrice(order.points_accrued)}
            </Row>
          ) : null}
          <Row label={m.checkout_placed_delivery()}>
            {DELIVERY_LABELS[order.delivery_type]()} ·{' '}
            {order.delivery_cost > 0 ? formatPrice(order.delivery_cost) : m.checkout_delivery_free()}
          </Row>
          {order.delivery_type !== 'pickup' && order.delivery_address ? (
            <Row label={m.checkout_address()}>{order.delivery_address}</Row>
          ) : null}
          {when ? <Row label={m.checkout_date()}>{when}</Row> : null}
          <Row label={m.checkout_placed_payment()}>{PAYMENT_LABELS[order.payment_type]()}</Row>
        </dl>
        <div className={styles.links}>
          <a
            href={orderInvoiceUrl(order.id, locale)}
            download
            className={buttonClass('primary')}
            aria-label={m.history_invoice_label({ number: order.number })}
            data-testid="order-invoice"
          >
            <DownloadIcon size={16} />
            {m.checkout_placed_invoice()}
          </a>
          <AppLink to={`/my/history/?order=${order.id}`} className={buttonClass('secondary')}>
            {m.checkout_placed_history()}
          </AppLink>
          <AppLink to="/catalog/" className={buttonClass('secondary')}>
            {m.cart_to_catalogue()}
          </AppLink>
        </div>
      </section>
    </div>
  )
}
