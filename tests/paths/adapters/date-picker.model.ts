// The date picker as the checkout shows it for the delivery date: from the earliest delivery day for 90 days,
// working days only, opening on that day (today is before it). The buyer opens it with a click, closes it with
// Escape, a click outside or a second click on the field, turns months with the arrows or Page Up / Page Down,
// moves the focus with the arrow keys, picks a day with a click or Enter on the focused day, and a year from the
// year list. `by` tells the adapter which of the buyer's ways to take; the machine reads only the type.
import { TestModel } from '@xstate/graph'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { addDays, monthGrid, monthOf } from '../../../contract/dates/calendar-arithmetic'
import { earliestDeliveryDate } from '../../../contract/dates/delivery-calendar'
import { todayIso } from '../../../contract/format/calendar'
import {
  canShowNext,
  canShowPrevious,
  datePickerMachine,
  selectableDay,
  yearAllowed,
  yearsOf,
  type DatePickerContext,
  type DatePickerInput,
} from '../../../machines/date-picker.machine'
import { keyedBy } from '../../machines/harness/state-keys'
import { coveringPaths, lazyPaths, offeredOnly } from '../model-paths'

/** How far ahead the checkout offers delivery (src/components/checkout/delivery-section.tsx). */
const HORIZON_DAYS = 90

export type ModelEvent =
  | { type: 'datePicker.open' }
  | { type: 'datePicker.close'; by: 'escape' | 'outside' | 'field' }
  | { type: 'datePicker.pick'; date: string; by: 'click' | 'enter' }
  | { type: 'datePicker.previous' | 'datePicker.next'; by: 'arrow' | 'key' }
  | { type: 'datePicker.move'; days: 1 | -1 | 7 | -7 }
  | { type: 'datePicker.showYears' }
  | { type: 'datePicker.showDays' }
  | { type: 'datePicker.pickYear'; year: number }

/** The machine as it is (no timers, no calls), typed as the graph's TestModel takes it. */
export const datePickerModel: AnyStateMachine = datePickerMachine

let input: DatePickerInput | null = null

/** The checkout's calendar as of the moment the paths are made (the shop's default cut-off). */
export function datePickerInput(): DatePickerInput {
  if (input) return input
  const min = earliestDeliveryDate()
  input = { value: null, today: todayIso(), min, max: addDays(min, HORIZON_DAYS), workingDaysOnly: true }
  return input
}

export const EXCLUDED = [
  {
    item: 'datePicker --datePicker.sync--> (stays)',
    reason:
      'the checkout changes the delivery date only through the picker: the field echoes back the day just picked, ' +
      'and nothing on the page sets the date from outside',
  },
]

/** The last day of the opening month that can be picked. */
const lastSelectable = (context: DatePickerContext) =>
  monthGrid(monthOf(context.min!))
    .flat()
    .filter((day): day is string => day !== null && selectableDay(day, context))
    .at(-1)!

function offered(state: AnyMachineSnapshot): ModelEvent[] {
  const context = state.context as DatePickerContext
  if (state.matches('closed')) return [{ type: 'datePicker.open' }]
  const closes = (['escape', 'outside', 'field'] as const).map((by) => ({ type: 'datePicker.close', by }) as const)
  if (state.matches({ open: 'years' }))
    return [
      ...yearsOf(context)
        .filter((year) => yearAllowed(year, context))
        .map((year) => ({ type: 'datePicker.pickYear', year }) as const),
      { type: 'datePicker.showDays' },
      ...closes,
    ]
  // Two days stand for every day: the one the calendar opens on (by Enter) and the last of its month (by click).
  const min = context.min!
  const last = lastSelectable(context)
  const shown = monthGrid(context.view).flat()
  return [
    ...(shown.includes(last) ? [{ type: 'datePicker.pick', date: last, by: 'click' } as const] : []),
    ...([min, last].includes(context.focused)
      ? [{ type: 'datePicker.pick', date: context.focused, by: 'enter' } as const]
      : []),
    // An arrow is there only while its month has days to pick; Page Up / Page Down are always heard.
    ...(canShowPrevious(context) ? [{ type: 'datePicker.previous', by: 'arrow' } as const] : []),
    ...(canShowNext(context) ? [{ type: 'datePicker.next', by: 'arrow' } as const] : []),
    { type: 'datePicker.previous', by: 'key' },
    { type: 'datePicker.next', by: 'key' },
    ...([1, -1, 7, -7] as const).map((days) => ({ type: 'datePicker.move', days }) as const),
    { type: 'datePicker.showYears' },
    ...closes,
  ]
}

/** The month on show, whether a day is chosen, and whether the focused day can be picked. */
const keyOf = (state: AnyMachineSnapshot) => {
  const context = state.context as DatePickerContext
  return [
    JSON.stringify(state.value),
    `view=${context.view.year}-${context.view.month + 1}`,
    `value=${context.value !== null} focusable=${selectableDay(context.focused, context)}`,
  ].join(' ')
}

export const datePickerPaths = lazyPaths(() => {
  const model = new TestModel(datePickerModel, {
    ...offeredOnly(datePickerModel),
    events: offered,
    input: datePickerInput(),
    serializeState: keyedBy(keyOf),
  })
  return coveringPaths(model.getShortestPaths(), datePickerModel, datePickerInput())
})
