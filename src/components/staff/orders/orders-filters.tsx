// The orders list's filters: status, placed from/to, customer search, manager, exported to 1C. Read on submit
// from the form itself; the list's URL is the only state.
import type { FormEvent } from 'react'
import type { OrderStatus } from '../../../../contract/orders'
import type { StaffOrdersSearch } from '../../../api/staff/orders'
import { m } from '../../../../messages/compiled/messages.js'
import { Button } from '../../ui/button'
import { statusText } from '../../../lib/order-status-text'
import styles from './orders-list.module.css'

type Props = {
  search: StaffOrdersSearch
  statuses: readonly OrderStatus[]
  managers: { id: number; name: string }[]
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onReset: () => void
}

export function OrdersFilters({ search, statuses, managers, onSubmit, onReset }: Props) {
  return (
    <form className={styles.filters} role="search" aria-label={m.staff_orders_filters()} onSubmit={onSubmit}>
      <label className={`${styles.field} ${styles.wide}`}>
        <span>{m.staff_orders_search()}</span>
        <input type="search" name="q" defaultValue={search.q ?? ''} maxLength={100} />
      </label>
      <label className={styles.field}>
        <span>{m.staff_orders_status()}</span>
        <select name="status" defaultValue={search.status ?? ''}>
          <option value="">{m.staff_orders_any()}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusText(status)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{m.staff_orders_from()}</span>
        <input type="date" name="from" defaultValue={search.from ?? ''} />
      </label>
      <label className={styles.field}>
        <span>{m.staff_orders_to()}</span>
        <input type="date" name="to" defaultValue={search.to ?? ''} />
      </label>
      {managers.length > 1 ? (
        <label className={styles.field}>
          <span>{m.staff_orders_manager()}</span>
          <select name="manager" defaultValue={search.manager ?? ''}>
            <option value="">{m.staff_orders_any_manager()}</option>
            {managers.map((manager) => (
              <option key={manager.id} value={String(manager.id)}>
                {manager.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className={styles.field}>
        <span>{m.staff_orders_export()}</span>
        <select name="exported" defaultValue={search.exported ?? ''}>
          <option value="">{m.staff_orders_any()}</option>
          <option value="yes">{m.staff_orders_exported_yes()}</option>
          <option value="no">{m.staff_orders_exported_no()}</option>
        </select>
      </label>
      <div className={styles.buttons}>
        <Button type="submit" size="sm">
          {m.staff_orders_apply()}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onReset}>
          {m.staff_orders_reset()}
        </Button>
      </div>
    </form>
  )
}
