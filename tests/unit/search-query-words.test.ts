import { describe, expect, it } from 'vitest'
import { MAX_WORDS, MIN_PREFIX_LENGTH, queryWords, tsQueryText } from '../../server/modules/search/query-words'

describe('queryWords', () => {
  it('keeps letters and digits only, lower-cased, once each, in order', () => {
    expect(queryWords("Корм & !(кот:*) 'VT-010001' корм")).toEqual(['корм', 'кот', 'vt', '010001'])
    expect(queryWords('::* <-> |')).toEqual([])
  })

  it(`ignores words after the first ${MAX_WORDS}`, () => {
    expect(queryWords('a b c d e f g h i j')).toHaveLength(MAX_WORDS)
  })
})

describe('tsQueryText', () => {
  it('requires every word and lets the last one be a prefix', () => {
    expect(
      tsQueryText([
        { word: 'корм', alternatives: [] },
        { word: 'соб', alternatives: [] },
      ]),
    ).toBe('корм & соб:*')
  })

  it('matches every word as typed when the prefix is off (the word forms a title must name to rank first)', () => {
    expect(
      tsQueryText(
        [
          { word: 'корм', alternatives: [] },
          { word: 'собак', alternatives: ['собака'] },
        ],
        { prefix: false },
      ),
    ).toBe('корм & (собак | собака)')
  })

  it(`expands no last word shorter than ${MIN_PREFIX_LENGTH} characters`, () => {
    expect(
      tsQueryText([
        { word: 'корм', alternatives: [] },
        { word: 'со', alternatives: [] },
      ]),
    ).toBe('корм & со')
  })

  it('offers spelling alternatives made of letters and digits only', () => {
    expect(
      tsQueryText([
        { word: 'кормм', alternatives: ['корм', 'корм-хлопья', 'кормм'] },
        { word: 'кот', alternatives: [] },
      ]),
    ).toBe('(кормм | корм) & кот:*')
  })
})
