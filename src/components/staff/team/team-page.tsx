// /staff/team/: the back office's staff, their roles and state, an invitation form.
import type { TablePage } from '../../../../contract/staff/table'
import type { TeamMember } from '../../../../contract/staff/team'
import { m } from '../../../../messages/compiled/messages.js'
import { FilterBar } from '../audit/filter-bar'
import { staffDateTime } from '../audit/staff-dates'
import { StaffPage } from '../shell/staff-page'
import { StaffTable, type StaffColumn } from '../table/staff-table'
import { TablePager } from '../table/table-pager'
import { InviteForm } from './invite-form'
import { MemberActive, MemberRole } from './member-actions'
import styles from './team.module.css'

type TeamPageProps = {
  page: TablePage<TeamMember>
  search: Record<string, string>
  sort: string
  /** The signed-in admin: their own row says so. */
  selfId: number
  onSearch: (patch: Record<string, string | number | undefined>) => void
}

const stateOf = (member: TeamMember) =>
  member.invited
    ? m.staff_team_state_invited()
    : member.is_active
      ? m.staff_team_state_active()
      : m.staff_team_state_inactive()

export function TeamPage({ page, search, sort, selfId, onSearch }: TeamPageProps) {
  const columns: StaffColumn<TeamMember>[] = [
    {
      id: 'email',
      header: m.staff_team_col_member(),
      sort: 'email',
      cell: (member) => (
        <>
          <span className={styles.name}>{member.full_name}</span>
          <span className={styles.muted}>
            {member.email}
            {member.id === selfId ? ` · ${m.staff_team_you()}` : ''}
          </span>
        </>
      ),
    },
    {
      id: 'role',
      header: m.staff_team_role(),
      sort: 'role',
      cell: (member) => <MemberRole key={member.role} member={member} />,
    },
    {
      id: 'state',
      header: m.staff_team_col_state(),
      cell: (member) => (
        <>
          <span className={member.is_active ? styles.active : styles.inactive}>{stateOf(member)}</span>
          <span className={styles.muted}>{m.staff_team_since({ date: staffDateTime(member.created) })}</span>
        </>
      ),
    },
    {
      id: 'last',
      header: m.staff_team_col_last_sign_in(),
      cell: (member) => staffDateTime(member.last_sign_in) || '—',
    },
    {
      id: 'actions',
      header: m.staff_team_col_actions(),
      cell: (member) => <MemberActive key={String(member.is_active)} member={member} />,
    },
  ]
  return (
    <StaffPage title={m.staff_area_team()}>
      <InviteForm />
      <FilterBar
        key={search.search ?? ''}
        label={m.staff_team_filters()}
        values={search}
        onApply={(values) => onSearch({ search: values.search ?? '' })}
        fields={[{ name: 'search', label: m.staff_team_search(), type: 'search', width: 'wide' }]}
      />
      <StaffTable
        caption={m.staff_area_team()}
        columns={columns}
        rows={page.results}
        rowKey={(member) => member.id}
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
