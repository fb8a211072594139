import { describe, expect, it } from 'vitest'
import { availabilityLevel } from '../../contract/format/availability'

describe('availabilityLevel', () => {
  it('maps the stock bands to 1–4 bars', () => {
    expect(availabilityLevel('<10')).toBe(1)
    expect(availabilityLevel('<100')).toBe(2)
    expect(availabilityLevel('<1000')).toBe(3)
    expect(availabilityLevel('>1000')).toBe(4)
  })

  it('treats none, unknown and missing bands as out of stock', () => {
    expect(availabilityLevel('нет')).toBe(0)
    expect(availabilityLevel('')).toBe(0)
    expect(availabilityLevel('>10000')).toBe(0)
    expect(availabilityLevel('toString')).toBe(0)
    expect(availabilityLevel(undefined)).toBe(0)
  })
})
