// Under an opened order: its invoice for payment, and while it is new and not yet taken into work the buttons that
// cancel it or change it (its lines back in the cart, then cancelled); a cancelled order shows why, when the buyer
// said.
import { m } from '../../../messages/compiled/messages.js'
import type { OrderDetail } from '../../../contract/orders'
import type { CancelMode } from '../../../machines/order-cancel.machine'
import { Button } from '../ui/button'
import { InvoiceLink } from './invoice-link'
import styles from './order-actions.module.css'

export function OrderActions({
  order,
  onCancel,
}: {
  order: OrderDetail
  onCancel: (orderId: number, mode: CancelMode) => void
}) {
  if (order.status === 'cancelled') {
    return order.cancel_reason ? (
      <p className={styles.reason}>
        <span className={styles.label}>{m.history_cancel_reason_shown()}</span> {order.cancel_reason}
      </p>
    ) : null
  }
  return (
    <div className={styles.actions}>
      <InvoiceLink order={order} />
      {order.can_cancel ? (
        <>
          <Button
            variant="secondary"
            aria-label={m.history_change_label({ number: order.number })}
            onClick={() => onCancel(order.id, 'change')}
            data-testid="order-change"
          >
            {m.history_change()}
          </Button>
          <Button
            variant="ghost"
            className={styles.cancel}
            aria-label={m.history_cancel_label({ number: order.number })}
            onClick={() => onCancel(order.id, 'cancel')}
            data-testid="order-cancel"
          >
            {m.history_cancel()}
          </Button>
        </>
      ) : null}
    </div>
  )
}
