import { describe, expect, it } from 'vitest'
import { parsePlainSearch, stringifyPlainSearch } from '../../src/lib/search-params'

describe('plain search params', () => {
  it('reads every value as a string, first occurrence wins', () => {
    expect(parsePlainSearch('?p=2&n=1&c=red,blue&c=green&q=%D0%BA%D0%BE%D1%80%D0%BC')).toEqual({ p: '2', n: '1', c: 'red,blue', q: 'корм' })
    expect(parsePlainSearch('')).toEqual({})
  })

  it('writes strings unquoted, keeps commas readable and drops empty values', () => {
    expect(stringifyPlainSearch({ p: 2, c: 'red,blue', o: '-price', a: undefined, v: '' })).toBe('?p=2&c=red,blue&o=-price')
    expect(stringifyPlainSearch({ q: 'корм & миска' })).toBe('?q=%D0%BA%D0%BE%D1%80%D0%BC%20%26%20%D0%BC%D0%B8%D1%81%D0%BA%D0%B0')
    expect(stringifyPlainSearch({})).toBe('')
  })

  it('round-trips', () => {
    const search = { b: 'acme,zoo-best', f: 'size-m', q: 'a=b?c' }
    expect(parsePlainSearch(stringifyPlainSearch(search))).toEqual(search)
  })
})
