// One order of the history: its summary row with the buttons that open its details and repeat it and the link to
// its invoice for payment (none once cancelled), and the details row below once opened (loaded the first time).
import { useId, useState } from 'react'
import { formatDate } from '../../../contract/format/date'
import { formatPrice } from '../../../contract/format/price'
import { shortPersonName } from '../../../contract/format/person'
import { m } from '../../../messages/compiled/messages.js'
import { getLocale } from '../../../messages/compiled/runtime.js'
import type { OrderDetail, OrderRow as OrderRowData } from '../../../contract/orders'
import { useCanOrder } from '../../state/use-can-order'
import { useOrderDetail } from '../../state/use-order-detail'
import { Button } from '../ui/button'
import { ChevronDownIcon } from '../ui/icons'
import type { CancelMode } from '../../../machines/order-cancel.machine'
import { InvoiceLink } from './invoice-link'
import { OrderDetails } from './order-details'
import { orderStatusText } from '../../lib/order-status-text'
import styles from './order-table.module.css'

type OrderRowProps = {
  order: OrderRowData
  known: OrderDetail | null
  pending: boolean
  onRepeat: (orderId: number) => void
  onCancel: (orderId: number, mode: CancelMode) => void
}

export function OrderRow({ order, known, pending, onRepeat, onCancel }: OrderRowProps) {
  const [open, setOpen] = useState(known !== null)
  const details = useOrderDetail(order.id, known)
  const panelId = useId()
  const canOrder = useCanOrder()
  return (
    <tbody className={styles.order} data-order-id={order.id} data-open={open || undefined}>
      <tr className={styles.summary}>
        <th scope="row" className={styles.orderNumber}>
          {order.number}
        </th>
        <td className={`${styles.date} tabular`}>{formatDate(order.date, getLocale())}</td>
        <td className={styles.placedBy} title={order.placed_by}>
          <span className={styles.placedByLabel}>{m.history_placed_by()}: </span>
          {shortPersonName(order.placed_by)}
        </td>
        <td className={styles.status}>
          <span className={styles.badge} data-status={order.status}>
            {orderStatusText(order)}
          </span>
          {order.paid_at ? (
            <span className={styles.progress}>
              {m.history_paid_on({ date: formatDate(order.paid_at, getLocale()) })}
            </span>
          ) : null}
          {order.shipped_at ? (
            <span className={styles.progress}>
              {m.history_shipped_on({ date: formatDate(order.shipped_at, getLocale()) })}
            </span>
          ) : null}
        </td>
        <td className={`${styles.number} ${styles.count}`}>{m.history_items_count({ count: order.items_count })}</td>
        <td className={`${styles.number} ${styles.total} tabular`}>{formatPrice(order.total)}</td>
        <td className={styles.actions}>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-label={m.history_details_label({ number: order.number })}
            onClick={() => {
              if (!open) details.want()
              setOpen(!open)
            }}
          >
            {m.history_details()}
            <ChevronDownIcon size={16} className={styles.chevron} />
          </Button>
          {canOrder ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={m.history_repeat_label({ number: order.number })}
              disabled={pending}
              aria-busy={pending}
              onClick={() => onRepeat(order.id)}
            >
              {m.history_repeat()}
            </Button>
          ) : null}
          {order.status === 'cancelled' ? null : <InvoiceLink order={order} compact />}
        </td>
      </tr>
      {open ? (
        <tr className={styles.detailsRow}>
          <td id={panelId} colSpan={7}>
            <OrderDetails state={details} onCancel={onCancel} />
          </td>
        </tr>
      ) : null}
    </tbody>
  )
}
