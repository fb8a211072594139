import { describe, expect, it } from 'vitest'
import { formatPhone } from '../../contract/format/phone'

describe('formatPhone', () => {
  it.each([
    ['79161234567', 'ru', '+7 916 123-45-67'],
    ['89161234567', 'ru', '+7 916 123-45-67'],
    ['79161234567;ext=12', 'ru', '+7 916 123-45-67 доб. 12'],
    ['79161234567;ext=12', 'en', '+7 916 123-45-67 ext. 12'],
    ['4930123456789', 'en', '+4930123456789'],
    ['+7 (916) 123-45-67', 'ru', '+7 916 123-45-67'],
    ['', 'ru', ''],
  ])('%s (%s) → %s', (stored, locale, shown) => {
    expect(formatPhone(stored, locale)).toBe(shown)
  })
})
