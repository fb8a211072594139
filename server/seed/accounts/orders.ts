// Coupons, the buyer's past orders (snapshots of real products), loyalty ledger and favourites.
import { eq } from 'drizzle-orm'
import { loyaltyAccounts, loyaltyLedger } from '../../db/schema/accounts'
import { coupons, favorites, orderItems, orders } from '../../db/schema/ordering'
import { orderNumber } from '../../modules/orders/order-number'
import type { ProductSummary } from '../catalogue/products'
import type { SeedContext } from '../context'
import { rngFor } from '../random'
import { DAY_MS, daysBefore, isoDate } from '../text'
import type { SeededAccounts } from './accounts'

const TARGET_BALANCE = 150_000
const ACCRUAL_RATE = 0.005

type OrderPlan = { status: 'completed' | 'shipped' | 'accepted'; daysAgo: number; coupon: boolean; points: number }

const PLANS: readonly OrderPlan[] = [
  { status: 'completed', daysAgo: 300, coupon: true, points: 0 },
  { status: 'completed', daysAgo: 190, coupon: false, points: 0 },
  { status: 'completed', daysAgo: 75, coupon: false, points: 40_000 },
  { status: 'shipped', daysAgo: 9, coupon: false, points: 0 },
  { status: 'accepted', daysAgo: 2, coupon: false, points: 0 },
]

export async function seedOrders(
  ctx: SeedContext,
  accounts: SeededAccounts,
  samples: ProductSummary[],
): Promise<{ orders: number; balance: number }> {
  const { db, now } = ctx
  const rng = rngFor('orders')
  const couponRows = await db
    .insert(coupons)
    .values([
      {
        code: 'WELCOME5',
        percent: 5,
        amount: null,
        validFrom: daysBefore(now, 400),
        validTo: daysBefore(now, -365),
        isActive: true,
      },
      {
        code: 'BONUS1000',
        percent: null,
        amount: 100_000,
        validFrom: daysBefore(now, 10),
        validTo: daysBefore(now, -90),
        isActive: true,
      },
      {
        code: 'SUMMER10',
        percent: 10,
        amount: null,
        validFrom: daysBefore(now, 500),
        validTo: daysBefore(now, 420),
        isActive: false,
      },
    ])
    .returning({ id: coupons.id, code: coupons.code })
  const welcome = couponRows.find((row) => row.code === 'WELCOME5')?.id ?? null

  const orderable = samples.filter((p) => p.stock > 0 && p.price <= 500_000)
  const pool = orderable.length >= 8 ? orderable : samples
  const ledger: (typeof loyaltyLedger.$inferInsert)[] = []
  // A catalogue without products (products: 0) gets no orders, only the welcome bonus.
  const drafts = (pool.length > 0 ? PLANS : []).map((plan) => {
    const items = rng.sample(pool, rng.int(3, 7)).map((p) => {
      const quantity = rng.pick([2, 3, 4, 6, 10, 12, 20, 24])
      // Quantities are packs; the price is per unit.
      return { product: p, quantity, amount: p.price * p.packQuantity * quantity }
    })
    const subtotal = items.reduce((sum, item) => sum + item.amount, 0)
    const discount = plan.coupon ? Math.round(subtotal * 0.05) : 0
    const accruals = new Map<number, number>()
    for (const item of items)
      accruals.set(item.product.brandId, (accruals.get(item.product.brandId) ?? 0) + item.amount)
    for (const [brandId, amount] of accruals) accruals.set(brandId, Math.round(amount * ACCRUAL_RATE))
    return {
      plan,
      items,
      subtotal,
      discount,
      accruals,
      pointsSpent: Math.min(plan.points, Math.floor((subtotal - discount) * 0.2)),
    }
  })
  // An order not shipped yet holds its accrual pending: it is not in the balance.
  const isPending = (plan: OrderPlan) => plan.status === 'accepted'
  // The order paid with points spends whatever the credited accruals hold above the demo balance,
  // so it stays a round figure.
  const accruedTotal = drafts
    .filter((draft) => !isPending(draft.plan))
    .reduce((sum, draft) => sum + [...draft.accruals.values()].reduce((a, b) => a + b, 0), 0)
  const excess = accruedTotal - drafts.reduce((sum, draft) => sum + draft.pointsSpent, 0) - TARGET_BALANCE
  const payer = drafts.find((draft) => draft.plan.points > 0)
  if (payer && excess > 0) payer.pointsSpent = Math.min(payer.pointsSpent + excess, payer.subtotal - payer.discount)

  for (const [i, { plan, items, subtotal, discount, accruals, pointsSpent }] of drafts.entries()) {
    const createdAt = new Date(now.getTime() - plan.daysAgo * DAY_MS)
    const [order] = await db
      .insert(orders)
      .values({
        // Numbered from the id below, as every order is.
        number: `seed-${i}`,
        userId: accounts.buyerId,
        status: plan.status,
        companyName: accounts.buyer.organization,
        email: accounts.buyer.email,
        phone: accounts.buyer.phone,
        deliveryAddress: accounts.buyer.address,
        deliveryType: i % 3 === 1 ? 'pickup' : 'delivery',
        paymentType: 'invoice',
        deliveryTime: rng.pick(['10:00–14:00', '14:00–18:00']),
        deliveryDate: isoDate(daysBefore(createdAt, -2)),
        comment: i === 0 ? 'Позвонить за час до доставки' : '',
        useLoyaltyPoints: pointsSpent > 0,
        couponId: plan.coupon ? welcome : null,
        subtotal,
        discount,
        pointsSpent,
        total: subtotal - discount - pointsSpent,
        createdAt,
        updatedAt: new Date(createdAt.getTime() + 3 * DAY_MS),
        // The demo history came back from 1C long ago: nothing of it waits to be sent.
        changedAt: createdAt,
        offeredAt: createdAt,
        exportedAt: createdAt,
        shippedAt: isPending(plan) ? null : new Date(createdAt.getTime() + 2 * DAY_MS),
      })
      .returning({ id: orders.id })
    if (!order) throw new Error('order not inserted')
    await db
      .update(orders)
      .set({ number: orderNumber(order.id, createdAt.getUTCFullYear()) })
      .where(eq(orders.id, order.id))
    await db.insert(orderItems).values(
      items.map((item, line) => ({
        orderId: order.id,
        productId: item.product.id,
        sku: item.product.sku,
        title: item.product.title.ru,
        image: item.product.image,
        quantity: item.quantity,
        price: item.product.price,
        amount: item.amount,
        // Buyers note how a line is to be shipped; the newest order shows one such note.
        comment: i === drafts.length - 1 && line === 0 ? 'Отгрузить отдельно, паллета 2' : '',
      })),
    )
    if (pointsSpent > 0)
      ledger.push({
        userId: accounts.buyerId,
        orderId: order.id,
        spent: pointsSpent,
        note: 'Оплата заказа баллами',
        createdAt,
      })
    for (const [brandId, accrued] of accruals) {
      const pending = isPending(plan)
      ledger.push({
        userId: accounts.buyerId,
        brandId: brandId || null,
        orderId: order.id,
        accrued,
        pending,
        note: 'Начисление за заказ',
        createdAt: pending ? createdAt : new Date(createdAt.getTime() + 5 * DAY_MS),
      })
    }
  }
  const net = ledger.reduce((sum, row) => sum + (row.pending ? 0 : (row.accrued ?? 0)) - (row.spent ?? 0), 0)
  // A welcome bonus tops the demo balance up to a round figure.
  const bonus = Math.max(0, TARGET_BALANCE - net)
  if (bonus > 0)
    ledger.unshift({
      userId: accounts.buyerId,
      accrued: bonus,
      note: 'Приветственные баллы',
      createdAt: daysBefore(now, 399),
    })
  await db.insert(loyaltyLedger).values(ledger)
  const balance = net + bonus
  await db.insert(loyaltyAccounts).values({ userId: accounts.buyerId, balance, updatedAt: daysBefore(now, 2) })

  const favourites = rng.sample(samples, Math.min(8, samples.length))
  if (favourites.length > 0) {
    await db.insert(favorites).values(
      favourites.map((p, i) => ({
        userId: accounts.buyerId,
        productId: p.id,
        createdAt: daysBefore(now, 5 + i * 7),
      })),
    )
  }
  return { orders: drafts.length, balance }
}
