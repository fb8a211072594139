// /my/history/: a page of the buyer's orders (or the one order a link opened), each opening to its details and
// repeatable, a new one also cancellable or changeable; the confirmation of a repeat and its outcome, and the
// dialog of a cancel or change.
import { Link } from '@tanstack/react-router'
import { m } from '../../../messages/compiled/messages.js'
import type { HistoryData } from '../../lib/load-order-history'
import { HISTORY_PAGE_SIZE } from '../../../contract/order-history'
import { useOrderCancel } from '../../state/use-order-cancel'
import { useRepeatOrder } from '../../state/use-repeat-order'
import { buttonClass } from '../ui/button'
import { FormAlert } from '../ui/form-alert'
import { Pager } from '../ui/pager'
import { CancelDialog } from './cancel-dialog'
import { HistoryExportLinks } from './export-links'
import { OrderTable, type OrderTableProps } from './order-table'
import { RepeatDialog } from './repeat-dialog'
import { RepeatOutcome } from './repeat-outcome'
import styles from './history-page.module.css'

export function HistoryPage({ data }: { data: HistoryData }) {
  const repeat = useRepeatOrder()
  const cancel = useOrderCancel()
  const { orderId } = repeat.context
  const orders = data.kind === 'list' ? data.data.results : data.order ? [data.order] : []
  const numberOf = (id: number | null) => orders.find((order) => order.id === id)?.number ?? ''
  // The order's button waits while its lines are checked and added.
  const pending = repeat.state === 'previewing' || repeat.state === 'adding' ? orderId : null
  const actions: Actions = {
    pending,
    onRepeat: (id) => repeat.send({ type: 'repeat.start', orderId: id }),
    onCancel: (id, mode) => cancel.send({ type: 'cancel.open', orderId: id, mode }),
  }
  return (
    <>
      {data.kind === 'order' ? <OpenedOrder data={data} {...actions} /> : <OrderPage data={data} {...actions} />}
      <RepeatDialog view={repeat} orderNumber={numberOf(orderId)} />
      <RepeatOutcome view={repeat} orderNumber={numberOf(orderId)} />
      <CancelDialog view={cancel} orderNumber={numberOf(cancel.context.orderId)} />
    </>
  )
}

type Actions = Pick<OrderTableProps, 'pending' | 'onRepeat' | 'onCancel'>

function OrderPage({ data: { page, data }, ...actions }: Actions & { data: Extract<HistoryData, { kind: 'list' }> }) {
  if (data.count === 0) {
    return (
      <div className={styles.empty} role="status">
        <p className={styles.emptyTitle}>{m.history_empty()}</p>
        <p className={styles.emptyHint}>{m.history_empty_hint()}</p>
        <Link to="/catalog/" className={buttonClass('secondary')}>
          {m.history_to_catalogue()}
        </Link>
      </div>
    )
  }
  return (
    <>
      <HistoryExportLinks />
      <OrderTable orders={data.results} {...actions} />
      <Pager to="/my/history/" page={page} pages={Math.max(1, Math.ceil(data.count / HISTORY_PAGE_SIZE))} />
    </>
  )
}

function OpenedOrder({ data: { order }, ...actions }: Actions & { data: Extract<HistoryData, { kind: 'order' }> }) {
  return (
    <>
      {order ? (
        <OrderTable orders={[order]} opened={order} {...actions} />
      ) : (
        <FormAlert title={m.history_order_not_found()} />
      )}
      <p className={styles.back}>
        <Link to="/my/history/" search={{}}>
          {m.history_all_orders()}
        </Link>
      </p>
    </>
  )
}
