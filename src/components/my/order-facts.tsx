// How an order goes to the buyer and what it came to: company and contacts, delivery, payment, comment, then
// the goods, discount, points spent, delivery cost, total and the points it earned.
import type { ReactNode } from 'react'
import { formatDate } from '../../../contract/format/date'
import { formatPhone } from '../../../contract/format/phone'
import { formatPrice } from '../../../contract/format/price'
import { m } from '../../../messages/compiled/messages.js'
import { getLocale } from '../../../messages/compiled/runtime.js'
import type { OrderDetail } from '../../../contract/orders'
import { deliveryText, paymentText } from './order-terms'
import styles from './order-facts.module.css'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

export function OrderFacts({ order }: { order: OrderDetail }) {
  const locale = getLocale()
  const when = [order.delivery_date ? formatDate(order.delivery_date, locale) : '', order.delivery_time]
    .filter(Boolean)
    .join(', ')
  return (
    <div className={styles.facts}>
      <dl className={styles.list}>
        <Fact label={m.history_company()}>{order.company_name}</Fact>
        <Fact label={m.history_contacts()}>
          {[order.email, formatPhone(order.phone, locale)].filter(Boolean).join(', ')}
        </Fact>
        <Fact label={m.history_delivery()}>{deliveryText(order.delivery_type)}</Fact>
        {order.delivery_type !== 'pickup' && order.delivery_address ? (
          <Fact label={m.history_delivery_address()}>{order.delivery_address}</Fact>
        ) : null}
        {when ? <Fact label={m.history_delivery_date()}>{when}</Fact> : null}
        <Fact label={m.history_payment()}>{paymentText(order.payment_type)}</Fact>
        {order.comment ? <Fact label={m.history_comment()}>{order.comment}</Fact> : null}
      </dl>
      <dl className={`${styles.list} ${styles.money}`}>
        <Fact label={m.history_subtotal()}>{formatPrice(order.subtotal)}</Fact>
        {order.discount > 0 ? <Fact label={m.history_discount()}>−{formatPrice(order.discount)}</Fact> : null}
        {order.points_spent > 0 ? (
          <Fact label={m.history_points_spent()}>−{formatPrice(order.points_spent)}</Fact>
        ) : null}
        {order.delivery_cost > 0 ? <Fact label={m.history_delivery()}>{formatPrice(order.delivery_cost)}</Fact> : null}
        <div className={`${styles.fact} ${styles.total}`}>
          <dt>{m.history_grand_total()}</dt>
          <dd data-testid="order-total">{formatPrice(order.total)}</dd>
        </div>
        {order.points_accrued > 0 ? (
          <Fact label={order.points_pending ? m.history_points_pending() : m.history_points_accrued()}>
            +{formatPrice(order.points_accrued)}
          </Fact>
        ) : null}
      </dl>
    </div>
  )
}
