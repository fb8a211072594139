import { describe, expect, it } from 'vitest'
import { applyChange, nextSort, sameListing } from '../../machines/catalogue-query.rules'
import type { CatalogueQuery } from '../../contract/catalogue-query'
import { FIRST_PAGE_QUERY } from './catalogue-query-fixtures'

const onPage3: CatalogueQuery = {
  ...FIRST_PAGE_QUERY,
  page: 3,
  lists: { brands: ['acme'], colors: ['red', 'blue'], options: ['size-s', 'age-1'] },
  flags: { onlyNew: true, onlySale: false },
}
const buyer = { buyer: true, pages: 5 }
const guest = { buyer: false, pages: 5 }

describe('nextSort', () => {
  it('sorts ascending, then descending, then clears a direction button', () => {
    expect(nextSort('name', 'sku')).toBe('sku')
    expect(nextSort('sku', 'sku')).toBe('-sku')
    expect(nextSort('-sku', 'sku')).toBe('name')
    expect(nextSort('-sku', 'price')).toBe('price')
    expect(nextSort('price', 'price')).toBe('-price')
    expect(nextSort('-price', 'price')).toBe('name')
  })

  it('flips the name button, whose cleared order is its ascending one', () => {
    expect(nextSort('name', 'name')).toBe('-name')
    expect(nextSort('-name', 'name')).toBe('name')
    expect(nextSort('hit', 'name')).toBe('name')
  })

  it('replaces any sort with a label sort and clears it when chosen twice', () => {
    expect(nextSort('-price', 'new')).toBe('new')
    expect(nextSort('sku', 'sale')).toBe('sale')
    expect(nextSort('new', 'hit')).toBe('hit')
    expect(nextSort('sale', 'sale')).toBe('name')
    expect(nextSort('hit', 'hit')).toBe('name')
  })
})

describe('nextSort on search results', () => {
  it('clears back to relevance, which only search results offer', () => {
    expect(nextSort('rank', 'name', 'rank')).toBe('name')
    expect(nextSort('name', 'name', 'rank')).toBe('-name')
    expect(nextSort('-name', 'name', 'rank')).toBe('rank')
    expect(nextSort('hit', 'hit', 'rank')).toBe('rank')
    expect(nextSort('-sku', 'rank', 'rank')).toBe('rank')
    expect(nextSort('-sku', 'rank')).toBe('-sku')
  })

  it('returns to relevance when new or sale goods are chosen over a label sort', () => {
    const sorted = { ...FIRST_PAGE_QUERY, sort: 'sale' as const }
    expect(applyChange(sorted, { type: 'flag.toggle', flag: 'onlySale' }, { ...buyer, defaultSort: 'rank' }).sort).toBe(
      'rank',
    )
  })
})

describe('applyChange', () => {
  it('toggles a filter value, keeping the picking order, and returns to page 1', () => {
    expect(applyChange(onPage3, { type: 'filter.toggle', filter: 'colors', value: 'green' }, buyer)).toMatchObject({
      page: 1,
      lists: { colors: ['red', 'blue', 'green'] },
    })
    expect(applyChange(onPage3, { type: 'filter.toggle', filter: 'colors', value: 'red' }, buyer)).toMatchObject({
      page: 1,
      lists: { colors: ['blue'] },
    })
    expect(applyChange(onPage3, { type: 'flag.toggle', flag: 'onlyNew' }, buyer)).toMatchObject({
      page: 1,
      flags: { onlyNew: false, onlySale: false },
    })
  })

  it('clears whole groups, or only some values of one', () => {
    expect(applyChange(onPage3, { type: 'filter.clear', filters: ['colors', 'onlyNew'] }, buyer)).toMatchObject({
      page: 1,
      lists: { brands: ['acme'], colors: [], options: ['size-s', 'age-1'] },
      flags: { onlyNew: false },
    })
    expect(
      applyChange(onPage3, { type: 'filter.clear', filters: ['options'], values: ['size-s', 'size-m'] }, buyer).lists
        .options,
    ).toEqual(['age-1'])
    expect(applyChange(onPage3, { type: 'filters.clear' }, buyer)).toEqual({ ...FIRST_PAGE_QUERY, page: 1 })
  })

  it('changes sort, page size and availability on page 1', () => {
    expect(applyChange(onPage3, { type: 'sort.choose', sort: 'price' }, buyer)).toMatchObject({
      page: 1,
      sort: 'price',
    })
    expect(applyChange(onPage3, { type: 'pageSize.choose', size: 96 }, buyer)).toMatchObject({ page: 1, pageSize: 96 })
    expect(applyChange(onPage3, { type: 'availability.toggle' }, buyer)).toMatchObject({ page: 1, hideMissing: true })
  })

  it('clears a label sort when new or sale goods are chosen, and keeps an order-button sort', () => {
    for (const sort of ['new', 'hit', 'sale'] as const)
      for (const flag of ['onlyNew', 'onlySale'] as const) {
        const sorted = { ...onPage3, sort, flags: { onlyNew: false, onlySale: false } }
        expect(applyChange(sorted, { type: 'flag.toggle', flag }, buyer)).toMatchObject({
          page: 1,
          sort: 'name',
          flags: { [flag]: true },
        })
      }
    expect(
      applyChange(
        { ...onPage3, sort: '-price', flags: { onlyNew: false, onlySale: false } },
        { type: 'flag.toggle', flag: 'onlyNew' },
        buyer,
      ).sort,
    ).toBe('-price')
  })

  it('refuses price sorting and hiding missing goods to a guest', () => {
    expect(applyChange(onPage3, { type: 'sort.choose', sort: 'price' }, guest)).toBe(onPage3)
    expect(applyChange(onPage3, { type: 'availability.toggle' }, guest)).toBe(onPage3)
    expect(applyChange(onPage3, { type: 'sort.choose', sort: 'sku' }, guest).sort).toBe('sku')
  })

  it('goes to a page of the listing and to no other', () => {
    expect(applyChange(onPage3, { type: 'page.go', page: 5 }, buyer)).toEqual({ ...onPage3, page: 5 })
    for (const page of [0, 6, 2.5, Number.NaN])
      expect(applyChange(onPage3, { type: 'page.go', page }, buyer)).toBe(onPage3)
  })
})

describe('sameListing', () => {
  it('ignores the view mode and the order values were picked in', () => {
    const reordered = {
      ...onPage3,
      view: 'rows' as const,
      lists: { brands: ['acme'], colors: ['blue', 'red'], options: ['age-1', 'size-s'] },
    }
    expect(sameListing(onPage3, reordered)).toBe(true)
  })

  it('tells apart every other difference', () => {
    const others: CatalogueQuery[] = [
      { ...onPage3, page: 2 },
      { ...onPage3, pageSize: 48 },
      { ...onPage3, sort: '-name' },
      { ...onPage3, hideMissing: true },
      { ...onPage3, lists: { ...onPage3.lists, colors: ['red'] } },
      { ...onPage3, lists: { ...onPage3.lists, brands: ['zoo'] } },
      { ...onPage3, flags: { onlyNew: true, onlySale: true } },
    ]
    for (const other of others) expect(sameListing(onPage3, other)).toBe(false)
  })
})
