import { describe, expect, it } from 'vitest'
import { pageRange } from '../../src/lib/catalogue/page-range'

describe('pageRange', () => {
  it('shows nothing without pages and a lone page without gaps', () => {
    expect(pageRange(1, 0)).toEqual([])
    expect(pageRange(1, 1)).toEqual([1])
    expect(pageRange(2, 2)).toEqual([1, 2])
  })

  it('shows every page when nothing would be skipped', () => {
    expect(pageRange(1, 3)).toEqual([1, 2, 3])
    expect(pageRange(2, 4)).toEqual([1, 2, 3, 4])
    expect(pageRange(3, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('keeps first, neighbours and last with gaps between', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 'gap', 20])
    expect(pageRange(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20])
    expect(pageRange(20, 20)).toEqual([1, 'gap', 19, 20])
  })

  it('shows a single skipped page instead of a gap', () => {
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
    expect(pageRange(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
  })

  it('clamps a current page out of range', () => {
    expect(pageRange(99, 6)).toEqual([1, 'gap', 5, 6])
    expect(pageRange(-3, 6)).toEqual([1, 2, 'gap', 6])
  })

  it('widens with more neighbours', () => {
    expect(pageRange(10, 20, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20])
  })
})
