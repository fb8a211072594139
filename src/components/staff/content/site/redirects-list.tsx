// /staff/content/redirects/ (admins): the redirects of old paths, and one form that adds a redirect or changes the
// one picked in the table. A saved redirect answers on the storefront from the next request.
import { useState } from 'react'
import type { RedirectInput, StaffRedirect } from '../../../../../contract/staff/site-content'
import type { TablePage } from '../../../../../contract/staff/table'
import { m } from '../../../../../messages/compiled/messages.js'
import { createStaffRedirect, deleteStaffRedirect, updateStaffRedirect } from '../../../../api/staff/site-content'
import { useSubmission } from '../../../../state/use-submission'
import { Button } from '../../../ui/button'
import { FormAlert } from '../../../ui/form-alert'
import { TextField } from '../../../ui/text-field'
import { StaffPage } from '../../shell/staff-page'
import { StaffTable, type StaffColumn } from '../../table/staff-table'
import { TablePager } from '../../table/table-pager'
import type { ContentListSearch } from './list-search'
import styles from './site.module.css'

type RedirectsListProps = {
  data: TablePage<StaffRedirect>
  search: ContentListSearch
  onSearch: (search: ContentListSearch) => void
  onChanged: () => void
  busy?: boolean
}

type RedirectValues = { from_path: string; to_url: string; status: string }

const NEW: RedirectValues = { from_path: '', to_url: '', status: '301' }

type RedirectFormProps = {
  editing: StaffRedirect | null
  /** The last form saved a redirect: said until the next one is picked. */
  saved: boolean
  onDone: (saved: boolean) => void
}

function RedirectForm({ editing, saved, onDone }: RedirectFormProps) {
  const form = useSubmission<RedirectValues, RedirectInput, StaffRedirect>({
    values: editing ? { ...editing, status: String(editing.status) } : NEW,
    validate: (values) => ({ ok: true, output: { ...values, status: values.status === '302' ? 302 : 301 } }),
    send: (body, signal) =>
      editing ? updateStaffRedirect(editing.id, body, { signal }) : createStaffRedirect(body, { signal }),
    after: () => {
      onDone(true)
      return NEW
    },
  })
  return (
    <form className={styles.panel} {...form.formProps} aria-labelledby="redirect-form-title">
      <h2 id="redirect-form-title">
        {editing ? m.staff_site_redirect_edit({ from: editing.from_path }) : m.staff_site_redirect_new()}
      </h2>
      {form.message ? <FormAlert title={m.staff_site_failed()}>{form.message}</FormAlert> : null}
      <div className={styles.redirectFields}>
        <TextField label={m.staff_site_redirect_from()} required placeholder="/old-page/" {...form.bind('from_path')} />
        <TextField label={m.staff_site_redirect_to()} required placeholder="/catalog/" {...form.bind('to_url')} />
        <label className={styles.select}>
          {m.staff_site_redirect_status()}
          <select
            name="status"
            value={form.values.status}
            onChange={(event) => form.edit('status', event.currentTarget.value)}
          >
            <option value="301">{m.staff_site_redirect_301()}</option>
            <option value="302">{m.staff_site_redirect_302()}</option>
          </select>
        </label>
      </div>
      <div className={styles.formRow}>
        <Button type="submit" disabled={form.busy}>
          {editing ? m.staff_site_save() : m.staff_site_redirect_add()}
        </Button>
        {editing ? (
          <Button variant="ghost" onClick={() => onDone(false)}>
            {m.staff_site_cancel()}
          </Button>
        ) : null}
        {saved && form.status !== 'refused' && form.status !== 'invalid' ? (
          <span className={styles.saved} role="status">
            {m.staff_site_saved()}
          </span>
        ) : null}
      </div>
    </form>
  )
}

/** The delete button of a row: asks first, then deletes and has the list read again. */
function DeleteRedirect({ redirect, onDeleted }: { redirect: StaffRedirect; onDeleted: () => void }) {
  const remove = useSubmission<Record<string, never>, Record<string, never>, void>({
    values: {},
    send: (_, signal) => deleteStaffRedirect(redirect.id, { signal }),
    after: () => {
      onDeleted()
      return {}
    },
  })
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={remove.busy}
      title={remove.message ?? undefined}
      onClick={() => {
        if (window.confirm(m.staff_site_delete_redirect_confirm({ from: redirect.from_path }))) remove.submit()
      }}
    >
      {m.staff_site_delete()}
    </Button>
  )
}

export function RedirectsList({ data, search, onSearch, onChanged, busy }: RedirectsListProps) {
  const [text, setText] = useState(search.q ?? '')
  const [editing, setEditing] = useState<StaffRedirect | null>(null)
  const [formKey, setFormKey] = useState(0)
  const [saved, setSaved] = useState(false)
  const columns: StaffColumn<StaffRedirect>[] = [
    {
      id: 'from_path',
      header: m.staff_site_redirect_from(),
      sort: 'from_path',
      cell: (row) => <span className={styles.code}>{row.from_path}</span>,
    },
    {
      id: 'to_url',
      header: m.staff_site_redirect_to(),
      sort: 'to_url',
      cell: (row) => <span className={styles.code}>{row.to_url}</span>,
    },
    { id: 'status', header: m.staff_site_redirect_status(), cell: (row) => row.status },
    {
      id: 'actions',
      header: m.staff_site_col_actions(),
      cell: (row) => (
        <span className={styles.rowActions}>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setEditing(row)
              setSaved(false)
              setFormKey((key) => key + 1)
            }}
          >
            {m.staff_site_edit()}
          </Button>
          <DeleteRedirect redirect={row} onDeleted={onChanged} />
        </span>
      ),
    },
  ]
  return (
    <StaffPage title={m.staff_site_redirects_title()}>
      <RedirectForm
        key={formKey}
        editing={editing}
        saved={saved}
        onDone={(done) => {
          setEditing(null)
          setSaved(done)
          setFormKey((key) => key + 1)
          if (done) onChanged()
        }}
      />
      <form
        className={styles.filters}
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          onSearch({ ...search, q: text.trim() || undefined, page: undefined })
        }}
      >
        <TextField label={m.staff_site_search()} type="search" value={text} onValueChange={setText} />
        <Button type="submit" variant="secondary">
          {m.staff_site_search()}
        </Button>
      </form>
      <StaffTable
        caption={m.staff_site_redirects_caption()}
        columns={columns}
        rows={data.results}
        rowKey={(row) => row.id}
        sort={search.sort ?? 'from_path'}
        onSort={(sort) => onSearch({ ...search, sort, page: undefined })}
        empty={m.staff_site_redirects_none()}
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
