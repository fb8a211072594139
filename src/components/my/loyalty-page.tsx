// The loyalty programme's rules as staff wrote them, after the balance of a signed-in buyer (`viewer`; a buyer
// whose organisation is not in the programme has a null balance). A guest (`viewer` null) sees the rules only.
import { Link } from '@tanstack/react-router'
import { m } from '../../../messages/compiled/messages.js'
import { RichText } from '../ui/rich-text'
import { BonusBalance } from './bonus-balance'
import styles from './loyalty-page.module.css'

type LoyaltyPageProps = { html: string; viewer: { balance: number | null } | null }

export function LoyaltyPage({ html, viewer }: LoyaltyPageProps) {
  const balance = viewer?.balance ?? null
  return (
    <>
      {!viewer ? null : balance === null ? (
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
