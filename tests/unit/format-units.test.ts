import { describe, expect, it } from 'vitest'
import { formatMonths, formatWeight } from '../../contract/format/units'

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatWeight', () => {
  it('keeps grams below a kilogram and switches to kilograms from one', () => {
    expect(plain(formatWeight(250, 'ru'))).toBe('250 г')
    expect(plain(formatWeight(1000, 'ru'))).toBe('1 кг')
    expect(plain(formatWeight(1500, 'ru'))).toBe('1,5 кг')
    expect(plain(formatWeight(2275, 'en'))).toBe('2.28 kg')
    expect(plain(formatWeight(85, 'en'))).toBe('85 g')
  })
})

describe('formatMonths', () => {
  it('uses the plural forms of the language', () => {
    expect(plain(formatMonths(1, 'ru'))).toBe('1 месяц')
    expect(plain(formatMonths(3, 'ru'))).toBe('3 месяца')
    expect(plain(formatMonths(12, 'ru'))).toBe('12 месяцев')
    expect(plain(formatMonths(21, 'ru'))).toBe('21 месяц')
    expect(plain(formatMonths(1, 'en'))).toBe('1 month')
    expect(plain(formatMonths(18, 'en'))).toBe('18 months')
  })
})
