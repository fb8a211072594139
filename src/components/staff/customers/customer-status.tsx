// A customer's status as a small badge, and the INN with its check-digit verdict.
import type { CustomerStatus } from '../../../../contract/staff/customers'
import { m } from '../../../../messages/compiled/messages.js'
import styles from './customers.module.css'

export const statusTitle = (status: CustomerStatus): string =>
  ({
    pending: m.staff_customers_state_pending,
    active: m.staff_customers_state_active,
    deactivated: m.staff_customers_state_deactivated,
  })[status]()

export function StatusBadge({ status }: { status: CustomerStatus }) {
  return <span className={`${styles.badge} ${styles[status]}`}>{statusTitle(status)}</span>
}

export function InnValue({ inn, valid }: { inn: string; valid: boolean }) {
  if (!inn) return <>—</>
  const verdict = valid ? m.staff_customers_inn_valid() : m.staff_customers_inn_invalid()
  return (
    <span className={styles.inn}>
      {inn}{' '}
      <span className={valid ? styles.innValid : styles.innInvalid} title={verdict}>
        <span aria-hidden="true">{valid ? '✓' : '✗'}</span>
        <span className={styles.hidden}>{verdict}</span>
      </span>
    </span>
  )
}
