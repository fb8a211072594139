// The publications of one section (news or sales) as a table: filters by category, state and a search text,
// sorted and paged on the server; each row links to its form, its preview and, when live, its page.
import { useState } from 'react'
import {
  PUBLICATION_STATES,
  type PublicationState,
  type StaffPublicationCategory,
  type StaffPublicationRow,
} from '../../../../../contract/staff/content/publications'
import type { TablePage } from '../../../../../contract/staff/table'
import { formatDate } from '../../../../../contract/format/date'
import { m } from '../../../../../messages/compiled/messages.js'
import { getLocale, localizeHref } from '../../../../../messages/compiled/runtime.js'
import { AppLink } from '../../../ui/app-link'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/text-field'
import { StaffTable, type StaffColumn } from '../../table/staff-table'
import { TablePager } from '../../table/table-pager'
import styles from './content-form.module.css'
import { inLocale, SelectField, Swatch } from './form-parts'

export type PublicationFilters = {
  page: number
  page_size: number
  sort: string
  category?: number
  state?: PublicationState
  search?: string
}

export const stateTitle = (state: PublicationState) =>
  ({
    published: m.staff_content_state_published,
    scheduled: m.staff_content_state_scheduled,
    draft: m.staff_content_state_draft,
  })[state]()

export const StateBadge = ({ state }: { state: PublicationState }) => (
  <span className={`${styles.state} ${styles[state]}`}>{stateTitle(state)}</span>
)

type PublicationTableProps = {
  caption: string
  page: TablePage<StaffPublicationRow>
  categories: StaffPublicationCategory[]
  filters: PublicationFilters
  onFilters: (change: Partial<PublicationFilters>) => void
  busy?: boolean
}

export function PublicationTable({ caption, page, categories, filters, onFilters, busy }: PublicationTableProps) {
  const [search, setSearch] = useState(filters.search ?? '')
  const locale = getLocale()
  const columns: StaffColumn<StaffPublicationRow>[] = [
    {
      id: 'title',
      header: m.staff_content_field_title(),
      sort: 'title',
      cell: (row) => <AppLink to={`/staff/content/publications/${row.id}/`}>{row.title || `#${row.id}`}</AppLink>,
    },
    {
      id: 'date',
      header: m.staff_content_field_publication_date(),
      sort: 'publication_date',
      cell: (row) => (
        <>
          {formatDate(row.publication_date, locale)}
          {row.ends_on ? <span className={styles.muted}> – {formatDate(row.ends_on, locale)}</span> : null}
        </>
      ),
    },
    {
      id: 'category',
      header: m.staff_content_field_category(),
      cell: (row) =>
        row.category ? (
          <>
            <Swatch color={row.category.color} /> {row.category.title}
          </>
        ) : (
          '—'
        ),
    },
    { id: 'state', header: m.staff_content_col_state(), cell: (row) => <StateBadge state={row.state} /> },
    {
      id: 'actions',
      header: m.staff_content_col_actions(),
      align: 'end',
      cell: (row) => (
        <span className={styles.rowActions}>
          <AppLink to={`/staff/content/publications/${row.id}/preview/`}>{m.staff_content_preview()}</AppLink>
          {row.state === 'published' ? (
            <a href={localizeHref(row.url)} target="_blank" rel="noreferrer">
              {m.staff_content_open()}
            </a>
          ) : null}
        </span>
      ),
    },
  ]
  return (
    <>
      <form
        className={styles.filters}
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          onFilters({ search: search.trim() || undefined, page: 1 })
        }}
      >
        <TextField label={m.staff_content_filter_search()} type="search" value={search} onValueChange={setSearch} />
        <SelectField
          label={m.staff_content_field_category()}
          value={filters.category === undefined ? '' : String(filters.category)}
          options={[
            { value: '', label: m.staff_content_filter_all() },
            ...categories.map((c) => ({ value: String(c.id), label: inLocale(c.title) })),
          ]}
          onValueChange={(value) => onFilters({ category: value === '' ? undefined : Number(value), page: 1 })}
        />
        <SelectField
          label={m.staff_content_col_state()}
          value={filters.state ?? ''}
          options={[
            { value: '', label: m.staff_content_filter_all() },
            ...PUBLICATION_STATES.map((state) => ({ value: state, label: stateTitle(state) })),
          ]}
          onValueChange={(value) =>
            onFilters({ state: value === '' ? undefined : (value as PublicationState), page: 1 })
          }
        />
        <Button type="submit" variant="secondary">
          {m.staff_content_filter_apply()}
        </Button>
      </form>
      <StaffTable
        caption={caption}
        columns={columns}
        rows={page.results}
        rowKey={(row) => row.id}
        sort={filters.sort}
        onSort={(sort) => onFilters({ sort, page: 1 })}
        busy={busy}
      />
      <TablePager
        page={page.page}
        pages={page.pages}
        pageSize={page.page_size}
        total={page.total}
        onPage={(value) => onFilters({ page: value })}
        onPageSize={(value) => onFilters({ page_size: value, page: 1 })}
      />
    </>
  )
}
