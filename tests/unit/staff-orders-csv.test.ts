// The orders CSV's fields as Excel reads them, and the orders list's URL read leniently.
import { describe, expect, it } from 'vitest'
import { csvField } from '../../server/spreadsheets/csv'
import { staffOrdersSearch } from '../../src/lib/staff/orders-search'

describe('csvField', () => {
  it('quotes a field holding the separator, a quote or a line break, doubling quotes', () => {
    expect(csvField('ООО «Лапки»')).toBe('ООО «Лапки»')
    expect(csvField('a;b')).toBe('"a;b"')
    expect(csvField('ООО "Лапки"')).toBe('"ООО ""Лапки"""')
    expect(csvField('first\nsecond')).toBe('"first\nsecond"')
    expect(csvField(' padded ')).toBe('" padded "')
    expect(csvField(42)).toBe('42')
  })

  it('keeps Excel from running a text as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
    expect(csvField('+7 916 123-45-67')).toBe("'+7 916 123-45-67")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
  })
})

describe('staffOrdersSearch', () => {
  it('keeps the valid parts of the address and drops the rest', () => {
    expect(staffOrdersSearch({ page: 2, sort: '-total', status: 'paid', q: 'Лапки' })).toEqual({
      page: 2,
      sort: '-total',
      status: 'paid',
      q: 'Лапки',
    })
    expect(staffOrdersSearch({ page: 0, sort: 'price', status: 'lost', from: '2024-01-01', junk: 'x' })).toEqual({
      from: '2024-01-01',
    })
    expect(staffOrdersSearch({})).toEqual({})
  })
})
