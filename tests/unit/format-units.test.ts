import { describe, expect, it } from 'vitest'
import { formatCubicMetres, formatMonths, formatWeight } from '../../contract/format/units'

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

describe('formatCubicMetres', () => {
  it('turns cubic centimetres into cubic metres with three decimals at most, a trace as the smallest step', () => {
    expect(plain(formatCubicMetres(4_727_624, 'ru'))).toBe('4,728')
    expect(plain(formatCubicMetres(4_727_624, 'en'))).toBe('4.728')
    expect(plain(formatCubicMetres(1_500_000_000, 'ru'))).toBe('1 500')
    expect(formatCubicMetres(120, 'en')).toBe('0.001')
    expect(formatCubicMetres(0, 'en')).toBe('0')
  })
})
