// A date field driven by the date picker machine: the button shows the chosen day; its calendar opens on a month
// (arrows, a year list of 101 years) and closes on a pick, on Escape or on a click outside. The value is
// `YYYY-MM-DD`; a hidden input carries it in a form. Changing min or max starts a fresh calendar.
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { datePickerMachine } from '../../../machines/date-picker.machine'
import { todayIso } from '../../../contract/format/calendar'
import { formatDate } from '../../../contract/format/date'
import { m } from '../../../messages/compiled/messages.js'
import { getLocale } from '../../../messages/compiled/runtime.js'
import styles from './date-picker.module.css'
import { DatePickerDays } from './date-picker-days'
import { DatePickerYears } from './date-picker-years'
import { useLatest } from '../../lib/use-latest'

export type DatePickerProps = {
  label: ReactNode
  value: string | null
  onChange: (value: string) => void
  min?: string | null
  max?: string | null
  /** Only Monday to Friday can be picked. */
  workingDaysOnly?: boolean
  errors?: string[]
  name?: string
  id?: string
}

export function DatePicker(props: DatePickerProps) {
  return <DatePickerField key={`${props.min ?? ''}|${props.max ?? ''}`} {...props} />
}

function DatePickerField({
  label,
  value,
  onChange,
  min = null,
  max = null,
  workingDaysOnly = false,
  errors = [],
  name,
  id,
}: DatePickerProps) {
  const locale = getLocale()
  const ownId = useId()
  const fieldId = id ?? ownId
  const actor = useActorRef(datePickerMachine, { input: { value, today: todayIso(), min, max, workingDaysOnly } })
  const state = useSelector(actor, (snapshot) =>
    snapshot.matches('closed') ? 'closed' : snapshot.matches({ open: 'years' }) ? 'years' : 'days',
  )
  const context = useSelector(actor, (snapshot) => snapshot.context)
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const changed = useLatest(onChange)

  useEffect(() => {
    const subscription = actor.on('datePicker.change', (event) => {
      changed.current(event.value)
      trigger.current?.focus()
    })
    return () => subscription.unsubscribe()
  }, [actor, changed])

  useEffect(() => actor.send({ type: 'datePicker.sync', value }), [actor, value])

  useEffect(() => {
    if (state === 'closed') return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) actor.send({ type: 'datePicker.close' })
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [actor, state])

  const close = () => {
    actor.send({ type: 'datePicker.close' })
    trigger.current?.focus()
  }

  const invalid = errors.length > 0
  return (
    <div className={styles.field} ref={root}>
      <label className={styles.label} htmlFor={fieldId}>
        {label}
      </label>
      <button
        ref={trigger}
        id={fieldId}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={state !== 'closed'}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${fieldId}-error` : undefined}
        onClick={() => actor.send({ type: state === 'closed' ? 'datePicker.open' : 'datePicker.close' })}
      >
        <span className={value ? undefined : styles.placeholder}>
          {value ? formatDate(value, locale) : m.date_picker_choose()}
        </span>
        <CalendarGlyph />
      </button>
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
      {state === 'closed' ? null : (
        <div
          className={styles.panel}
          role="dialog"
          aria-label={m.date_picker_calendar()}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return
            event.stopPropagation()
            close()
          }}
        >
          {state === 'days' ? (
            <DatePickerDays context={context} locale={locale} send={actor.send} />
          ) : (
            <DatePickerYears context={context} send={actor.send} />
          )}
        </div>
      )}
      {invalid ? (
        <p id={`${fieldId}-error`} className={styles.error}>
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  )
}

function CalendarGlyph() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M4 6h16v14H4z" />
      <path d="M4 10h16M8 3v4M16 3v4" />
    </svg>
  )
}
