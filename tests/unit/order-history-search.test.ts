import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { HistorySearch, queryId } from '../../contract/order-history'

describe('order history query', () => {
  it('keeps p and order as written and drops everything else', () => {
    expect(v.parse(HistorySearch, { p: '2', order: '15', utm: 'mail' })).toEqual({ p: '2', order: '15' })
    expect(v.parse(HistorySearch, { p: 2, order: ['1'] })).toEqual({ p: undefined, order: undefined })
    expect(v.parse(HistorySearch, {})).toEqual({})
  })

  it('reads a page or an order id only from plain positive numbers that fit the database', () => {
    expect(queryId('1')).toBe(1)
    expect(queryId('2147483647')).toBe(2_147_483_647)
    for (const wrong of [undefined, '', '0', '01', '-1', '1.5', 'abc', '2147483648', '99999999999', ' 1'])
      expect(queryId(wrong), String(wrong)).toBeNull()
  })
})
