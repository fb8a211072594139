// The order's lines as ordered: SKU, name, packs and units, unit price, sum and the buyer's line comment.
import { formatPrice } from '../../../../contract/format/price'
import type { StaffOrderDetail, StaffOrderLine } from '../../../../contract/staff/orders'
import { m } from '../../../../messages/compiled/messages.js'
import { StaffTable, type StaffColumn } from '../table/staff-table'
import styles from './order-view.module.css'

export function OrderLines({ order }: { order: StaffOrderDetail }) {
  const columns: StaffColumn<StaffOrderLine>[] = [
    { id: 'sku', header: m.staff_orders_sku(), cell: (line) => <span className={styles.nowrap}>{line.sku}</span> },
    { id: 'name', header: m.staff_orders_name(), cell: (line) => line.name },
    { id: 'packs', header: m.staff_orders_packs(), align: 'end', cell: (line) => line.quantity },
    { id: 'units', header: m.staff_orders_units(), align: 'end', cell: (line) => line.units },
    { id: 'price', header: m.staff_orders_price(), align: 'end', cell: (line) => formatPrice(line.price) },
    { id: 'sum', header: m.staff_orders_sum(), align: 'end', cell: (line) => formatPrice(line.amount) },
    { id: 'comment', header: m.staff_orders_line_comment(), cell: (line) => line.comment },
  ]
  const totals: [string, number][] = [
    [m.staff_orders_subtotal(), order.subtotal],
    ...(order.discount ? ([[m.staff_orders_discount(), -order.discount]] as [string, number][]) : []),
    ...(order.points_spent ? ([[m.staff_orders_points_spent(), -order.points_spent]] as [string, number][]) : []),
    ...(order.delivery_cost ? ([[m.staff_orders_delivery_cost(), order.delivery_cost]] as [string, number][]) : []),
    [m.staff_orders_total(), order.total],
  ]
  return (
    <section className={styles.lines} aria-labelledby="order-lines">
      <h2 id="order-lines">{m.staff_orders_lines()}</h2>
      <StaffTable caption={m.staff_orders_lines()} columns={columns} rows={order.items} rowKey={(line) => line.id} />
      <dl className={styles.totals}>
        {totals.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{formatPrice(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
