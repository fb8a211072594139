// The loyalty ledger: one row per accrual or debit (brand, accrued, spent, date), totals at the foot.
// On phones each row becomes two lines (brand and date, then the amounts with their column names). An accrual
// of an order not shipped yet is marked as awaiting shipment: it is not in the balance.
import { formatDate } from '../../../contract/format/date'
import { formatPrice } from '../../../contract/format/price'
import { m } from '../../../messages/compiled/messages.js'
import { getLocale } from '../../../messages/compiled/runtime.js'
import type { BonusRow } from '../../../contract/account'
import styles from './bonus-table.module.css'

// A zero is a dash: the row's other column holds its amount.
const amount = (kopecks: number, sign: '+' | '−') =>
  kopecks > 0 ? (
    `${sign}${formatPrice(kopecks)}`
  ) : (
    <span aria-hidden="true" className={styles.none}>
      —
    </span>
  )

type BonusTableProps = { rows: BonusRow[]; totals: { accrued: number; spent: number } }

export function BonusTable({ rows, totals }: BonusTableProps) {
  const locale = getLocale()
  const labels = {
    brand: m.my_bonuses_brand(),
    accrued: m.my_bonuses_accrued(),
    spent: m.my_bonuses_spent(),
    date: m.my_bonuses_date(),
  }
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{m.my_bonuses_history()}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.brand}</th>
          <th scope="col" className={styles.number}>
            {labels.accrued}
          </th>
          <th scope="col" className={styles.number}>
            {labels.spent}
          </th>
          <th scope="col" className={styles.number}>
            {labels.date}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={row.pending ? styles.pendingRow : undefined}>
            <th scope="row" className={row.brand ? styles.brand : `${styles.brand} ${styles.muted}`}>
              {row.brand ?? m.my_bonuses_no_brand()}
            </th>
            <td className={`${styles.number} ${styles.accrued} tabular`} data-label={labels.accrued}>
              {amount(row.accrued, '+')}
              {row.pending ? <span className={styles.pendingTag}>{m.my_bonuses_pending_row()}</span> : null}
            </td>
            <td className={`${styles.number} ${styles.spent} tabular`} data-label={labels.spent}>
              {amount(row.spent, '−')}
            </td>
            <td className={`${styles.number} ${styles.date} tabular`}>{formatDate(row.date, locale)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{m.my_bonuses_totals()}</th>
          <td className={`${styles.number} ${styles.accrued} tabular`} data-label={labels.accrued}>
            {formatPrice(totals.accrued)}
          </td>
          <td className={`${styles.number} ${styles.spent} tabular`} data-label={labels.spent}>
            {formatPrice(totals.spent)}
          </td>
          <td className={styles.date} aria-hidden="true" />
        </tr>
      </tfoot>
    </table>
  )
}
