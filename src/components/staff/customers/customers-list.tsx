// The customers table: status chips (pending registrations first in line), a manager filter and a search over
// INN, organization, e-mail and phone; sorted and paged by the server, its state in the address.
import { useState } from 'react'
import type { CustomerRow, CustomersPage, CustomerStatus, ManagerOption } from '../../../../contract/staff/customers'
import { formatDate } from '../../../../contract/format/date'
import { m } from '../../../../messages/compiled/messages.js'
import { getLocale } from '../../../../messages/compiled/runtime.js'
import { AppLink } from '../../ui/app-link'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import { StaffPage } from '../shell/staff-page'
import { StaffTable, type StaffColumn } from '../table/staff-table'
import { TablePager } from '../table/table-pager'
import { InnValue, StatusBadge } from './customer-status'
import styles from './customers.module.css'

export type CustomersSearch = {
  status?: CustomerStatus
  manager?: string
  q?: string
  sort?: string
  page?: number
  page_size?: 25 | 50 | 100
}

type CustomersListProps = {
  page: CustomersPage
  managers: ManagerOption[]
  search: CustomersSearch
  onSearch: (next: Partial<CustomersSearch>) => void
}

const CHIPS: { status: CustomerStatus | undefined; title: () => string }[] = [
  { status: undefined, title: m.staff_customers_status_all },
  { status: 'pending', title: m.staff_customers_status_pending },
  { status: 'active', title: m.staff_customers_status_active },
  { status: 'deactivated', title: m.staff_customers_status_deactivated },
]

export const customerPath = (id: number) => `/staff/customers/${id}/`

function columns(): StaffColumn<CustomerRow>[] {
  const locale = getLocale()
  return [
    {
      id: 'organization',
      sort: 'organization',
      header: m.staff_customers_col_organization(),
      cell: (row) => (
        <>
          <AppLink to={customerPath(row.id)} className={styles.name}>
            {row.organization_name || row.email}
          </AppLink>
          <div className={styles.muted}>{row.full_name}</div>
        </>
      ),
    },
    {
      id: 'inn',
      header: m.staff_customers_col_inn(),
      cell: (row) => <InnValue inn={row.organization_inn} valid={row.inn_valid} />,
    },
    {
      id: 'email',
      sort: 'email',
      header: m.staff_customers_col_contacts(),
      cell: (row) => (
        <>
          <div className={styles.email}>{row.email}</div>
          <div className={styles.nowrap}>{row.phone || '—'}</div>
        </>
      ),
    },
    { id: 'status', header: m.staff_customers_col_status(), cell: (row) => <StatusBadge status={row.status} /> },
    { id: 'manager', header: m.staff_customers_col_manager(), cell: (row) => row.manager?.name ?? '—' },
    {
      id: 'created',
      sort: 'created',
      header: m.staff_customers_col_created(),
      cell: (row) => formatDate(row.created_at, locale),
    },
  ]
}

export function CustomersList({ page, managers, search, onSearch }: CustomersListProps) {
  const [query, setQuery] = useState(search.q ?? '')
  return (
    <StaffPage title={m.staff_customers_title()}>
      <div className={styles.filters}>
        <div className={styles.chips} role="group" aria-label={m.staff_customers_status()}>
          {CHIPS.map((chip) => (
            <Button
              key={chip.status ?? 'all'}
              size="sm"
              variant={search.status === chip.status ? 'primary' : 'secondary'}
              aria-pressed={search.status === chip.status}
              // Pending registrations wait in line: the oldest first.
              onClick={() => onSearch({ status: chip.status, sort: chip.status === 'pending' ? 'created' : undefined })}
            >
              {chip.title()}
            </Button>
          ))}
        </div>
        <label className={styles.select}>
          <span>{m.staff_customers_manager_filter()}</span>
          <select
            value={search.manager ?? ''}
            onChange={(event) => onSearch({ manager: event.currentTarget.value || undefined })}
          >
            <option value="">{m.staff_customers_manager_any()}</option>
            <option value="none">{m.staff_customers_manager_none()}</option>
            {managers.map((manager) => (
              <option key={manager.id} value={manager.id}>
                {manager.name}
              </option>
            ))}
          </select>
        </label>
        <form
          role="search"
          className={styles.search}
          onSubmit={(event) => {
            event.preventDefault()
            onSearch({ q: query.trim() || undefined })
          }}
        >
          <TextField
            type="search"
            label={m.staff_customers_search()}
            value={query}
            maxLength={100}
            onValueChange={setQuery}
          />
          <Button type="submit" variant="secondary">
            {m.staff_customers_search_button()}
          </Button>
        </form>
      </div>
      <StaffTable
        caption={m.staff_customers_title()}
        columns={columns()}
        rows={page.results}
        rowKey={(row) => row.id}
        sort={search.sort ?? '-created'}
        onSort={(sort) => onSearch({ sort })}
        empty={m.staff_customers_empty()}
      />
      <TablePager
        page={page.page}
        pages={page.pages}
        pageSize={page.page_size}
        total={page.total}
        onPage={(next) => onSearch({ page: next > 1 ? next : undefined })}
        onPageSize={(size) => onSearch({ page_size: size as CustomersSearch['page_size'] })}
      />
    </StaffPage>
  )
}
