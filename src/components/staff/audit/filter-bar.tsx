// The filters above a back-office table: a small form of labelled controls, applied on submit (Enter or the
// button) and cleared at once by "Reset". The values live in the URL; this form only edits a copy of them.
import { useState, type ReactNode } from 'react'
import { m } from '../../../../messages/compiled/messages.js'
import { Button } from '../../ui/button'
import styles from './filter-bar.module.css'

export type FilterField = {
  name: string
  label: string
  /** A text box unless choices are given (then a select; the first choice is "all"). */
  choices?: { value: string; label: string }[]
  type?: 'text' | 'date' | 'search'
  width?: 'narrow' | 'wide'
}

type FilterBarProps = {
  label: string
  fields: FilterField[]
  values: Record<string, string>
  onApply: (values: Record<string, string>) => void
  children?: ReactNode
}

export function FilterBar({ label, fields, values, onApply, children }: FilterBarProps) {
  const [draft, setDraft] = useState(values)
  const set = (name: string, value: string) => setDraft((current) => ({ ...current, [name]: value }))
  const cleared = Object.fromEntries(fields.map((field) => [field.name, '']))
  return (
    <form
      className={styles.bar}
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        onApply(draft)
      }}
    >
      {fields.map((field) => (
        <label key={field.name} className={field.width === 'wide' ? styles.wide : styles.field}>
          <span className={styles.label}>{field.label}</span>
          {field.choices ? (
            <select
              name={field.name}
              value={draft[field.name] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value
                set(field.name, value)
                onApply({ ...draft, [field.name]: value })
              }}
            >
              {field.choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              name={field.name}
              type={field.type ?? 'text'}
              value={draft[field.name] ?? ''}
              onChange={(event) => set(field.name, event.currentTarget.value)}
            />
          )}
        </label>
      ))}
      <div className={styles.buttons}>
        <Button type="submit" size="sm">
          {m.staff_audit_filter_apply()}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setDraft(cleared)
            onApply(cleared)
          }}
        >
          {m.staff_audit_filter_reset()}
        </Button>
        {children}
      </div>
    </form>
  )
}
