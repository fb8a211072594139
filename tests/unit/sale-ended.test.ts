import { describe, expect, it } from 'vitest'
import { saleEnded } from '../../src/lib/publications/sale-ended'

describe('saleEnded', () => {
  const now = new Date('2026-11-24T10:00:00Z')

  it('is over once its last day has passed, and runs through its last day', () => {
    expect(saleEnded('2026-11-23', now)).toBe(true)
    expect(saleEnded('2025-12-31', now)).toBe(true)
    expect(saleEnded('2026-11-24', now)).toBe(false)
    expect(saleEnded('2027-01-08', now)).toBe(false)
  })

  it('never ends without an end date', () => {
    expect(saleEnded(null, now)).toBe(false)
  })
})
