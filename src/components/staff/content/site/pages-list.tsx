// /staff/content/pages/: the site's pages, system and flat, sorted, searched and paged on the server; each row
// opens its form and its place on the storefront.
import { useState } from 'react'
import { formatDate } from '../../../../../contract/format/date'
import type { StaffPageRow } from '../../../../../contract/staff/site-content'
import type { TablePage } from '../../../../../contract/staff/table'
import { m } from '../../../../../messages/compiled/messages.js'
import { getLocale } from '../../../../../messages/compiled/runtime.js'
import { AppLink } from '../../../ui/app-link'
import { Button, buttonClass } from '../../../ui/button'
import { TextField } from '../../../ui/text-field'
import { StaffPage } from '../../shell/staff-page'
import { StaffTable, type StaffColumn } from '../../table/staff-table'
import { TablePager } from '../../table/table-pager'
import type { ContentListSearch } from './list-search'
import styles from './site.module.css'

type PagesListProps = {
  data: TablePage<StaffPageRow>
  search: ContentListSearch
  onSearch: (search: ContentListSearch) => void
  busy?: boolean
}

export const PUBLISHED_BADGE = (published: boolean) => (
  <span className={[styles.badge, published ? styles.on : ''].join(' ')}>
    {published ? m.staff_site_published() : m.staff_site_hidden()}
  </span>
)

export function PagesList({ data, search, onSearch, busy }: PagesListProps) {
  const [text, setText] = useState(search.q ?? '')
  const locale = getLocale()
  const columns: StaffColumn<StaffPageRow>[] = [
    {
      id: 'title',
      header: m.staff_site_col_title(),
      sort: 'title',
      cell: (row) => (
        <AppLink to={`/staff/content/pages/${row.id}/`}>
          {row.title[locale === 'en' ? 'en' : 'ru'] || row.title.ru}
        </AppLink>
      ),
    },
    {
      id: 'slug',
      header: m.staff_site_col_slug(),
      sort: 'slug',
      cell: (row) =>
        row.path && row.is_published ? (
          <a href={row.path} target="_blank" rel="noreferrer" className={styles.code} title={m.staff_site_open()}>
            {row.path}
          </a>
        ) : (
          <span className={styles.code}>{row.path ?? row.slug}</span>
        ),
    },
    {
      id: 'kind',
      header: m.staff_site_col_kind(),
      cell: (row) => (row.kind === 'system' ? m.staff_site_kind_system() : m.staff_site_kind_flat()),
    },
    { id: 'status', header: m.staff_site_col_status(), cell: (row) => PUBLISHED_BADGE(row.is_published) },
    {
      id: 'updated',
      header: m.staff_site_col_updated(),
      sort: 'updated',
      cell: (row) => formatDate(row.updated, locale),
    },
    {
      id: 'actions',
      header: m.staff_site_col_actions(),
      cell: (row) => (
        <AppLink to={`/staff/content/pages/${row.id}/`} className={buttonClass('secondary', 'sm')}>
          {m.staff_site_edit()}
        </AppLink>
      ),
    },
  ]
  return (
    <StaffPage
      title={m.staff_site_pages_title()}
      actions={
        <AppLink to="/staff/content/pages/new/" className={buttonClass('primary', 'md')}>
          {m.staff_site_new_page()}
        </AppLink>
      }
    >
      <form
        className={styles.filters}
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          onSearch({ ...search, q: text.trim() || undefined, page: undefined })
        }}
      >
        <TextField label={m.staff_site_search()} type="search" value={text} onValueChange={setText} />
        <label className={styles.select}>
          {m.staff_site_col_kind()}
          <select
            value={search.kind ?? ''}
            onChange={(event) => onSearch({ ...search, kind: event.currentTarget.value || undefined, page: undefined })}
          >
            <option value="">{m.staff_site_filter_all()}</option>
            <option value="system">{m.staff_site_kind_system()}</option>
            <option value="flat">{m.staff_site_kind_flat()}</option>
          </select>
        </label>
        <Button type="submit" variant="secondary">
          {m.staff_site_search()}
        </Button>
      </form>
      <StaffTable
        caption={m.staff_site_pages_caption()}
        columns={columns}
        rows={data.results}
        rowKey={(row) => row.id}
        sort={search.sort ?? 'title'}
        onSort={(sort) => onSearch({ ...search, sort, page: undefined })}
        busy={busy}
      />
      <TablePager
        page={data.page}
        pages={data.pages}
        pageSize={data.page_size}
        total={data.total}
        onPage={(page) => onSearch({ ...search, page })}
        onPageSize={(page_size) => onSearch({ ...search, page_size, page: undefined })}
      />
    </StaffPage>
  )
}
