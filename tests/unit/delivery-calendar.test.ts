import { describe, expect, it } from 'vitest'
import { earliestDeliveryDate, isWorkingDay } from '../../contract/dates/delivery-calendar'

describe('delivery calendar', () => {
  it('delivers Monday to Friday only', () => {
    expect(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].every(isWorkingDay)).toBe(true)
    expect(isWorkingDay('2026-11-28')).toBe(false)
    expect(isWorkingDay('2026-11-29')).toBe(false)
  })

  it.each([
    // Moscow is UTC+3: 10:59 UTC is 13:59 there.
    ['Monday before the cut-off: that day', '2026-11-23T10:59:00Z', '14:00', '2026-11-23'],
    ['Monday at the cut-off: the next working day', '2026-11-23T11:00:00Z', '14:00', '2026-11-24'],
    ['Monday 02:00 UTC is 05:00 in Moscow: that day', '2026-11-23T02:00:00Z', '14:00', '2026-11-23'],
    ['Sunday 22:30 UTC is already Monday in Moscow', '2026-11-22T22:30:00Z', '14:00', '2026-11-23'],
    ['Friday after the cut-off: Monday', '2026-11-27T12:00:00Z', '14:00', '2026-11-30'],
    ['Saturday morning: Monday', '2026-11-28T06:00:00Z', '14:00', '2026-11-30'],
    ['Sunday: Monday', '2026-11-29T06:00:00Z', '14:00', '2026-11-30'],
    ['a configured cut-off of 10:00', '2026-11-24T07:30:00Z', '10:00', '2026-11-25'],
  ])('%s', (_name, now, cutoff, expected) => {
    expect(earliestDeliveryDate(new Date(now), cutoff)).toBe(expected)
  })
})
