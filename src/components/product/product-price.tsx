// A unit price in roubles; wraps nothing, so columns of prices stay aligned.
import { formatPrice } from '../../../contract/format/price'
import { m } from '../../../messages/compiled/messages.js'
import styles from './product-price.module.css'

export function ProductPrice({ kopecks, size = 'md' }: { kopecks: number; size?: 'md' | 'lg' }) {
  return (
    <p className={styles.price} data-size={size}>
      <span className="visually-hidden">{m.product_price()}: </span>
      <span className={styles.value}>{formatPrice(kopecks)}</span>
      <span className={styles.unit}>{m.product_per_unit()}</span>
    </p>
  )
}
