// One ordered collection of the site (FAQ, team, partners, vacancies, cities, shops): its list in the storefront's
// order with Up/Down buttons on every row, and one form, driven by the kind's field description, that adds an item
// or changes the one picked.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { CollectionItem, CollectionKind } from '../../../../../contract/staff/site-collections'
import type { Localized } from '../../../../../contract/staff/localized'
import { m } from '../../../../../messages/compiled/messages.js'
import { getLocale } from '../../../../../messages/compiled/runtime.js'
import {
  createCollectionItem,
  deleteCollectionItem,
  moveCollectionItem,
  updateCollectionItem,
} from '../../../../api/staff/site-content'
import { useLatest } from '../../../../lib/use-latest'
import { useSubmission } from '../../../../state/use-submission'
import { AppLink } from '../../../ui/app-link'
import { Button, buttonClass } from '../../../ui/button'
import { FormAlert } from '../../../ui/form-alert'
import { TextField } from '../../../ui/text-field'
import { ImageField } from '../../fields/image-field'
import { LocalizedTextField } from '../../fields/localized-text-field'
import { RichTextField } from '../../fields/rich-text-field'
import { StaffPage } from '../../shell/staff-page'
import { StaffTable, type StaffColumn } from '../../table/staff-table'
import { COLLECTION_SPECS, type FieldSpec } from './collection-fields'
import { localizedErrors } from './list-search'
import styles from './site.module.css'

type Values = Record<string, unknown>
type CityOption = { id: number; title: string }
/** An item of the list with its place in it. */
type Row = CollectionItem & { index: number; last: boolean }

const EMPTY: Localized = { ru: '', en: '' }

const INPUT_TYPES: Record<string, string> = { email: 'email', phone: 'tel', url: 'url', color: 'color' }

/** The form's value of a field: the item's, or the blank of its type. */
function initialValue(field: FieldSpec, item: CollectionItem | null): unknown {
  const value = item?.[field.name]
  switch (field.type) {
    case 'localized':
    case 'localized-long':
    case 'rich':
      return { ...EMPTY, ...(value as Localized | undefined) }
    case 'checkbox':
      return item ? Boolean(value) : field.name === 'is_published'
    case 'select':
      return String(value || field.options[0]!.value)
    case 'color':
      return String(value || '#1c5fc9')
    case 'number':
    case 'city':
      return value === null || value === undefined || value === '' ? '' : String(value)
    default:
      return String(value ?? '')
  }
}

/** The body the API takes: numbers as numbers, a number left empty as null. */
function bodyOf(fields: FieldSpec[], values: Values): Values {
  const body: Values = {}
  for (const field of fields) {
    const value = values[field.name]
    if (field.type === 'number' || field.type === 'city') {
      const text = String(value ?? '')
        .trim()
        .replace(',', '.')
      body[field.name] = text === '' ? null : Number.isNaN(Number(text)) ? text : Number(text)
    } else body[field.name] = value
  }
  return body
}

const fieldNames = (fields: FieldSpec[]) =>
  fields.flatMap((field) => [field.name, `${field.name}.ru`, `${field.name}.en`])

type ItemFormProps = {
  kind: CollectionKind
  item: CollectionItem | null
  cities: CityOption[]
  /** Fields every item of this list shares, not shown in the form (the menu of menu items). */
  fixed?: Values
  onDone: (saved: boolean) => void
}

function ItemForm({ kind, item, cities, fixed, onDone }: ItemFormProps) {
  const spec = COLLECTION_SPECS[kind]
  const locale = getLocale() === 'en' ? 'en' : 'ru'
  const form = useSubmission<Values, Values, CollectionItem>({
    values: Object.fromEntries(spec.fields.map((field) => [field.name, initialValue(field, item)])),
    fields: fieldNames(spec.fields),
    validate: (values) => ({ ok: true, output: { ...fixed, ...bodyOf(spec.fields, values) } }),
    send: (body, signal) =>
      item ? updateCollectionItem(kind, item.id, body, { signal }) : createCollectionItem(kind, body, { signal }),
    after: () => {
      onDone(true)
      return {}
    },
  })
  const control = (field: FieldSpec) => {
    const value = form.values[field.name]
    const errors = form.errors[field.name]
    const set = (next: unknown) => form.edit(field.name, next)
    switch (field.type) {
      case 'localized':
      case 'localized-long':
        return (
          <LocalizedTextField
            label={field.label()}
            value={value as Localized}
            onValueChange={set}
            errors={localizedErrors(form.errors, field.name)}
            multiline={field.type === 'localized-long'}
            required={field.required}
          />
        )
      case 'rich':
        return (
          <div className={styles.pair}>
            {(['ru', 'en'] as const).map((lang) => (
              <RichTextField
                key={lang}
                label={`${field.label()} (${lang.toUpperCase()})`}
                value={(value as Localized)[lang]}
                onValueChange={(html) => set({ ...(form.values[field.name] as Localized), [lang]: html })}
                errors={form.errors[`${field.name}.${lang}`]}
              />
            ))}
          </div>
        )
      case 'checkbox':
        return (
          <label className={styles.check}>
            <input type="checkbox" checked={Boolean(value)} onChange={(event) => set(event.currentTarget.checked)} />
            {field.label()}
          </label>
        )
      case 'image':
        return (
          <ImageField
            label={field.label()}
            purpose={field.purpose}
            value={String(value)}
            onValueChange={set}
            errors={errors}
          />
        )
      case 'select':
      case 'city': {
        const options =
          field.type === 'city'
            ? cities.map((city) => ({ value: String(city.id), label: city.title }))
            : field.options.map((option) => ({ value: option.value, label: option.label() }))
        return (
          <label className={styles.select}>
            {field.label()}
            <select
              name={field.name}
              value={String(value)}
              aria-invalid={errors ? true : undefined}
              onChange={(event) => set(event.currentTarget.value)}
            >
              {field.type === 'city' ? <option value="">{m.staff_site_pick()}</option> : null}
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {errors ? <span className={styles.error}>{errors.join(' ')}</span> : null}
          </label>
        )
      }
      default:
        return (
          <TextField
            label={field.label()}
            name={field.name}
            type={INPUT_TYPES[field.type] ?? 'text'}
            inputMode={field.type === 'number' ? 'decimal' : undefined}
            required={'required' in field ? field.required : undefined}
            value={String(value)}
            onValueChange={set}
            errors={errors}
          />
        )
    }
  }
  // The form opens above the list: it is brought into view and its first field takes the focus.
  const frame = useRef<HTMLDivElement>(null)
  useEffect(() => {
    frame.current?.scrollIntoView({ block: 'start' })
    frame.current?.querySelector<HTMLElement>('input, select, textarea, [contenteditable="true"]')?.focus()
  }, [])
  const title = item ? m.staff_site_item_edit({ title: spec.rowTitle(item, locale) }) : m.staff_site_item_new()
  return (
    <div ref={frame}>
      <form className={styles.panel} {...form.formProps} aria-labelledby="collection-form-title">
        <h2 id="collection-form-title">{title}</h2>
        {form.message ? <FormAlert title={m.staff_site_failed()}>{form.message}</FormAlert> : null}
        {spec.fields.map((field) => (
          <div key={field.name}>{control(field)}</div>
        ))}
        <div className={styles.formRow}>
          <Button type="submit" disabled={form.busy}>
            {item ? m.staff_site_save() : m.staff_site_new_item()}
          </Button>
          <Button variant="ghost" onClick={() => onDone(false)}>
            {m.staff_site_cancel()}
          </Button>
        </div>
      </form>
    </div>
  )
}

type RowActionsProps = {
  kind: CollectionKind
  item: CollectionItem
  title: string
  first: boolean
  last: boolean
  onEdit: () => void
  onChanged: () => void
}

/** Up, Down, Edit and Delete of one row; a move keeps the focus on its button as the row takes its new place. */
function RowActions({ kind, item, title, first, last, onEdit, onChanged }: RowActionsProps) {
  const move = useSubmission<Values, 'up' | 'down', CollectionItem[]>({
    values: { direction: 'up' },
    validate: (values) => ({ ok: true, output: values.direction as 'up' | 'down' }),
    send: (direction, signal) => moveCollectionItem(kind, item.id, direction, { signal }),
    after: () => {
      onChanged()
      return {}
    },
  })
  const remove = useSubmission<Values, Values, void>({
    values: {},
    send: (_, signal) => deleteCollectionItem(kind, item.id, { signal }),
    after: () => {
      onChanged()
      return {}
    },
  })
  // aria-disabled, not disabled: a button that becomes disabled under the focus (the item reached the top) would
  // drop the focus to the page, and a keyboard user would lose their place.
  const go = (direction: 'up' | 'down') => {
    if (move.busy || (direction === 'up' ? first : last)) return
    move.edit('direction', direction)
    // The edit lands before the submit: both are events of the same machine, in order.
    move.submit()
  }
  return (
    <span className={styles.rowActions} title={move.message ?? remove.message ?? undefined}>
      <Button
        size="sm"
        variant="secondary"
        aria-disabled={first || undefined}
        className={first ? styles.inactive : undefined}
        aria-label={m.staff_site_move_up_label({ title })}
        onClick={() => go('up')}
      >
        ↑ {m.staff_site_move_up()}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-disabled={last || undefined}
        className={last ? styles.inactive : undefined}
        aria-label={m.staff_site_move_down_label({ title })}
        onClick={() => go('down')}
      >
        ↓ {m.staff_site_move_down()}
      </Button>
      <Button size="sm" variant="secondary" onClick={onEdit}>
        {m.staff_site_edit()}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={remove.busy}
        onClick={() => {
          if (window.confirm(m.staff_site_delete_item_confirm({ title }))) remove.submit()
        }}
      >
        {m.staff_site_delete()}
      </Button>
    </span>
  )
}

type CollectionEditorProps = {
  kind: CollectionKind
  items: CollectionItem[]
  cities: CityOption[]
  fixed?: Values
  /** Above the list: a picker of the group shown (the menu). */
  picker?: ReactNode
  onChanged: () => void
}

export function CollectionEditor({ kind, items, cities, fixed, picker, onChanged }: CollectionEditorProps) {
  const spec = COLLECTION_SPECS[kind]
  const locale = getLocale() === 'en' ? 'en' : 'ru'
  const [editing, setEditing] = useState<CollectionItem | 'new' | null>(null)
  const [formKey, setFormKey] = useState(0)
  const [saved, setSaved] = useState(false)
  const open = useCallback((next: CollectionItem | 'new' | null) => {
    setEditing(next)
    setSaved(false)
    setFormKey((key) => key + 1)
  }, [])
  const changed = useLatest(onChanged)
  // Each row knows its place; the columns never change, so the table keeps every row's buttons mounted as the
  // rows move, and a moved row's button keeps the focus.
  const rows: Row[] = useMemo(
    () => items.map((item, index) => ({ ...item, index, last: index === items.length - 1 })),
    [items],
  )
  const columns = useMemo<StaffColumn<Row>[]>(
    () => [
      { id: 'order', header: m.staff_site_col_order(), cell: (row) => row.index + 1, align: 'end' },
      { id: 'title', header: m.staff_site_col_title(), cell: (row) => spec.rowTitle(row, locale) },
      ...(spec.detail
        ? [
            {
              id: 'detail',
              header: spec.detail.header(),
              cell: (row: Row) => spec.detail!.cell(row, locale),
            },
          ]
        : []),
      ...(spec.published
        ? [
            {
              id: 'status',
              header: m.staff_site_col_status(),
              cell: (row: Row) => (row.is_published ? m.staff_site_state_on() : m.staff_site_state_off()),
            },
          ]
        : []),
      {
        id: 'actions',
        header: m.staff_site_col_actions(),
        cell: (row) => (
          <RowActions
            kind={kind}
            item={row}
            title={spec.rowTitle(row, locale)}
            first={row.index === 0}
            last={row.last}
            onEdit={() => open(row)}
            onChanged={() => changed.current()}
          />
        ),
      },
    ],
    [kind, spec, locale, open, changed],
  )
  return (
    <StaffPage
      title={spec.title()}
      actions={
        <>
          <AppLink to="/staff/content/" className={buttonClass('ghost', 'md')}>
            {m.staff_area_content()}
          </AppLink>
          <Button onClick={() => open('new')}>{m.staff_site_new_item()}</Button>
        </>
      }
    >
      <p className={styles.intro}>{spec.note()}</p>
      {picker}
      {saved ? (
        <p className={styles.saved} role="status">
          {m.staff_site_saved()}
        </p>
      ) : null}
      {editing ? (
        <ItemForm
          key={formKey}
          kind={kind}
          item={editing === 'new' ? null : editing}
          cities={cities}
          fixed={fixed}
          onDone={(done) => {
            open(null)
            setSaved(done)
            if (done) onChanged()
          }}
        />
      ) : null}
      <StaffTable caption={spec.title()} columns={columns} rows={rows} rowKey={(row) => row.id} />
    </StaffPage>
  )
}
