// /staff/inbox/wait-list/: products people wait for, with how many, how many still wait, and who.
import type { WaitListProduct } from '../../../../contract/staff/inbox'
import type { TablePage } from '../../../../contract/staff/table'
import { m } from '../../../../messages/compiled/messages.js'
import { FilterBar } from '../audit/filter-bar'
import { staffDateTime } from '../audit/staff-dates'
import { StaffPage } from '../shell/staff-page'
import { StaffTable, type StaffColumn } from '../table/staff-table'
import { TablePager } from '../table/table-pager'
import { InboxTabs } from './inbox-tabs'
import styles from './inbox.module.css'

type WaitListPageProps = {
  page: TablePage<WaitListProduct>
  search: Record<string, string>
  sort: string
  onSearch: (patch: Record<string, string | number | undefined>) => void
}

export function WaitListPage({ page, search, sort, onSearch }: WaitListPageProps) {
  const columns: StaffColumn<WaitListProduct>[] = [
    {
      id: 'title',
      header: m.staff_inbox_product(),
      sort: 'title',
      cell: (product) => (
        <>
          <span className={styles.strong}>{product.title}</span>
          <span className={styles.muted}>{product.sku}</span>
        </>
      ),
    },
    {
      id: 'subscribers',
      header: m.staff_inbox_subscribers(),
      sort: 'subscribers',
      align: 'end',
      cell: (p) => p.subscribers,
    },
    { id: 'waiting', header: m.staff_inbox_still_waiting(), align: 'end', cell: (p) => p.waiting },
    {
      id: 'emails',
      header: m.staff_inbox_who(),
      cell: (product) => (
        <ul className={styles.people}>
          {product.emails.map((person) => (
            <li key={person.email}>
              <a href={`mailto:${person.email}`}>{person.email}</a>
              <span className={styles.muted}>
                {person.account ? m.staff_inbox_account() : m.staff_inbox_guest()} ·{' '}
                {person.notified_at
                  ? m.staff_inbox_notified({ at: staffDateTime(person.notified_at) })
                  : m.staff_inbox_not_notified()}
              </span>
            </li>
          ))}
        </ul>
      ),
    },
  ]
  return (
    <StaffPage title={m.staff_area_inbox()}>
      <InboxTabs current="wait-list" />
      <FilterBar
        key={`${search.notified}|${search.search}`}
        label={m.staff_inbox_filters()}
        values={search}
        onApply={(values) => onSearch({ notified: values.notified, search: values.search })}
        fields={[
          {
            name: 'notified',
            label: m.staff_inbox_col_state(),
            choices: [
              { value: '', label: m.staff_inbox_all() },
              { value: 'no', label: m.staff_inbox_not_notified() },
              { value: 'yes', label: m.staff_inbox_notified_short() },
            ],
          },
          { name: 'search', label: m.staff_inbox_search_wait(), type: 'search', width: 'wide' },
        ]}
      />
      <StaffTable
        caption={m.staff_inbox_tab_wait_list()}
        columns={columns}
        rows={page.results}
        rowKey={(product) => product.product_id}
        sort={sort}
        onSort={(next) => onSearch({ sort: next })}
      />
      <TablePager
        page={page.page}
        pages={page.pages}
        pageSize={page.page_size}
        total={page.total}
        onPage={(next) => onSearch({ page: next })}
        onPageSize={(size) => onSearch({ page_size: size })}
      />
    </StaffPage>
  )
}
