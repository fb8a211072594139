// Stock as four bars plus words, so the band is never told by colour or bar count alone.
import { AVAILABILITY_BARS, availabilityLevel } from '../../../contract/format/availability'
import { m } from '../../../messages/compiled/messages.js'
import type { AmountBand } from '../../../contract/catalogue'
import styles from './availability-bars.module.css'

const TEXTS = [
  m.product_stock_none,
  m.product_stock_1,
  m.product_stock_2,
  m.product_stock_3,
  m.product_stock_4,
] as const

type AvailabilityBarsProps = {
  amount: AmountBand
  onOrder: boolean
  /** Dense rows: the words move into a tooltip and the screen-reader text. */
  compact?: boolean
}

export function AvailabilityBars({ amount, onOrder, compact = false }: AvailabilityBarsProps) {
  const level = availabilityLevel(amount)
  const text = TEXTS[level]()
  return (
    <div className={styles.availability} data-level={level} data-compact={compact || undefined}>
      <span className={styles.bars} aria-hidden="true" title={compact ? text : undefined}>
        {Array.from({ length: AVAILABILITY_BARS }, (_, index) => (
          <span key={index} data-filled={index < level || undefined} />
        ))}
      </span>
      <span className={compact ? 'visually-hidden' : styles.text}>{text}</span>
      {onOrder ? <span className={styles.onOrder}>{m.product_on_order()}</span> : null}
    </div>
  )
}
