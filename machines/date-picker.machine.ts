// The date picker (SPEC 4 "Date picker"): closed, or open on a month (date view) or on a list of 101 years (year
// view). Picking a day inside min/max (and a working day, when only those are offered) emits it as `YYYY-MM-DD`
// and closes; Escape closes without a change. The
// arrows to a month wholly outside min/max are hidden (`canShowPrevious` / `canShowNext`) and refused here.
// The keyboard focus is a day of the shown month; moving it past the month's edge turns the page.
import { assign, emit, setup } from 'xstate'
import {
  addDays,
  addMonths,
  clampToBounds,
  firstDay,
  isWorkingDay,
  lastDay,
  monthOf,
  withinBounds,
  YEAR_SPAN,
  type Bounds,
  type Month,
} from '../contract/dates/calendar-arithmetic'

export type DatePickerInput = {
  /** `YYYY-MM-DD`, or null when nothing is chosen. */
  value: string | null
  /** Today as `YYYY-MM-DD`: the machine reads no clock. */
  today: string
  min?: string | null
  max?: string | null
  /** Only Monday to Friday can be picked (delivery dates). */
  workingDaysOnly?: boolean
  /** The first of the 101 years of the year view; by default the year of `min`, else 50 years before today. */
  startYear?: number
}

export type DatePickerContext = Bounds & {
  value: string | null
  /** The month on show. */
  view: Month
  /** The day that has the keyboard focus (always inside the month on show). */
  focused: string
  startYear: number
  today: string
  workingDaysOnly: boolean
}

export type DatePickerEvent =
  | { type: 'datePicker.open' }
  | { type: 'datePicker.close' }
  | { type: 'datePicker.pick'; date: string }
  | { type: 'datePicker.previous' }
  | { type: 'datePicker.next' }
  /** Arrow keys: ±1 day, ±7 days. */
  | { type: 'datePicker.move'; days: number }
  | { type: 'datePicker.showYears' }
  | { type: 'datePicker.showDays' }
  | { type: 'datePicker.pickYear'; year: number }
  /** The value changed outside the picker (the form was reset or filled in). */
  | { type: 'datePicker.sync'; value: string | null }

export type DatePickerEmitted = { type: 'datePicker.change'; value: string }

/** A day that can be picked: inside min/max, and a working day when only those are offered. */
export const selectableDay = (iso: string, context: DatePickerContext) =>
  withinBounds(iso, context) && (!context.workingDaysOnly || isWorkingDay(iso))

/** A month overlaps min/max when some day of it is selectable. */
const monthAllowed = (month: Month, bounds: Bounds) =>
  (!bounds.min || lastDay(month) >= bounds.min) && (!bounds.max || firstDay(month) <= bounds.max)

export const canShowPrevious = (context: DatePickerContext) => monthAllowed(addMonths(context.view, -1), context)
export const canShowNext = (context: DatePickerContext) => monthAllowed(addMonths(context.view, 1), context)

export const yearsOf = (context: DatePickerContext) =>
  Array.from({ length: YEAR_SPAN }, (_, index) => context.startYear + index)

/** A year of the year view with some selectable day. */
export const yearAllowed = (year: number, context: DatePickerContext) =>
  year >= context.startYear &&
  year < context.startYear + YEAR_SPAN &&
  (!context.min || lastDay({ year, month: 11 }) >= context.min) &&
  (!context.max || firstDay({ year, month: 0 }) <= context.max)

/** Shows the month of `day` with the focus on it. */
const showDay = (day: string) => ({ view: monthOf(day), focused: day })

/** The day the picker opens on: the value, else today, kept inside min/max. */
const openingDay = (context: DatePickerContext, today: string) => clampToBounds(context.value ?? today, context)

export const datePickerMachine = setup({
  types: {
    context: {} as DatePickerContext,
    events: {} as DatePickerEvent,
    emitted: {} as DatePickerEmitted,
    input: {} as DatePickerInput,
  },
  guards: {
    selectable: ({ context, event }) => event.type === 'datePicker.pick' && selectableDay(event.date, context),
    previousAllowed: ({ context }) => canShowPrevious(context),
    nextAllowed: ({ context }) => canShowNext(context),
    yearAllowed: ({ context, event }) => event.type === 'datePicker.pickYear' && yearAllowed(event.year, context),
  },
  actions: {
    showOpeningDay: assign(({ context }) => showDay(openingDay(context, context.today))),
    choose: assign({ value: ({ event }) => (event.type === 'datePicker.pick' ? event.date : null) }),
    announce: emit(({ event }): DatePickerEmitted => ({
      type: 'datePicker.change',
      value: event.type === 'datePicker.pick' ? event.date : '',
    })),
    turnPage: assign(({ context }, months: number) => {
      const view = addMonths(context.view, months)
      return { view, focused: clampToBounds(months < 0 ? lastDay(view) : firstDay(view), context) }
    }),
    moveFocus: assign(({ context, event }) =>
      showDay(clampToBounds(addDays(context.focused, event.type === 'datePicker.move' ? event.days : 0), context)),
    ),
    showYear: assign(({ context, event }) => {
      const year = event.type === 'datePicker.pickYear' ? event.year : context.view.year
      const day = clampToBounds(`${String(year).padStart(4, '0')}${context.focused.slice(4, 8)}01`, context)
      return showDay(day)
    }),
    sync: assign({ value: ({ event }) => (event.type === 'datePicker.sync' ? event.value : null) }),
  },
}).createMachine({
  id: 'datePicker',
  context: ({ input }) => {
    const min = input.min ?? null
    const max = input.max ?? null
    const startYear = input.startYear ?? (min ? monthOf(min).year : monthOf(input.today).year - 50)
    const workingDaysOnly = input.workingDaysOnly ?? false
    const context = {
      value: input.value,
      today: input.today,
      min,
      max,
      startYear,
      workingDaysOnly,
      view: monthOf(input.today),
      focused: input.today,
    }
    return { ...context, ...showDay(openingDay(context, input.today)) }
  },
  initial: 'closed',
  on: {
    'datePicker.sync': { actions: 'sync' },
  },
  states: {
    closed: {
      on: { 'datePicker.open': { target: 'open', actions: 'showOpeningDay' } },
    },
    open: {
      initial: 'days',
      on: {
        'datePicker.close': { target: 'closed' },
      },
      states: {
        days: {
          on: {
            'datePicker.pick': { guard: 'selectable', target: '#datePicker.closed', actions: ['choose', 'announce'] },
            'datePicker.previous': { guard: 'previousAllowed', actions: { type: 'turnPage', params: -1 } },
            'datePicker.next': { guard: 'nextAllowed', actions: { type: 'turnPage', params: 1 } },
            'datePicker.move': { actions: 'moveFocus' },
            'datePicker.showYears': { target: 'years' },
          },
        },
        years: {
          on: {
            'datePicker.pickYear': { guard: 'yearAllowed', target: 'days', actions: 'showYear' },
            'datePicker.showDays': { target: 'days' },
          },
        },
      },
    },
  },
})
