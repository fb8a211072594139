// The year view of the date picker: the 101 years, those without a selectable day disabled; the year on show
// has the focus when the list opens.
import { useEffect, useRef } from 'react'
import {
  yearAllowed,
  yearsOf,
  type DatePickerContext,
  type DatePickerEvent,
} from '../../../machines/date-picker.machine'
import { m } from '../../../messages/compiled/messages.js'
import styles from './date-picker.module.css'

type Props = { context: DatePickerContext; send: (event: DatePickerEvent) => void }

export function DatePickerYears({ context, send }: Props) {
  const current = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    current.current?.scrollIntoView({ block: 'center' })
    current.current?.focus()
  }, [])
  return (
    <>
      <div className={styles.header}>
        <button type="button" className={styles.title} onClick={() => send({ type: 'datePicker.showDays' })}>
          {m.date_picker_days()}
        </button>
      </div>
      <div className={styles.years} role="group" aria-label={m.date_picker_year_list()}>
        {yearsOf(context).map((year) => (
          <button
            key={year}
            ref={year === context.view.year ? current : undefined}
            type="button"
            className={[styles.year, year === context.view.year ? styles.selected : ''].join(' ')}
            aria-pressed={year === context.view.year}
            disabled={!yearAllowed(year, context)}
            onClick={() => send({ type: 'datePicker.pickYear', year })}
          >
            {year}
          </button>
        ))}
      </div>
    </>
  )
}
