// /my/bonuses/: the balance (and apart from it the accrual of orders not shipped yet), the ledger page with
// totals, the total debited and the pages.
import { Link } from '@tanstack/react-router'
import { formatPrice } from '../../../contract/format/price'
import { m } from '../../../messages/compiled/messages.js'
import type { BonusesResponse } from '../../../contract/account'
import { BonusBalance } from './bonus-balance'
import { BonusTable } from './bonus-table'
import { Pager } from '../ui/pager'
import styles from './bonuses-page.module.css'

type BonusesPageProps = { data: BonusesResponse; page: number; pageSize: number }

export function BonusesPage({ data, page, pageSize }: BonusesPageProps) {
  const pages = Math.max(1, Math.ceil(data.count / pageSize))
  return (
    <>
      <BonusBalance label={m.my_bonuses_balance()} balance={data.balance}>
        {data.pending > 0 ? (
          <p className={`${styles.pending} tabular`} data-testid="bonus-pending">
            {m.my_bonuses_pending({ amount: formatPrice(data.pending) })}
          </p>
        ) : null}
        <Link to="/my/loyalty-program/">{m.my_bonuses_about()}</Link>
      </BonusBalance>
      <h2 className={styles.heading}>{m.my_bonuses_history()}</h2>
      {data.count === 0 ? (
        <div className={styles.empty} role="status">
          <p className={styles.emptyTitle}>{m.my_bonuses_empty()}</p>
          <p className={styles.emptyHint}>{m.my_bonuses_empty_hint()}</p>
        </div>
      ) : (
        <>
          <BonusTable rows={data.results} totals={data.totals} />
          <p className={styles.debited}>
            <span>{m.my_bonuses_total_debited()}</span>
            <strong className="tabular" data-testid="total-debited">
              {formatPrice(data.total_debited)}
            </strong>
          </p>
          <Pager to="/my/bonuses/" page={page} pages={pages} />
        </>
      )}
    </>
  )
}
