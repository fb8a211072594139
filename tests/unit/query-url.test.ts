import { describe, expect, it } from 'vitest'
import { parseCatalogueQuery, serializeCatalogueQuery, toApiParams } from '../../src/lib/catalogue/query-url'
import type { CatalogueQuery } from '../../contract/catalogue-query'

const DEFAULTS: CatalogueQuery = {
  page: 1,
  pageSize: 24,
  sort: 'name',
  hideMissing: false,
  view: 'cols',
  lists: { brands: [], colors: [], options: [] },
  flags: { onlyNew: false, onlySale: false },
}

const FULL: CatalogueQuery = {
  page: 3,
  pageSize: 96,
  sort: '-price',
  hideMissing: true,
  view: 'rows',
  lists: { brands: ['acme', 'zoo-best'], colors: ['red'], options: ['size-m', 'size-l'] },
  flags: { onlyNew: true, onlySale: true },
}

const buyer = { buyer: true }
const guest = { buyer: false }

describe('parseCatalogueQuery', () => {
  it('reads an empty address as the defaults', () => {
    expect(parseCatalogueQuery(new URLSearchParams(), guest)).toEqual(DEFAULTS)
    expect(parseCatalogueQuery({}, buyer)).toEqual(DEFAULTS)
  })

  it('reads every parameter from URLSearchParams and from a plain object alike', () => {
    const search = 'p=3&ps=96&o=-price&a=1&v=rows&b=acme,zoo-best&c=red&f=size-m,size-l&n=1&s=1'
    expect(parseCatalogueQuery(new URLSearchParams(search), buyer)).toEqual(FULL)
    expect(parseCatalogueQuery(Object.fromEntries(new URLSearchParams(search)), buyer)).toEqual(FULL)
  })

  it('falls back to the default for each value that makes no sense', () => {
    const junk = { p: '0', ps: '25', o: 'price-desc', a: 'yes', v: 'grid', n: 'true', s: '2' }
    expect(parseCatalogueQuery(junk, buyer)).toEqual(DEFAULTS)
    for (const p of ['-1', '1.5', 'abc', '', '01', '1234567890']) expect(parseCatalogueQuery({ p }, buyer).page).toBe(1)
    expect(parseCatalogueQuery({ p: '123456789' }, buyer).page).toBe(123456789)
  })

  it('gives a guest neither price sorting nor hiding missing goods', () => {
    expect(parseCatalogueQuery({ o: 'price', a: '1' }, guest)).toMatchObject({ sort: 'name', hideMissing: false })
    expect(parseCatalogueQuery({ o: '-price' }, guest).sort).toBe('name')
    expect(parseCatalogueQuery({ o: '-sku' }, guest).sort).toBe('-sku')
    expect(parseCatalogueQuery({ o: 'hit' }, guest).sort).toBe('hit')
  })

  it('drops duplicates, empty and malformed list values and keeps the picking order', () => {
    const query = parseCatalogueQuery({ b: 'zoo,acme,zoo,,Acme', c: ' red , <script>,blue', f: ',' }, guest)
    expect(query.lists).toEqual({ brands: ['zoo', 'acme'], colors: ['red', 'blue'], options: [] })
  })

  it('takes the first of repeated values and accepts numbers a router may have parsed', () => {
    expect(parseCatalogueQuery({ p: ['2', '5'], ps: 48, n: 1 }, guest)).toMatchObject({
      page: 2,
      pageSize: 48,
      flags: { onlyNew: true, onlySale: false },
    })
    expect(parseCatalogueQuery(new URLSearchParams('p=2&p=5'), guest).page).toBe(2)
    expect(parseCatalogueQuery({ b: { acme: true }, c: null }, guest).lists).toEqual({
      brands: [],
      colors: [],
      options: [],
    })
  })
})

describe('serializeCatalogueQuery', () => {
  it('leaves out every default', () => {
    expect(serializeCatalogueQuery(DEFAULTS)).toEqual({})
  })

  it('writes one key per filter group with comma-joined values and 1 for flags', () => {
    expect(serializeCatalogueQuery(FULL)).toEqual({
      b: 'acme,zoo-best',
      c: 'red',
      f: 'size-m,size-l',
      n: '1',
      s: '1',
      o: '-price',
      a: '1',
      v: 'rows',
      ps: '96',
      p: '3',
    })
  })

  it('writes the name sort only when it is descending', () => {
    expect(serializeCatalogueQuery({ ...DEFAULTS, sort: '-name' })).toEqual({ o: '-name' })
  })

  it('sorts search results by relevance unless the address names another sort, and leaves relevance out of it', () => {
    const searching = { buyer: false, defaultSort: 'rank' as const }
    expect(parseCatalogueQuery({}, searching).sort).toBe('rank')
    expect(parseCatalogueQuery({ o: 'name' }, searching).sort).toBe('name')
    expect(parseCatalogueQuery({ o: 'price' }, searching).sort).toBe('rank')
    expect(serializeCatalogueQuery({ ...DEFAULTS, sort: 'rank' }, 'rank')).toEqual({})
    expect(serializeCatalogueQuery(DEFAULTS, 'rank')).toEqual({ o: 'name' })
    // A catalogue has no relevance to sort by.
    expect(parseCatalogueQuery({ o: 'rank' }, guest).sort).toBe('name')
  })

  it('round-trips through the parser', () => {
    expect(parseCatalogueQuery(serializeCatalogueQuery(FULL), buyer)).toEqual(FULL)
    const mixed: CatalogueQuery = {
      ...DEFAULTS,
      page: 2,
      sort: 'new',
      lists: { brands: [], colors: ['blue', 'red'], options: [] },
      flags: { onlyNew: false, onlySale: true },
    }
    expect(parseCatalogueQuery(serializeCatalogueQuery(mixed), guest)).toEqual(mixed)
  })
})

describe('toApiParams', () => {
  it('always names page, size and sort, never the view', () => {
    expect(toApiParams({ ...DEFAULTS, view: 'rows' }, {})).toEqual({ o: 'name', ps: '24', p: '1' })
  })

  it('adds the scope, the filters and hiding missing goods', () => {
    expect(toApiParams(FULL, { path: 'dogs/food' })).toEqual({
      path: 'dogs/food',
      b: 'acme,zoo-best',
      c: 'red',
      f: 'size-m,size-l',
      n: '1',
      s: '1',
      o: '-price',
      a: '1',
      ps: '96',
      p: '3',
    })
    expect(toApiParams(DEFAULTS, { brand: 'acme' })).toEqual({ brand: 'acme', o: 'name', ps: '24', p: '1' })
    expect(toApiParams({ ...DEFAULTS, sort: 'rank' }, { q: 'корм' })).toEqual({
      q: 'корм',
      o: 'rank',
      ps: '24',
      p: '1',
    })
  })
})
