import { describe, expect, it } from 'vitest'
import { readableTextColor } from '../../src/lib/format/text-color'

describe('readableTextColor', () => {
  it('puts dark text on light label colours and white text on dark ones', () => {
    expect(readableTextColor('#54c5d0')).toBe('#18212c')
    expect(readableTextColor('#f5a623')).toBe('#18212c')
    expect(readableTextColor('#ffffff')).toBe('#18212c')
    expect(readableTextColor('#1c5fc9')).toBe('#ffffff')
    expect(readableTextColor('#000000')).toBe('#ffffff')
  })

  it('falls back to dark text for colours it cannot read', () => {
    expect(readableTextColor('red')).toBe('#18212c')
    expect(readableTextColor('')).toBe('#18212c')
  })
})
