// Shown on every storefront page while a staff member views the shop as a customer (decision 019): whose shop
// this is, that it is read-only, and the way back to the customer's card in the back office.
import { useState } from 'react'
import type { AccountUser } from '../../../contract/account'
import { stopViewAs } from '../../api/staff/customers'
import { m } from '../../../messages/compiled/messages.js'
import { localizeHref } from '../../../messages/compiled/runtime.js'
import styles from './view-as-banner.module.css'

export function ViewAsBanner({ user }: { user: AccountUser | null }) {
  const [busy, setBusy] = useState(false)
  if (!user?.view_as) return null
  const stop = () => {
    setBusy(true)
    stopViewAs()
      .catch(() => undefined)
      .then(() => window.location.assign(localizeHref(`/staff/customers/${user.id}/`)))
  }
  return (
    <div className={styles.banner} role="region" aria-label={m.staff_customers_view_as()} data-testid="view-as-banner">
      <p className={styles.text}>
        <strong>{m.staff_customers_banner({ org: user.organization_name || user.email })}</strong>{' '}
        <span>{m.staff_customers_read_only()}</span>
      </p>
      <button type="button" className={styles.stop} onClick={stop} disabled={busy} aria-busy={busy || undefined}>
        {m.staff_customers_banner_stop()}
      </button>
    </div>
  )
}
