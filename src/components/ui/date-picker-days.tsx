// The date view of the date picker: month title (opens the year list), arrows that disappear where min or max
// ends the calendar, and a grid of days with one focusable day moved by the arrow keys (Page Up/Down turn pages).
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { monthGrid } from '../../../contract/dates/calendar-arithmetic'
import {
  canShowNext,
  canShowPrevious,
  selectableDay,
  type DatePickerContext,
  type DatePickerEvent,
} from '../../../machines/date-picker.machine'
import { dayLabel, monthTitle, weekdays } from '../../../contract/format/calendar'
import { m } from '../../../messages/compiled/messages.js'
import styles from './date-picker.module.css'
import { ChevronRightIcon } from './icons'

type Props = { context: DatePickerContext; locale: string; send: (event: DatePickerEvent) => void }

const KEY_MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }

export function DatePickerDays({ context, locale, send }: Props) {
  const grid = useRef<HTMLTableElement>(null)
  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${context.focused}"]`)?.focus()
  }, [context.focused])

  const onKeyDown = (event: KeyboardEvent) => {
    const days = KEY_MOVES[event.key]
    if (days !== undefined) send({ type: 'datePicker.move', days })
    else if (event.key === 'PageUp') send({ type: 'datePicker.previous' })
    else if (event.key === 'PageDown') send({ type: 'datePicker.next' })
    else return
    event.preventDefault()
  }

  return (
    <>
      <div className={styles.header}>
        {canShowPrevious(context) ? (
          <button
            type="button"
            className={styles.arrow}
            aria-label={m.date_picker_previous()}
            onClick={() => send({ type: 'datePicker.previous' })}
          >
            <ChevronRightIcon className={styles.back} aria-hidden />
          </button>
        ) : (
          <span className={styles.arrowSpace} />
        )}
        <button
          type="button"
          className={styles.title}
          aria-label={`${monthTitle(context.view, locale)}. ${m.date_picker_years()}`}
          onClick={() => send({ type: 'datePicker.showYears' })}
        >
          {monthTitle(context.view, locale)}
        </button>
        {canShowNext(context) ? (
          <button
            type="button"
            className={styles.arrow}
            aria-label={m.date_picker_next()}
            onClick={() => send({ type: 'datePicker.next' })}
          >
            <ChevronRightIcon aria-hidden />
          </button>
        ) : (
          <span className={styles.arrowSpace} />
        )}
      </div>
      <table
        ref={grid}
        className={styles.grid}
        role="grid"
        aria-label={monthTitle(context.view, locale)}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weekdays(locale).map((day) => (
              <th key={day.long} scope="col" abbr={day.long}>
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(context.view).map((week, index) => (
            <tr key={index}>
              {week.map((day, column) =>
                day ? (
                  <td key={day} role="gridcell" aria-selected={day === context.value}>
                    <button
                      type="button"
                      data-date={day}
                      className={[
                        styles.day,
                        day === context.value ? styles.selected : '',
                        day === context.today ? styles.today : '',
                      ].join(' ')}
                      tabIndex={day === context.focused ? 0 : -1}
                      // Marked, not disabled: a disabled button cannot hold the keyboard focus the arrows move
                      // onto weekends and days outside min/max; the machine refuses to pick them.
                      aria-disabled={!selectableDay(day, context) || undefined}
                      aria-label={dayLabel(day, locale)}
                      aria-current={day === context.today ? 'date' : undefined}
                      onClick={() => send({ type: 'datePicker.pick', date: day })}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                ) : (
                  <td key={`pad-${column}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
