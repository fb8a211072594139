// A wholesale price as the buyer compares it: the unit price and, for goods sold in packs of more than one, the pack
// price ("1 689 ₽ per piece · 10 134 ₽ per pack", in the visitor's language). Wraps nothing inside a price, so columns
// stay aligned.
import { formatPrice } from '../../../contract/format/price'
import { m } from '../../../messages/compiled/messages.js'
import styles from './pack-price.module.css'

export function PackPrice({
  unit,
  packQuantity,
  size = 'md',
  align = 'start',
}: {
  /** Kopecks for one unit. */
  unit: number
  packQuantity: number
  size?: 'sm' | 'md' | 'lg'
  /** 'end' in a column of numbers aligned right. */
  align?: 'start' | 'end'
}) {
  return (
    <p className={styles.price} data-size={size} data-align={align} data-testid="pack-price">
      <span className={styles.part}>
        <span className="visually-hidden">{`${m.product_price()}: `}</span>
        <span className={styles.value}>{formatPrice(unit)}</span>{' '}
        <span className={styles.unit}>{m.product_per_unit()}</span>
      </span>
      {packQuantity > 1 ? (
        <span className={styles.part}>
          <span className={styles.pack}>{formatPrice(unit * packQuantity)}</span>{' '}
          <span className={styles.unit}>{m.product_per_pack()}</span>
        </span>
      ) : null}
    </p>
  )
}
