// /my/history/: a page of the buyer's orders (or the one order a link opened), each opening to its details and
// repeatable; the confirmation of a repeat and its outcome.
import { Link } from '@tanstack/react-router'
import { m } from '../../../messages/compiled/messages.js'
import type { HistoryData } from '../../lib/load-order-history'
import { HISTORY_PAGE_SIZE } from '../../../contract/order-history'
import { useRepeatOrder } from '../../state/use-repeat-order'
import { buttonClass } from '../ui/button'
import { FormAlert } from '../ui/form-alert'
import { Pager } from '../ui/pager'
import { HistoryExportLinks } from './export-links'
import { OrderTable } from './order-table'
import { RepeatDialog } from './repeat-dialog'
import { RepeatOutcome } from './repeat-outcome'
import styles from './history-page.module.css'

export function HistoryPage({ data }: { data: HistoryData }) {
  const repeat = useRepeatOrder()
  const { orderId } = repeat.context
  const orders = data.kind === 'list' ? data.data.results : data.order ? [data.order] : []
  const orderNumber = orders.find((order) => order.id === orderId)?.number ?? ''
  // The order's button waits while its lines are checked and added.
  const pending = repeat.state === 'previewing' || repeat.state === 'adding' ? orderId : null
  const onRepeat = (id: number) => repeat.send({ type: 'repeat.start', orderId: id })
  return (
    <>
      {data.kind === 'order' ? (
        <OpenedOrder data={data} pending={pending} onRepeat={onRepeat} />
      ) : (
        <OrderPage data={data} pending={pending} onRepeat={onRepeat} />
      )}
      <RepeatDialog view={repeat} orderNumber={orderNumber} />
      <RepeatOutcome view={repeat} orderNumber={orderNumber} />
    </>
  )
}

type Actions = { pending: number | null; onRepeat: (orderId: number) => void }

function OrderPage({
  data: { page, data },
  pending,
  onRepeat,
}: Actions & { data: Extract<HistoryData, { kind: 'list' }> }) {
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
      <OrderTable orders={data.results} pending={pending} onRepeat={onRepeat} />
      <Pager to="/my/history/" page={page} pages={Math.max(1, Math.ceil(data.count / HISTORY_PAGE_SIZE))} />
    </>
  )
}

function OpenedOrder({
  data: { order },
  pending,
  onRepeat,
}: Actions & { data: Extract<HistoryData, { kind: 'order' }> }) {
  return (
    <>
      {order ? (
        <OrderTable orders={[order]} opened={order} pending={pending} onRepeat={onRepeat} />
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
