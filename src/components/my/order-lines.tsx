// The lines of an order as they were ordered: photo, name, SKU, the buyer's line comment, packs, unit price and
// line amount. The order keeps no product address, so names are plain text.
import { formatPrice } from '../../../contract/format/price'
import { useSiteVars } from '../../lib/root-data'
import { m } from '../../../messages/compiled/messages.js'
import type { OrderLine } from '../../../contract/orders'
import styles from './order-lines.module.css'

const IMAGE_SIZE = 56

/** Units in a pack as ordered: the line amount is packs × units per pack × unit price. */
const packUnits = (line: OrderLine) =>
  line.price > 0 && line.quantity > 0 ? Math.round(line.amount / (line.price * line.quantity)) : null

export function OrderLines({ lines }: { lines: OrderLine[] }) {
  const noimage = useSiteVars()?.settings.noimage ?? null
  return (
    <ul className={styles.lines} aria-label={m.history_details()}>
      {lines.map((line) => {
        const image = line.image ?? noimage
        const units = packUnits(line)
        return (
          <li key={line.id} className={styles.line} data-line-id={line.id}>
            <span className={styles.media}>
              {image ? (
                <img src={image} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" decoding="async" />
              ) : null}
            </span>
            <span className={styles.info}>
              <span className={styles.name}>{line.name}</span>
              <span className={styles.sku}>
                {m.product_sku({ sku: line.sku })}
                {units ? ` · ${m.product_pack_quantity({ count: units })}` : null}
              </span>
              {line.comment ? (
                <span className={styles.comment}>
                  {m.history_line_comment()}: {line.comment}
                </span>
              ) : null}
            </span>
            <span className={styles.quantity}>
              <span className={styles.label}>{m.history_line_quantity()}</span>
              {m.cart_packs({ count: line.quantity })}
            </span>
            <span className={`${styles.price} tabular`}>
              <span className={styles.label}>{m.history_line_price()}</span>
              {formatPrice(line.price)}
            </span>
            <span className={`${styles.amount} tabular`}>
              <span className={styles.label}>{m.history_line_amount()}</span>
              <strong data-testid="line-amount">{formatPrice(line.amount)}</strong>
            </span>
          </li>
        )
      })}
    </ul>
  )
}
