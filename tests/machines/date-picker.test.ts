// Model-based test of the date picker: the shortest path to every transition is replayed against a live actor,
// each step checking the rule of SPEC 4 (a day inside min/max is emitted as YYYY-MM-DD and closes the picker,
// Escape closes without a change, arrows never lead to a month wholly outside min/max, the year view lists 101
// years); the file ends by checking that every state and transition the machine declares was taken.
import { createTestModel } from '@xstate/graph'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createActor, type Actor } from 'xstate'
import { addMonths, monthGrid, withinBounds } from '../../contract/dates/calendar-arithmetic'
import {
  canShowNext,
  canShowPrevious,
  datePickerMachine,
  selectableDay,
  yearAllowed,
  yearsOf,
  type DatePickerEvent,
  type DatePickerInput,
} from '../../machines/date-picker.machine'
import { coverageRecorder, expectWholeMachineTaken } from './harness/coverage'
import { modelParams, testPaths } from './harness/paths'
import { transitionKeys } from './harness/state-keys'

const INPUT: DatePickerInput = { value: null, today: '2026-11-23', min: '2026-11-10', max: '2027-02-15' }

const events: DatePickerEvent[] = [
  { type: 'datePicker.open' },
  { type: 'datePicker.close' },
  { type: 'datePicker.pick', date: '2026-12-20' },
  { type: 'datePicker.pick', date: '2026-11-05' },
  { type: 'datePicker.pick', date: '2027-03-01' },
  { type: 'datePicker.previous' },
  { type: 'datePicker.next' },
  { type: 'datePicker.move', days: 7 },
  { type: 'datePicker.move', days: -1 },
  { type: 'datePicker.showYears' },
  { type: 'datePicker.showDays' },
  { type: 'datePicker.pickYear', year: 2027 },
  { type: 'datePicker.pickYear', year: 2030 },
  { type: 'datePicker.sync', value: '2027-01-10' },
  { type: 'datePicker.sync', value: null },
]

const model = createTestModel(datePickerMachine, { events, input: INPUT, serializeState: transitionKeys() })

const coverage = coverageRecorder()
let actor: Actor<typeof datePickerMachine>
let changes: string[]

const snapshot = () => actor.getSnapshot()

function startActor(input: DatePickerInput = INPUT) {
  changes = []
  actor = createActor(datePickerMachine, { input, inspect: coverage.inspect })
  actor.on('datePicker.change', (emitted) => changes.push(emitted.value))
  actor.start()
}

afterEach(() => actor.stop())

/** Sends one model event to the live actor and checks it against the rules. */
function step(event: DatePickerEvent) {
  const before = snapshot()
  const emitted = changes.length
  actor.send(event)
  const after = snapshot()
  const inDays = before.matches({ open: 'days' })
  if (event.type === 'datePicker.pick' && inDays && selectableDay(event.date, before.context)) {
    expect(changes.slice(emitted)).toEqual([event.date])
    expect(after.value).toBe('closed')
    expect(after.context.value).toBe(event.date)
  } else {
    expect(changes.slice(emitted)).toEqual([])
  }
  if (event.type === 'datePicker.close') expect(after.value).toBe('closed')
  if (event.type === 'datePicker.previous' && inDays) {
    expect(after.context.view).toEqual(
      canShowPrevious(before.context) ? addMonths(before.context.view, -1) : before.context.view,
    )
  }
  if (event.type === 'datePicker.next' && inDays) {
    expect(after.context.view).toEqual(
      canShowNext(before.context) ? addMonths(before.context.view, 1) : before.context.view,
    )
  }
  if (event.type === 'datePicker.pickYear' && before.matches({ open: 'years' })) {
    if (yearAllowed(event.year, before.context)) expect(after.context.view.year).toBe(event.year)
    else expect(after.value).toEqual({ open: 'years' })
  }
}

/** In the date view the month on show has selectable days and holds the focused day, itself selectable. */
function checkDays() {
  const { context } = snapshot()
  expect(withinBounds(context.focused, context)).toBe(true)
  expect(monthGrid(context.view).flat()).toContain(context.focused)
  expect(
    monthGrid(context.view)
      .flat()
      .some((day) => day !== null && withinBounds(day, context)),
  ).toBe(true)
}

const params = modelParams({
  actor: () => actor,
  states: {
    closed: null,
    'open.days': checkDays,
    'open.years': () => expect(yearsOf(snapshot().context)).toHaveLength(101),
  },
  events,
  send: step,
})

describe('date picker machine: model', () => {
  testPaths(model.getShortestPaths(), params, { start: startActor })
})

describe('date picker machine: rules', () => {
  it('opens on the value, else today, kept inside min and max', () => {
    startActor({ ...INPUT, value: '2027-01-10' })
    actor.send({ type: 'datePicker.open' })
    expect(snapshot().context.view).toEqual({ year: 2027, month: 0 })
    startActor({ ...INPUT, today: '2026-10-01' })
    actor.send({ type: 'datePicker.open' })
    expect(snapshot().context.focused).toBe('2026-11-10')
  })

  it('hides the arrows at the edges and refuses to go past them', () => {
    startActor()
    actor.send({ type: 'datePicker.open' })
    expect([canShowPrevious(snapshot().context), canShowNext(snapshot().context)]).toEqual([false, true])
    actor.send({ type: 'datePicker.previous' })
    expect(snapshot().context.view).toEqual({ year: 2026, month: 10 })
    for (let i = 0; i < 5; i += 1) actor.send({ type: 'datePicker.next' })
    expect(snapshot().context.view).toEqual({ year: 2027, month: 1 })
    expect([canShowPrevious(snapshot().context), canShowNext(snapshot().context)]).toEqual([true, false])
  })

  it('turns the page when the keyboard focus leaves the month, never past min or max', () => {
    startActor()
    actor.send({ type: 'datePicker.open' })
    actor.send({ type: 'datePicker.move', days: 7 })
    expect(snapshot().context.focused).toBe('2026-11-30')
    actor.send({ type: 'datePicker.move', days: 1 })
    expect(snapshot().context).toMatchObject({ focused: '2026-12-01', view: { year: 2026, month: 11 } })
    for (let i = 0; i < 4; i += 1) actor.send({ type: 'datePicker.move', days: -7 })
    expect(snapshot().context).toMatchObject({ focused: '2026-11-10', view: { year: 2026, month: 10 } })
  })

  it('lists 101 years from the start and picks only those with selectable days', () => {
    startActor({ value: null, today: '2026-11-23' })
    actor.send({ type: 'datePicker.open' })
    actor.send({ type: 'datePicker.showYears' })
    expect(yearsOf(snapshot().context)).toEqual(Array.from({ length: 101 }, (_, i) => 1976 + i))
    actor.send({ type: 'datePicker.pickYear', year: 1975 })
    expect(snapshot().value).toEqual({ open: 'years' })
    actor.send({ type: 'datePicker.pickYear', year: 1990 })
    expect(snapshot().context).toMatchObject({ view: { year: 1990, month: 10 }, focused: '1990-11-01' })
    expect(snapshot().value).toEqual({ open: 'days' })
  })

  it('offers only Monday to Friday for a delivery date', () => {
    startActor({ ...INPUT, workingDaysOnly: true })
    actor.send({ type: 'datePicker.open' })
    for (const weekend of ['2026-11-28', '2026-11-29']) {
      actor.send({ type: 'datePicker.pick', date: weekend })
      expect(snapshot().matches({ open: 'days' }), weekend).toBe(true)
      expect(selectableDay(weekend, snapshot().context)).toBe(false)
    }
    expect(changes).toEqual([])
    actor.send({ type: 'datePicker.pick', date: '2026-11-27' })
    expect(changes).toEqual(['2026-11-27'])
    expect(snapshot().value).toBe('closed')
  })

  it('closes on Escape without a change and keeps an outside value', () => {
    startActor({ ...INPUT, value: '2026-12-01' })
    actor.send({ type: 'datePicker.open' })
    actor.send({ type: 'datePicker.showYears' })
    actor.send({ type: 'datePicker.close' })
    expect(snapshot().value).toBe('closed')
    expect(changes).toEqual([])
    actor.send({ type: 'datePicker.sync', value: '2027-02-02' })
    expect(snapshot().context.value).toBe('2027-02-02')
  })
})

afterAll(() => expectWholeMachineTaken(coverage, datePickerMachine))
