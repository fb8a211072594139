// /staff/audit/: who did what and when, filtered by actor, action, entity and days; each entry opens its diff.
import type { AuditRow } from '../../../../contract/staff/audit'
import type { TablePage } from '../../../../contract/staff/table'
import { m } from '../../../../messages/compiled/messages.js'
import { AppLink } from '../../ui/app-link'
import { StaffPage } from '../shell/staff-page'
import { StaffTable, type StaffColumn } from '../table/staff-table'
import { TablePager } from '../table/table-pager'
import { FilterBar } from './filter-bar'
import { staffDateTime } from './staff-dates'
import styles from './audit.module.css'

type AuditLogPageProps = {
  page: TablePage<AuditRow>
  search: Record<string, string>
  sort: string
  onSearch: (patch: Record<string, string | number | undefined>) => void
}

export const auditEntity = (row: Pick<AuditRow, 'entity_type' | 'entity_id'>) =>
  [row.entity_type, row.entity_id].filter(Boolean).join(' #')

export function AuditLogPage({ page, search, sort, onSearch }: AuditLogPageProps) {
  const columns: StaffColumn<AuditRow>[] = [
    {
      id: 'at',
      header: m.staff_audit_col_at(),
      sort: 'at',
      cell: (row) => (
        <AppLink to={`/staff/audit/${row.id}/`} className={styles.nowrap}>
          {staffDateTime(row.at)}
        </AppLink>
      ),
    },
    { id: 'actor', header: m.staff_audit_col_actor(), cell: (row) => row.actor },
    { id: 'action', header: m.staff_audit_col_action(), cell: (row) => <code>{row.action}</code> },
    { id: 'entity', header: m.staff_audit_col_entity(), cell: (row) => auditEntity(row) },
    {
      id: 'summary',
      header: m.staff_audit_col_summary(),
      cell: (row) => <span className={styles.summary}>{row.summary}</span>,
    },
  ]
  const filters = ['actor', 'action', 'entity_type', 'entity_id', 'from', 'to']
  return (
    <StaffPage title={m.staff_area_audit()}>
      <FilterBar
        key={filters.map((name) => search[name] ?? '').join('|')}
        label={m.staff_audit_filters()}
        values={search}
        onApply={(values) => onSearch(Object.fromEntries(filters.map((name) => [name, values[name] ?? ''])))}
        fields={[
          { name: 'actor', label: m.staff_audit_filter_actor(), type: 'search' },
          { name: 'action', label: m.staff_audit_filter_action(), type: 'search' },
          { name: 'entity_type', label: m.staff_audit_filter_entity_type() },
          { name: 'entity_id', label: m.staff_audit_filter_entity_id(), width: 'narrow' },
          { name: 'from', label: m.staff_audit_filter_from(), type: 'date' },
          { name: 'to', label: m.staff_audit_filter_to(), type: 'date' },
        ]}
      />
      <StaffTable
        caption={m.staff_area_audit()}
        columns={columns}
        rows={page.results}
        rowKey={(row) => row.id}
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
