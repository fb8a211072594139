// The loyalty balance: points are kopecks, so the figure is shown as roubles.
import type { ReactNode } from 'react'
import { formatPrice } from '../../../contract/format/price'
import { m } from '../../../messages/compiled/messages.js'
import styles from './bonus-balance.module.css'

type BonusBalanceProps = { label: string; balance: number; children?: ReactNode }

export function BonusBalance({ label, balance, children }: BonusBalanceProps) {
  return (
    <section className={styles.card} aria-label={label}>
      <div className={styles.figure}>
        <span className={styles.label}>{label}</span>
        <span className={`${styles.amount} tabular`} data-testid="bonus-balance">
          {formatPrice(balance)}
        </span>
        <span className={styles.rate}>{m.my_bonuses_rate()}</span>
      </div>
      {children ? <div className={styles.extra}>{children}</div> : null}
    </section>
  )
}
