// /my/loyalty-program/: the buyer's balance and the programme's rules as staff wrote them.
import { Link } from '@tanstack/react-router'
import { m } from '../../paraglide/messages.js'
import { RichText } from '../ui/rich-text'
import { BonusBalance } from './bonus-balance'
import styles from './loyalty-page.module.css'

export function LoyaltyPage({ html, balance }: { html: string; balance: number | null }) {
  return (
    <>
      {balance === null ? (
        <p className={styles.notMember}>{m.my_loyalty_not_member()}</p>
      ) : (
        <BonusBalance label={m.my_loyalty_balance()} balance={balance}>
          <Link to="/my/bonuses/">{m.my_loyalty_history()}</Link>
        </BonusBalance>
      )}
      <RichText className={styles.text} html={html} data-testid="loyalty-text" />
    </>
  )
}
