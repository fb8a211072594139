// /staff/orders/: the filters bar, the orders table (sorted and paged on the server) and the CSV of the same filter.
import { Link } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { formatDate } from '../../../../contract/format/date'
import { formatPrice } from '../../../../contract/format/price'
import { ORDER_STATUSES } from '../../../../contract/orders'
import type { StaffOrderRow, StaffOrdersPage } from '../../../../contract/staff/orders'
import { DEFAULT_STAFF_PAGE_SIZE } from '../../../../contract/staff/table'
import { staffOrdersCsvUrl, type StaffOrdersSearch } from '../../../api/staff/orders'
import { m } from '../../../../messages/compiled/messages.js'
import { getLocale } from '../../../../messages/compiled/runtime.js'
import { buttonClass } from '../../ui/button'
import { StaffPage } from '../shell/staff-page'
import { StaffTable, type StaffColumn } from '../table/staff-table'
import { TablePager } from '../table/table-pager'
import { orderStatusText } from '../../../lib/order-status-text'
import { exportLabel } from './order-labels'
import { OrdersFilters } from './orders-filters'
import styles from './orders-list.module.css'

type Props = { page: StaffOrdersPage; search: StaffOrdersSearch; onSearch: (search: StaffOrdersSearch) => void }

export function StaffOrdersList({ page, search, onSearch }: Props) {
  const locale = getLocale()
  const columns: StaffColumn<StaffOrderRow>[] = [
    {
      id: 'number',
      sort: 'number',
      header: m.staff_orders_number(),
      cell: (row) => (
        <Link to="/staff/orders/$id/" params={{ id: String(row.id) }} className={styles.number}>
          {row.number}
        </Link>
      ),
    },
    { id: 'date', sort: 'date', header: m.staff_orders_date(), cell: (row) => formatDate(row.date, locale) },
    {
      id: 'customer',
      sort: 'customer',
      header: m.staff_orders_customer(),
      cell: (row) => (
        <>
          <span className={styles.strong}>{row.customer.organization}</span>
          <span className={styles.muted}>{row.customer.email}</span>
          {row.customer.inn ? (
            <span className={styles.muted}>
              {m.staff_orders_inn()} {row.customer.inn}
            </span>
          ) : null}
        </>
      ),
    },
    { id: 'status', sort: 'status', header: m.staff_orders_status(), cell: orderStatusText },
    { id: 'manager', header: m.staff_orders_manager(), cell: (row) => row.manager ?? m.staff_orders_not_set() },
    { id: 'total', sort: 'total', header: m.staff_orders_total(), align: 'end', cell: (row) => formatPrice(row.total) },
    { id: 'export', header: m.staff_orders_export(), cell: (row) => exportLabel(row.export_state) },
  ]
  const change = (next: StaffOrdersSearch) => onSearch({ ...search, ...next })
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const value = (key: string) => String(form.get(key) ?? '').trim() || undefined
    onSearch({
      sort: search.sort,
      page_size: search.page_size,
      status: value('status') as StaffOrdersSearch['status'],
      from: value('from'),
      to: value('to'),
      q: value('q'),
      manager: value('manager'),
      exported: value('exported') as StaffOrdersSearch['exported'],
    })
  }
  return (
    <StaffPage
      title={m.staff_orders_title()}
      actions={
        <a className={buttonClass('secondary', 'sm')} href={staffOrdersCsvUrl(search, locale)} download>
          {m.staff_orders_csv()}
        </a>
      }
    >
      <OrdersFilters
        key={JSON.stringify(search)}
        search={search}
        statuses={ORDER_STATUSES}
        managers={page.managers}
        onSubmit={filter}
        onReset={() => onSearch({})}
      />
      <StaffTable
        caption={m.staff_orders_caption({ total: page.total })}
        columns={columns}
        rows={page.results}
        rowKey={(row) => row.id}
        sort={search.sort ?? '-date'}
        onSort={(sort) => change({ sort, page: undefined })}
      />
      <TablePager
        page={page.page}
        pages={page.pages}
        pageSize={search.page_size ?? DEFAULT_STAFF_PAGE_SIZE}
        total={page.total}
        onPage={(next) => change({ page: next === 1 ? undefined : next })}
        onPageSize={(size) => change({ page_size: size, page: undefined })}
      />
    </StaffPage>
  )
}
