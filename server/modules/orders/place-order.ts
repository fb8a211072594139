// orders/ POST: the cart becomes an order in one transaction that first locks the buyer's row (as every cart
// change does), so parallel checkouts of one buyer run one after another: the second finds the cart empty, the
// points already spent, or — with the same Idempotency-Key — the order the first one made. Goods below the minimum
// order are refused; the delivery method's cost is stored and added to the total.
import { and, eq, sql } from 'drizzle-orm'
import { earliestDeliveryDate } from '../../../contract/dates/delivery-calendar'
import { formatLongDate } from '../../../contract/format/date'
import type { CheckoutForm } from '../../../contract/orders'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import { loyaltyAccounts, loyaltyLedger, users } from '../../db/schema/accounts'
import { products } from '../../db/schema/catalogue'
import { cartItems, orderItems, orders } from '../../db/schema/ordering'
import { InvalidFields, NotSignedIn } from '../../domain-errors'
import { translate } from '../../i18n'
import { pick } from '../../localize'
import { currentCartId } from '../cart/cart-changes'
import { loadCart, orderableLines } from '../cart/cart-view'
import { buyerPriceTypeId } from '../catalogue/price-lists'
import { orderingRefusal } from '../companies/ordering-right'
import { assertMinimumOrder, deliveryQuote, deliveryRuleOf } from './delivery-rule'
import { accrualByBrand } from './loyalty-accrual'
import { orderNumber } from './order-number'
import { couponOrRefusal, priceCart } from './pricing'

export type PlacedOrder = { orderId: number; created: boolean }

export async function placeOrder(
  db: Db,
  userId: number,
  requestedCartId: string | undefined,
  form: CheckoutForm,
  idempotencyKey: string | null,
  rule: Pick<
    Env,
    | 'LOYALTY_ACCRUAL_PERCENT'
    | 'LOYALTY_MAX_SHARE_PERCENT'
    | 'DELIVERY_CUTOFF_TIME'
    | 'NODE_ENV'
    | 'ORDER_MIN_SUM'
    | 'DELIVERY_COST'
    | 'DELIVERY_FREE_FROM'
  >,
  locale: Locale,
): Promise<PlacedOrder> {
  const earliest = earliestDeliveryDate(new Date(), rule.DELIVERY_CUTOFF_TIME)
  if (form.delivery_date < earliest) {
    throw new InvalidFields({
      delivery_date: [translate('orders_validation_date_earliest', locale, { date: formatLongDate(earliest, locale) })],
    })
  }
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        canOrder: users.canOrder,
        companyRole: users.companyRole,
        companyId: users.companyId,
        priceTypeId: buyerPriceTypeId,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    if (!user) throw new NotSignedIn(translate('api_not_authenticated', locale))
    if (idempotencyKey) {
      const [done] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)))
      if (done) return { orderId: done.id, created: false }
    }
    const refusal = orderingRefusal(user, locale)
    if (refusal) throw refusal

    const cartId = await currentCartId(tx, userId, requestedCartId)
    const cart = cartId ? await loadCart(tx, cartId, { userId, priceTypeId: user.priceTypeId }, locale) : null
    const lines = cart ? orderableLines(cart) : []
    if (!cart || lines.length === 0)
      throw new InvalidFields({ non_field_errors: [translate('orders_cart_empty', locale)] })

    const coupon = await couponOrRefusal(tx, form.coupon, 'coupon', locale)
    assertMinimumOrder(deliveryQuote(deliveryRuleOf(rule), cart.total_sum), locale)
    await tx.insert(loyaltyAccounts).values({ userId, balance: 0 }).onConflictDoNothing()
    const [account] = await tx
      .select({ balance: loyaltyAccounts.balance })
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.userId, userId))
      .for('update')
    const totals = priceCart(
      cart,
      coupon,
      {
        balance: Number(account?.balance ?? 0),
        maxSharePercent: rule.LOYALTY_MAX_SHARE_PERCENT,
        use: form.use_loyalty_points,
      },
      { rule: deliveryRuleOf(rule), type: form.delivery_type },
    )

    const [order] = await tx
      .insert(orders)
      .values({
        number: `pending-${idempotencyKey ?? crypto.randomUUID()}-${userId}`,
        userId,
        companyId: user.companyId,
        companyName: form.company_name,
        email: form.email,
        phone: form.phone,
        deliveryAddress: form.delivery_address,
        deliveryType: form.delivery_type,
        paymentType: form.payment_type,
        deliveryTime: form.delivery_time,
        deliveryDate: form.delivery_date,
        comment: form.comment,
        useLoyaltyPoints: form.use_loyalty_points,
        couponId: coupon?.id ?? null,
        subtotal: totals.subtotal,
        discount: totals.discount,
        pointsSpent: totals.points_used,
        deliveryCost: totals.delivery_cost,
        total: totals.total,
        idempotencyKey,
      })
      .returning({ id: orders.id, createdAt: orders.createdAt })
    const orderId = order!.id
    const number = orderNumber(orderId, order!.createdAt.getUTCFullYear())
    await tx.update(orders).set({ number }).where(eq(orders.id, orderId))

    const snapshots = await tx
      .select({ id: products.id, title: products.title, brandId: products.brandId })
      .from(products)
      .where(sql`${products.id} in ${lines.map((line) => line.product.id)}`)
    const byId = new Map(snapshots.map((row) => [row.id, row]))
    await tx.insert(orderItems).values(
      lines.map((line) => ({
        orderId,
        productId: line.product.id,
        sku: line.product.sku_full,
        // The manager reads the order in Russian whatever the buyer's locale.
        title: pick(byId.get(line.product.id)?.title ?? null, 'ru') || line.product.title,
        image: line.product.image,
        quantity: line.quantity,
        price: line.price,
        amount: line.total,
        comment: line.comment,
      })),
    )

    const accruals = accrualByBrand(
      lines.map((line) => ({ brandId: byId.get(line.product.id)?.brandId ?? null, amount: line.total })),
      // Points accrue on the money paid for the goods, not for their delivery.
      totals.subtotal === 0 ? 0 : (totals.total - totals.delivery_cost) / totals.subtotal,
      rule.LOYALTY_ACCRUAL_PERCENT,
    )
    // The accrual waits for the shipment (staff/ship-order) before it joins the balance; the points spent leave it now.
    const ledger = [
      ...(totals.points_used > 0
        ? [{ userId, orderId, spent: totals.points_used, note: translate('orders_ledger_spent', 'ru', { number }) }]
        : []),
      ...accruals.map((entry) => ({
        userId,
        orderId,
        brandId: entry.brandId,
        accrued: entry.points,
        pending: true,
        note: translate('orders_ledger_accrued', 'ru', { number }),
      })),
    ]
    if (ledger.length > 0) await tx.insert(loyaltyLedger).values(ledger)
    if (totals.points_used > 0)
      await tx
        .update(loyaltyAccounts)
        .set({ balance: sql`${loyaltyAccounts.balance} - ${totals.points_used}`, updatedAt: sql`now()` })
        .where(eq(loyaltyAccounts.userId, userId))

    // Only the ordered lines leave the cart: a line that cannot be ordered now stays, flagged, for later.
    await tx
      .delete(cartItems)
      .where(and(eq(cartItems.cartId, cart.id!), sql`${cartItems.id} in ${lines.map((line) => line.id)}`))
    return { orderId, created: true }
  })
}
