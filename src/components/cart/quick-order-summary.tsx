// Under the resolved lines: how many were found and what they come to, and the button putting them in the cart
// (not offered when nothing can be ordered). After an add it says how many lines went to the cart. One live
// region, so either news is read out.
import { foundAmount, foundLines } from '../../../machines/quick-order.machine'
import { formatPrice } from '../../../contract/format/price'
import { m } from '../../../messages/compiled/messages.js'
import type { QuickOrderLine } from '../../../contract/orders'
import { Button } from '../ui/button'
import styles from './quick-order-summary.module.css'

type QuickOrderSummaryProps = {
  items: QuickOrderLine[] | null
  adding: boolean
  /** Lines the last add put in the cart. */
  added: number | null
  onAdd: () => void
}

export function QuickOrderSummary({ items, adding, added, onAdd }: QuickOrderSummaryProps) {
  const found = foundLines(items).length
  return (
    <div className={styles.summary}>
      <div role="status" className={styles.status}>
        {added !== null ? (
          <p className={styles.added}>
            {m.quick_order_added({ count: added })} <a href="#cart-lines">{m.quick_order_to_cart()}</a>
          </p>
        ) : items ? (
          <p className={styles.counts}>
            {found > 0
              ? m.quick_order_summary_with_sum({ found, total: items.length, sum: formatPrice(foundAmount(items)) })
              : `${m.quick_order_summary({ found, total: items.length })} · ${m.quick_order_nothing()}`}
          </p>
        ) : null}
      </div>
      {items && found > 0 ? (
        <Button variant="primary" onClick={onAdd} aria-busy={adding || undefined}>
          {adding ? m.quick_order_adding() : m.quick_order_add({ count: found })}
        </Button>
      ) : null}
    </div>
  )
}
