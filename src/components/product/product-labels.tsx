// Label badges in each label's own colour. A new product that is out of stock is announced as coming soon
// (SPEC 3: label 'new' without stock shows the coming-soon label in #54c5d0).
import { readableColors } from '../../../contract/format/text-color'
import { m } from '../../../messages/compiled/messages.js'
import { OUT_OF_STOCK, type AmountBand } from '../../../contract/catalogue'
import type { Label } from '../../../contract/site'
import styles from './product-labels.module.css'

const COMING_SOON_COLOR = '#54c5d0'

type Badge = { key: string; text: string; color: string }

/** Only a known out-of-stock band means no stock: guests get no amount at all and see the plain label. */
function badgeOf(label: Label, amount: AmountBand | undefined): Badge {
  if (label.slug === 'new' && amount === OUT_OF_STOCK)
    return { key: label.slug, text: m.product_coming_soon(), color: COMING_SOON_COLOR }
  return { key: label.slug, text: label.title, color: label.color }
}

export function ProductLabels({ labels, amount }: { labels: Label[]; amount?: AmountBand }) {
  if (labels.length === 0) return null
  return (
    <ul className={styles.labels} aria-label={m.product_labels()}>
      {labels.map((label) => {
        const badge = badgeOf(label, amount)
        return (
          <li key={badge.key} data-label={badge.key} style={readableColors(badge.color)}>
            {badge.text}
          </li>
        )
      })}
    </ul>
  )
}
