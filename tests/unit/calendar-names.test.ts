// The date picker's names from Intl: month titles, Monday-first weekdays, day labels, in ru and en; and the
// month grid they label.
import { describe, expect, it } from 'vitest'
import { monthGrid } from '../../contract/dates/calendar-arithmetic'
import { dayLabel, monthTitle, todayIso, weekdays } from '../../contract/format/calendar'

describe('calendar names', () => {
  it('titles a month in the locale, capitalised, without the Russian year mark', () => {
    expect(monthTitle({ year: 2026, month: 10 }, 'ru')).toBe('Ноябрь 2026')
    expect(monthTitle({ year: 2027, month: 0 }, 'en')).toBe('January 2027')
  })

  it('lists weekdays from Monday', () => {
    expect(weekdays('ru').map((day) => day.short)).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'])
    expect(weekdays('en')[0]).toEqual({ short: 'Mon', long: 'Monday' })
  })

  it('labels a day in full, the same in every time zone', () => {
    expect(dayLabel('2026-11-23', 'ru')).toMatch(/^23 ноября 2026/)
    expect(dayLabel('2026-11-23', 'en')).toBe('23 November 2026')
  })

  it('reads today from the local calendar', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
  })

  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthGrid({ year: 2026, month: 10 })
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null])
    expect(weeks.flat().filter(Boolean)).toHaveLength(30)
  })
})
