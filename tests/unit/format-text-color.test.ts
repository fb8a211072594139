import { describe, expect, it } from 'vitest'
import { contrastRatio, readableColors } from '../../contract/format/text-color'

describe('readableColors', () => {
  it('puts dark text on light label colours and white text on dark ones, keeping the colour', () => {
    expect(readableColors('#54c5d0')).toEqual({ background: '#54c5d0', color: '#18212c' })
    expect(readableColors('#f5a623')).toEqual({ background: '#f5a623', color: '#18212c' })
    expect(readableColors('#ffffff')).toEqual({ background: '#ffffff', color: '#18212c' })
    expect(readableColors('#1c5fc9')).toEqual({ background: '#1c5fc9', color: '#ffffff' })
    expect(readableColors('#000000')).toEqual({ background: '#000000', color: '#ffffff' })
  })

  it('darkens a mid colour that neither text reads on at 4.5:1 until white text does, and no further', () => {
    for (const mid of ['#e5484d', '#E5484D', '#7f7f7f', '#d9534f']) {
      const { background, color } = readableColors(mid)
      expect(color, mid).toBe('#ffffff')
      expect(contrastRatio(background, color), mid).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(background, color), mid).toBeLessThan(4.9)
    }
  })

  it('gives the WCAG contrast ratio of two colours', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#18212c', '#e5484d')).toBeCloseTo(4.15, 2)
  })

  it('falls back to dark text for colours it cannot read', () => {
    expect(readableColors('red')).toEqual({ background: 'red', color: '#18212c' })
    expect(readableColors('')).toEqual({ background: '', color: '#18212c' })
  })
})
