// The company's orders: number, date, who placed it, status, items and total in columns; each order opens below
// its row. On phones each order is a card (number and status, then date, items, who placed it and total).
import { m } from '../../../messages/compiled/messages.js'
import type { OrderDetail, OrderRow as OrderRowData } from '../../../contract/orders'
import type { CancelMode } from '../../../machines/order-cancel.machine'
import { OrderRow } from './order-row'
import styles from './order-table.module.css'

export type OrderTableProps = {
  orders: OrderRowData[]
  /** An order opened by a link: shown open, its details known. */
  opened?: OrderDetail
  /** The order whose repeat is being prepared or added. */
  pending: number | null
  onRepeat: (orderId: number) => void
  /** Opens the dialog that cancels the order or changes it (its lines back in the cart, then cancelled). */
  onCancel: (orderId: number, mode: CancelMode) => void
}

export function OrderTable({ orders, opened, pending, onRepeat, onCancel }: OrderTableProps) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{m.history_caption()}</caption>
      <thead>
        <tr>
          <th scope="col">{m.history_number()}</th>
          <th scope="col">{m.history_date()}</th>
          <th scope="col">{m.history_placed_by()}</th>
          <th scope="col">{m.history_status()}</th>
          <th scope="col" className={styles.number}>
            {m.history_items()}
          </th>
          <th scope="col" className={styles.number}>
            {m.history_total()}
          </th>
          <td />
        </tr>
      </thead>
      {orders.map((order) => (
        <OrderRow
          // A new status (the buyer cancelled it) means new details: the row starts again from what was loaded.
          key={`${order.id}-${order.status}`}
          order={order}
          known={opened?.id === order.id ? opened : null}
          pending={pending === order.id}
          onRepeat={onRepeat}
          onCancel={onCancel}
        />
      ))}
    </table>
  )
}
