// The checkout preview and the order itself price the cart the same way: live prices of the lines that can be
// ordered now, then the coupon, then loyalty points (never more than the balance nor LOYALTY_MAX_SHARE_PERCENT of
// the amount still due), then the delivery method's cost (server/modules/orders/delivery-rule.ts).
import { and, eq, isNull, lte, gte, or, sql } from 'drizzle-orm'
import type { CartContents } from '../../../contract/cart'
import type { DeliveryType, OrderTotals } from '../../../contract/orders'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { loyaltyAccounts } from '../../db/schema/accounts'
import { coupons } from '../../db/schema/ordering'
import { InvalidFields } from '../../domain-errors'
import { translate } from '../../i18n'
import { currentCartId } from '../cart/cart-changes'
import { emptyCart, loadCart, orderableLines } from '../cart/cart-view'
import type { Buyer } from '../catalogue/product-cards'
import { deliveryQuote, type DeliveryRule } from './delivery-rule'

export type Coupon = { id: number; code: string; percent: number | null; amount: number | null }

type Reader = Pick<Db, 'select' | 'execute'>

/** An active coupon within its dates, by code in any case; null when there is none. */
export async function findCoupon(db: Reader, code: string): Promise<Coupon | null> {
  const now = sql`now()`
  const [row] = await db
    .select({ id: coupons.id, code: coupons.code, percent: coupons.percent, amount: coupons.amount })
    .from(coupons)
    .where(
      and(
        sql`lower(${coupons.code}) = lower(${code})`,
        eq(coupons.isActive, true),
        or(isNull(coupons.validFrom), lte(coupons.validFrom, now)),
        or(isNull(coupons.validTo), gte(coupons.validTo, now)),
      ),
    )
    .limit(1)
  return row ?? null
}

/** The coupon named in a body ('' for none), or a 400 on `field` when it is unknown, inactive or expired. */
export async function couponOrRefusal(db: Reader, code: string, field: string, locale: Locale): Promise<Coupon | null> {
  if (!code) return null
  const coupon = await findCoupon(db, code)
  if (!coupon) throw new InvalidFields({ [field]: [translate('orders_coupon_invalid', locale)] })
  return coupon
}

export async function loyaltyBalance(db: Reader, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: loyaltyAccounts.balance })
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.userId, userId))
  return Number(row?.balance ?? 0)
}

export function couponDiscount(coupon: Coupon | null, subtotal: number): number {
  if (!coupon) return 0
  const off = coupon.percent !== null ? Math.floor((subtotal * coupon.percent) / 100) : (coupon.amount ?? 0)
  return Math.max(0, Math.min(off, subtotal))
}

export type PointsRule = { balance: number; maxSharePercent: number; use: boolean }

/** The delivery rule and the method chosen. */
export type DeliveryChoice = { rule: DeliveryRule; type: DeliveryType }

export function priceCart(
  cart: CartContents,
  coupon: Coupon | null,
  points: PointsRule,
  delivery: DeliveryChoice,
): OrderTotals {
  const subtotal = cart.total_sum
  const quote = deliveryQuote(delivery.rule, subtotal)
  const deliveryCost = quote.costs[delivery.type]
  const discount = couponDiscount(coupon, subtotal)
  const { balance, maxSharePercent } = points
  const pointsUsable = Math.max(0, Math.min(balance, Math.floor(((subtotal - discount) * maxSharePercent) / 100)))
  const pointsUsed = points.use ? pointsUsable : 0
  return {
    subtotal,
    coupon: coupon ? { code: coupon.code, discount } : null,
    discount,
    points_balance: balance,
    points_usable: pointsUsable,
    points_used: pointsUsed,
    points_max_share_percent: maxSharePercent,
    delivery_type: delivery.type,
    delivery_cost: deliveryCost,
    delivery: quote,
    total: subtotal - discount - pointsUsed + deliveryCost,
    items_count: orderableLines(cart).length,
    missing: cart.items.filter((item) => item.missing),
  }
}

/** The buyer's current cart with live prices (an empty one when there is none). */
export async function buyerCart(
  db: Db,
  buyer: Buyer,
  requestedCartId: string | undefined,
  locale: Locale,
): Promise<CartContents> {
  const cartId = await currentCartId(db, buyer.userId, requestedCartId)
  return cartId ? loadCart(db, cartId, buyer, locale) : emptyCart()
}
