// The delivery cost and the minimum order: free from a goods sum, a flat cost below it, pickup always free. The
// cart and the checkout preview show the quote; placing an order refuses one below the minimum and adds the cost.
import type { DeliveryQuote } from '../../../contract/delivery'
import type { DeliveryType } from '../../../contract/orders'
import type { Locale } from '../../../contract/site'
import { formatPrice } from '../../../contract/format/price'
import type { Env } from '../../env'
import { Conflict } from '../../domain-errors'
import { translate } from '../../i18n'

/** Kopecks; `freeFrom` 0 means delivery is never free. */
export type DeliveryRule = { minOrder: number; cost: number; freeFrom: number }

type RuleEnv = Pick<Env, 'NODE_ENV' | 'ORDER_MIN_SUM' | 'DELIVERY_COST' | 'DELIVERY_FREE_FROM'>

/** The configured rule; the shop's demo figures unless set, none at all under NODE_ENV=test. */
export function deliveryRuleOf(env: RuleEnv): DeliveryRule {
  const demo = env.NODE_ENV !== 'test'
  return {
    minOrder: (env.ORDER_MIN_SUM ?? (demo ? 3_000 : 0)) * 100,
    cost: (env.DELIVERY_COST ?? (demo ? 500 : 0)) * 100,
    freeFrom: (env.DELIVERY_FREE_FROM ?? (demo ? 30_000 : 0)) * 100,
  }
}

/** The quote for goods worth `goods` kopecks. */
export function deliveryQuote(rule: DeliveryRule, goods: number): DeliveryQuote {
  const free = rule.cost === 0 || (rule.freeFrom > 0 && goods >= rule.freeFrom)
  const carried = free ? 0 : rule.cost
  return {
    min_order: rule.minOrder,
    to_min_order: Math.max(0, rule.minOrder - goods),
    free_from: rule.cost === 0 ? 0 : rule.freeFrom > 0 ? rule.freeFrom : null,
    to_free_delivery: rule.cost === 0 ? 0 : rule.freeFrom > 0 ? Math.max(0, rule.freeFrom - goods) : null,
    costs: { delivery: carried, transport_company: carried, pickup: 0 },
  }
}

/** Refuses goods below the minimum order with a 409 naming the minimum and what is missing. */
export function assertMinimumOrder(quote: DeliveryQuote, locale: Locale) {
  if (quote.to_min_order > 0)
    throw new Conflict(
      translate('orders_below_minimum', locale, {
        minimum: formatPrice(quote.min_order),
        missing: formatPrice(quote.to_min_order),
      }),
    )
}

export const deliveryCostOf = (quote: DeliveryQuote, type: DeliveryType) => quote.costs[type]
