import { describe, expect, it } from 'vitest'
import { formatDate } from '../../contract/format/date'

describe('formatDate', () => {
  it('shows calendar dates as they are, in either locale', () => {
    expect(formatDate('2025-03-14', 'ru')).toBe('14.03.2025')
    expect(formatDate('2025-03-14', 'en')).toBe('14/03/2025')
  })

  it('reads moments in Moscow time', () => {
    expect(formatDate('2025-03-14T22:30:00Z', 'ru')).toBe('15.03.2025')
    expect(formatDate('2025-03-14T10:00:00.000Z', 'ru')).toBe('14.03.2025')
  })

  it('passes unreadable input through', () => {
    expect(formatDate('soon', 'ru')).toBe('soon')
  })
})
