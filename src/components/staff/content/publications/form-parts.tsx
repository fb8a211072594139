// Small parts the content forms share: a labelled select and checkbox, a colour field, the up/down buttons of an
// ordered list, the errors of a two-language field, and the fields a server refusal may name.
import type { ReactNode } from 'react'
import type * as v from 'valibot'
import type { Localized } from '../../../../../contract/staff/localized'
import { m } from '../../../../../messages/compiled/messages.js'
import { getLocale } from '../../../../../messages/compiled/runtime.js'
import { validateForm, type Validated } from '../../../../lib/forms/validate'
import { Button } from '../../../ui/button'
import { FieldFrame } from '../../../ui/field-frame'
import { FormAlert } from '../../../ui/form-alert'
import { TextField } from '../../../ui/text-field'
import styles from './content-form.module.css'

export type Errors = Record<string, string[]>

// The content schemas' own message keys, listed one by one so the bundle keeps only these.
const OWN_MESSAGES: Record<string, () => string> = {
  staff_content_bad_slug: m.staff_content_bad_slug,
  staff_content_bad_date: m.staff_content_bad_date,
  staff_content_bad_color: m.staff_content_bad_color,
  staff_content_bad_url: m.staff_content_bad_url,
  staff_content_bad_image: m.staff_content_bad_image,
  api_invalid_value: m.api_invalid_value,
}

/** The contract's schema over the body a form built: its errors in the page's language, or the body as it is. */
export function checkWith<S extends v.GenericSchema, Body>(schema: S, body: Body): Validated<Body> {
  const checked = validateForm(schema, body)
  if (checked.ok) return { ok: true, output: body }
  return {
    ok: false,
    errors: Object.fromEntries(
      Object.entries(checked.errors).map(([field, texts]) => [
        field,
        texts.map((text) => OWN_MESSAGES[text]?.() ?? text),
      ]),
    ),
  }
}

/** The errors of a two-language field, as LocalizedTextField takes them. */
export const localizedErrors = (errors: Errors, field: string) => ({
  ru: errors[`${field}.ru`] ?? (errors[field] as string[] | undefined),
  en: errors[`${field}.en`],
})

/** The fields of a form and the two language halves of its localized ones: where a server refusal may point. */
export const fieldsOf = (values: Record<string, unknown>): string[] =>
  Object.entries(values).flatMap(([key, value]) =>
    value && typeof value === 'object' && 'ru' in value ? [key, `${key}.ru`, `${key}.en`] : [key],
  )

/** The text in the page's language, the Russian one when it has none. */
export const inLocale = (value: Localized) => value[getLocale()] || value.ru

export const emptyLocalized = (): Localized => ({ ru: '', en: '' })

type Option = { value: string; label: string }

export function SelectField({
  label,
  value,
  options,
  onValueChange,
  errors,
}: {
  label: string
  value: string
  options: Option[]
  onValueChange: (value: string) => void
  errors?: string[]
}) {
  return (
    <FieldFrame label={label} errors={errors}>
      {(control) => (
        <select
          {...control}
          className={styles.select}
          value={value}
          onChange={(event) => onValueChange(event.currentTarget.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}

export function CheckField({
  label,
  checked,
  onCheckedChange,
}: {
  label: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
}) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(event) => onCheckedChange(event.currentTarget.checked)} />
      {label}
    </label>
  )
}

export function ColorField({
  label,
  value,
  onValueChange,
  errors,
}: {
  label: string
  value: string
  onValueChange: (value: string) => void
  errors?: string[]
}) {
  return (
    <TextField
      label={label}
      value={value}
      onValueChange={onValueChange}
      errors={errors}
      placeholder="#rrggbb"
      maxLength={7}
      spellCheck={false}
      hint={/^#[0-9a-f]{6}$/i.test(value) ? <Swatch color={value} /> : undefined}
    />
  )
}

export const Swatch = ({ color }: { color: string | null }) =>
  color ? <span className={styles.swatch} style={{ background: color }} aria-hidden="true" /> : null

/** Up and down buttons of an item of an ordered list; each says which item it moves. */
export function ReorderButtons({
  title,
  first,
  last,
  busy,
  onMove,
}: {
  title: string
  first: boolean
  last: boolean
  busy?: boolean
  onMove: (direction: 'up' | 'down') => void
}) {
  return (
    <span className={styles.reorder}>
      <Button
        variant="secondary"
        size="sm"
        disabled={first || busy}
        aria-label={m.staff_content_move_up({ title })}
        title={m.staff_content_move_up({ title })}
        onClick={() => onMove('up')}
      >
        ↑
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={last || busy}
        aria-label={m.staff_content_move_down({ title })}
        title={m.staff_content_move_down({ title })}
        onClick={() => onMove('down')}
      >
        ↓
      </Button>
    </span>
  )
}

/** The form's buttons with what came of the last press. */
export function FormActions({
  busy,
  saved,
  message,
  children,
}: {
  busy: boolean
  saved: boolean
  message: string | null
  children?: ReactNode
}) {
  return (
    <div className={styles.actions}>
      <Button type="submit" disabled={busy}>
        {m.staff_content_save()}
      </Button>
      {children}
      <p className={styles.saved} role="status">
        {saved && !busy ? m.staff_content_saved() : ''}
      </p>
      {message ? <FormAlert title={m.staff_content_not_saved()}>{message}</FormAlert> : null}
    </div>
  )
}
