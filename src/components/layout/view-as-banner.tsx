// Shown on every storefront page while a staff member views the shop as a customer (decision 019): whose shop
// this is, that it is read-only, and the way back to the customer's card in the back office.
import type { AccountUser } from '../../../contract/account'
import { stopViewAs } from '../../api/staff/customers'
import { useRowAction } from '../../state/use-row-action'
import { m } from '../../../messages/compiled/messages.js'
import { localizeHref } from '../../../messages/compiled/runtime.js'
import styles from './view-as-banner.module.css'

export function ViewAsBanner({ user }: { user: AccountUser | null }) {
  // Back to the customer's card with a full load: the back office reads the staff member's own session again.
  const stop = useRowAction(() => window.location.assign(localizeHref(`/staff/customers/${user?.id ?? ''}/`)))
  if (!user?.view_as) return null
  return (
    <div className={styles.banner} role="region" aria-label={m.staff_customers_view_as()} data-testid="view-as-banner">
      <p className={styles.text}>
        <strong>{m.staff_customers_banner({ org: user.organization_name || user.email })}</strong>{' '}
        <span>{m.staff_customers_read_only()}</span>
        {stop.message ? <span role="alert"> {stop.message}</span> : null}
      </p>
      <button
        type="button"
        className={styles.stop}
        onClick={() => stop.run((signal) => stopViewAs({ signal }))}
        disabled={stop.busy}
        aria-busy={stop.busy || undefined}
      >
        {m.staff_customers_banner_stop()}
      </button>
    </div>
  )
}
