import { describe, expect, it } from 'vitest'
import { deliveryQuote, deliveryRuleOf } from '../../server/modules/orders/delivery-rule'

const rule = { minOrder: 300_000, cost: 50_000, freeFrom: 3_000_000 }

describe('the delivery rule', () => {
  it('charges the flat cost below the threshold and nothing from it on; pickup is free', () => {
    expect(deliveryQuote(rule, 2_999_999)).toEqual({
      min_order: 300_000,
      to_min_order: 0,
      free_from: 3_000_000,
      to_free_delivery: 1,
      costs: { delivery: 50_000, transport_company: 50_000, pickup: 0 },
    })
    expect(deliveryQuote(rule, 3_000_000)).toMatchObject({
      to_free_delivery: 0,
      costs: { delivery: 0, transport_company: 0, pickup: 0 },
    })
    expect(deliveryQuote(rule, 100_000).to_min_order).toBe(200_000)
  })

  it('is never free without a threshold, and always free without a cost', () => {
    expect(deliveryQuote({ ...rule, freeFrom: 0 }, 9_000_000)).toMatchObject({
      free_from: null,
      to_free_delivery: null,
      costs: { delivery: 50_000 },
    })
    expect(deliveryQuote({ minOrder: 0, cost: 0, freeFrom: 0 }, 0)).toMatchObject({
      free_from: 0,
      to_free_delivery: 0,
      costs: { delivery: 0 },
    })
  })

  it('reads whole roubles, with the demo figures unless set and none under NODE_ENV=test', () => {
    const none = { ORDER_MIN_SUM: undefined, DELIVERY_COST: undefined, DELIVERY_FREE_FROM: undefined }
    expect(deliveryRuleOf({ NODE_ENV: 'production', ...none })).toEqual(rule)
    expect(deliveryRuleOf({ NODE_ENV: 'test', ...none })).toEqual({ minOrder: 0, cost: 0, freeFrom: 0 })
    expect(deliveryRuleOf({ NODE_ENV: 'test', ORDER_MIN_SUM: 10, DELIVERY_COST: 2, DELIVERY_FREE_FROM: 0 })).toEqual({
      minOrder: 1_000,
      cost: 200,
      freeFrom: 0,
    })
  })
})
