import { getNormalizedURL } from '@tanstack/router-core/ssr/server'
import { describe, expect, it } from 'vitest'
import { parsePlainSearch, stringifyPlainSearch } from '../../src/lib/search-params'

describe('plain search params', () => {
  it('reads every value as a string, first occurrence wins', () => {
    expect(parsePlainSearch('?p=2&n=1&c=red,blue&c=green&q=%D0%BA%D0%BE%D1%80%D0%BC')).toEqual({
      p: '2',
      n: '1',
      c: 'red,blue',
      q: 'корм',
    })
    expect(parsePlainSearch('?q=a+b&r=a%20b')).toEqual({ q: 'a b', r: 'a b' })
    expect(parsePlainSearch('')).toEqual({})
  })

  it('writes strings unquoted, form-encoded, and drops empty values', () => {
    expect(stringifyPlainSearch({ p: 2, c: 'red,blue', o: '-price', a: undefined, v: '' })).toBe(
      '?p=2&c=red%2Cblue&o=-price',
    )
    expect(stringifyPlainSearch({ q: 'корм & миска' })).toBe(
      '?q=%D0%BA%D0%BE%D1%80%D0%BC+%26+%D0%BC%D0%B8%D1%81%D0%BA%D0%B0',
    )
    expect(stringifyPlainSearch({})).toBe('')
  })

  it('round-trips', () => {
    const search = { b: 'acme,zoo-best', f: 'size-m', q: 'a=b?c' }
    expect(parsePlainSearch(stringifyPlainSearch(search))).toEqual(search)
  })

  // The server renderer rewrites every request's query this way before the router compares it with the
  // router's own spelling; any other spelling here is redirected to itself for ever.
  it('writes a query exactly as the server renderer normalises the request', () => {
    const spellings = [
      '?q=%D1%81%D1%83%D1%85%D0%BE%D0%B9%20%D0%BA%D0%BE%D1%80%D0%BC',
      '?q=%d1%81%d1%83%d1%85%d0%be%d0%b9+%d0%ba%d0%be%d1%80%d0%bc',
      '?q=сухой корм',
      '?q=a+b',
      '?c=black,white&f=a%2Cb',
      "?utm=a(b)!~'c*-._",
      '?utm=a%28b%29%21%7E%27c',
      '?x=%26%3D%3F%23%25%2B',
    ]
    for (const search of spellings) {
      const normalised = getNormalizedURL(new URL(`/search/${search}`, 'http://localhost')).url.search
      expect(stringifyPlainSearch(parsePlainSearch(search)), search).toBe(normalised)
    }
  })
})
