// /staff/inbox/: feedback and vacancy responses, newest first, filtered by kind, state and text.
import { formatPhone } from '../../../../contract/format/phone'
import type { InboxMessage } from '../../../../contract/staff/inbox'
import type { TablePage } from '../../../../contract/staff/table'
import { m } from '../../../../messages/compiled/messages.js'
import { getLocale } from '../../../../messages/compiled/runtime.js'
import { AppLink } from '../../ui/app-link'
import { FilterBar } from '../audit/filter-bar'
import { staffDateTime } from '../audit/staff-dates'
import { StaffPage } from '../shell/staff-page'
import { StaffTable, type StaffColumn } from '../table/staff-table'
import { TablePager } from '../table/table-pager'
import { HandledButton } from './handled-button'
import { InboxTabs } from './inbox-tabs'
import styles from './inbox.module.css'

type MessagesPageProps = {
  page: TablePage<InboxMessage>
  search: Record<string, string>
  sort: string
  onSearch: (patch: Record<string, string | number | undefined>) => void
}

export const kindTitle = (message: InboxMessage) =>
  message.kind === 'vacancy' ? m.staff_inbox_kind_vacancy() : m.staff_inbox_kind_feedback()

export function MessagesPage({ page, search, sort, onSearch }: MessagesPageProps) {
  const columns: StaffColumn<InboxMessage>[] = [
    {
      id: 'created',
      header: m.staff_inbox_col_received(),
      sort: 'created',
      cell: (message) => (
        <AppLink to={`/staff/inbox/messages/${message.id}/`} className={styles.nowrap}>
          {staffDateTime(message.created)}
        </AppLink>
      ),
    },
    {
      id: 'kind',
      header: m.staff_inbox_col_kind(),
      cell: (message) => (
        <>
          {kindTitle(message)}
          {message.vacancy ? <span className={styles.muted}>{message.vacancy}</span> : null}
        </>
      ),
    },
    {
      id: 'from',
      header: m.staff_inbox_col_from(),
      cell: (message) => (
        <>
          <span className={styles.strong}>{message.full_name}</span>
          <span className={styles.contact}>{message.email || formatPhone(message.phone, getLocale())}</span>
        </>
      ),
    },
    {
      id: 'text',
      header: m.staff_inbox_col_text(),
      cell: (message) => <span className={styles.clip}>{message.text}</span>,
    },
    {
      id: 'state',
      header: m.staff_inbox_col_state(),
      cell: (message) => (
        <span className={styles.cell}>
          {message.handled_at ? (
            <span className={styles.handled}>
              {m.staff_inbox_state_handled()}
              <span className={styles.muted}>{message.handled_by}</span>
            </span>
          ) : (
            <span className={styles.waiting}>{m.staff_inbox_state_waiting()}</span>
          )}
          <HandledButton key={message.handled_at} message={message} />
        </span>
      ),
    },
  ]
  return (
    <StaffPage title={m.staff_area_inbox()}>
      <InboxTabs current="messages" />
      <FilterBar
        key={`${search.kind}|${search.handled}|${search.search}`}
        label={m.staff_inbox_filters()}
        values={search}
        onApply={(values) => onSearch({ kind: values.kind, handled: values.handled, search: values.search })}
        fields={[
          {
            name: 'kind',
            label: m.staff_inbox_col_kind(),
            choices: [
              { value: '', label: m.staff_inbox_all() },
              { value: 'feedback', label: m.staff_inbox_kind_feedback() },
              { value: 'vacancy', label: m.staff_inbox_kind_vacancy() },
            ],
          },
          {
            name: 'handled',
            label: m.staff_inbox_col_state(),
            choices: [
              { value: '', label: m.staff_inbox_all() },
              { value: 'no', label: m.staff_inbox_state_waiting() },
              { value: 'yes', label: m.staff_inbox_state_handled() },
            ],
          },
          { name: 'search', label: m.staff_inbox_search(), type: 'search', width: 'wide' },
        ]}
      />
      <StaffTable
        caption={m.staff_inbox_tab_messages()}
        columns={columns}
        rows={page.results}
        rowKey={(message) => message.id}
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
