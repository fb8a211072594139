// An opened order: the links to download it, its lines, then delivery, payment and the money, then its story
// (status, payment, shipment), and what the buyer may do with it (the invoice; cancel or change a new one); a note
// while it loads or when it could not.
import { m } from '../../../messages/compiled/messages.js'
import type { useOrderDetail } from '../../state/use-order-detail'
import { Button } from '../ui/button'
import type { CancelMode } from '../../../machines/order-cancel.machine'
import { OrderActions } from './order-actions'
import { OrderExportLinks } from './export-links'
import { OrderEvents } from './order-events'
import { OrderFacts } from './order-facts'
import { OrderLines } from './order-lines'
import styles from './order-details.module.css'

export function OrderDetails({
  state,
  onCancel,
}: {
  state: ReturnType<typeof useOrderDetail>
  onCancel: (orderId: number, mode: CancelMode) => void
}) {
  if (state.status === 'loaded') {
    return (
      <div className={styles.details}>
        <OrderExportLinks order={state.detail} />
        <OrderLines lines={state.detail.items} />
        <OrderFacts order={state.detail} />
        {state.detail.events.length > 0 ? <OrderEvents events={state.detail.events} /> : null}
        <OrderActions order={state.detail} onCancel={onCancel} />
      </div>
    )
  }
  if (state.status === 'failed') {
    return (
      <div className={styles.note} role="alert">
        <span>{m.history_details_failed()}</span>
        <Button variant="secondary" size="sm" onClick={state.retry}>
          {m.history_retry()}
        </Button>
      </div>
    )
  }
  return (
    <p className={styles.note} role="status">
      {m.history_loading()}
    </p>
  )
}
