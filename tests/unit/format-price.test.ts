import { describe, expect, it } from 'vitest'
import { formatPrice } from '../../contract/format/price'

// Intl separates groups and the currency sign with no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatPrice', () => {
  it('shows kopecks as roubles in ru-RU with two decimals', () => {
    expect(plain(formatPrice(123450))).toBe('1 234,50 ₽')
    expect(plain(formatPrice(99))).toBe('0,99 ₽')
    expect(plain(formatPrice(5))).toBe('0,05 ₽')
    expect(plain(formatPrice(1010))).toBe('10,10 ₽')
  })

  it('drops the decimals for whole roubles', () => {
    expect(plain(formatPrice(123400))).toBe('1 234 ₽')
    expect(plain(formatPrice(100))).toBe('1 ₽')
    expect(plain(formatPrice(0))).toBe('0 ₽')
    expect(plain(formatPrice(123456700))).toBe('1 234 567 ₽')
  })

  it('never breaks a price across lines', () => {
    expect(formatPrice(123450)).not.toContain(' ')
  })
})
