// The loyalty rule, decided once (LOYALTY_MAX_SHARE_PERCENT, here 15 instead of the default 20) and used
// everywhere: points pay at most that share of the amount due in calc-price and at checkout, every text that
// describes the programme (loyalty page, FAQ, home tile) states that same share, and an order's accrual is
// pending until staff mark the order shipped (`npm run staff -- ship <number>`), then it becomes spendable.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { loyaltyAccounts } from '../../server/db/schema/accounts'
import { orders } from '../../server/db/schema/ordering'
import { runStaffCommand } from '../../server/staff/commands'
import { setLoyalty } from '../../server/staff/loyalty'
import { StaffInputError } from '../../server/staff/staff-error'
import type { AccountContentPage } from '../../contract/account-page'
import type { BonusesResponse } from '../../contract/account'
import type { ProductCard } from '../../contract/catalogue'
import type { FaqItem, HomePage } from '../../contract/content'
import { shopToday, type OrderDetail, type OrderTotals } from '../../contract/orders'
import { setupApi } from '../fixtures/api-app'
import { newBuyer, orderableProducts, type Buyer } from '../fixtures/buyers'

const api = setupApi({ env: () => ({ LOYALTY_MAX_SHARE_PERCENT: '15' }) })
let goods: ProductCard[] = []

beforeAll(async () => {
  goods = await orderableProducts(api, (await newBuyer(api)).token)
  expect(goods.length).toBeGreaterThan(3)
})

const fill = async (buyer: Buyer, index: number, quantity: number) =>
  expect((await buyer.call('POST', 'carts/items/', { product: goods[index]!.id, quantity })).status).toBe(200)

const form = (buyer: Buyer, changes: Record<string, unknown> = {}) => ({
  company_name: 'ООО «Хвост»',
  email: buyer.account.email,
  phone: '79161234567',
  delivery_address: 'Тверь, ул. Мира, 1',
  delivery_type: 'pickup',
  payment_type: 'cash',
  delivery_date: nextWorkingDay(),
  ...changes,
})

/** A date every delivery calendar accepts: a Wednesday some weeks ahead. */
function nextWorkingDay(): string {
  const date = new Date(`${shopToday()}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 14 + ((3 - date.getUTCDay() + 7) % 7))
  return date.toISOString().slice(0, 10)
}

describe('points pay at most the configured share', () => {
  it('calc-price and checkout cap the points at 15 % of the amount due, after the coupon', async () => {
    const buyer = await newBuyer(api)
    await fill(buyer, 0, 3)
    const preview = await buyer.call<OrderTotals>('POST', 'orders/calc-price/', {
      use_loyalty_points: true,
      coupon: 'WELCOME5',
    })
    const due = preview.body.subtotal - preview.body.discount
    await setLoyalty(api.database.db, buyer.account.email, String(due))
    const capped = await buyer.call<OrderTotals>('POST', 'orders/calc-price/', {
      use_loyalty_points: true,
      coupon: 'WELCOME5',
    })
    const usable = Math.floor((due * 15) / 100)
    expect(capped.body).toMatchObject({
      points_balance: due,
      points_usable: usable,
      points_used: usable,
      total: due - usable,
      points_max_share_percent: 15,
    })

    const placed = await buyer.call<OrderDetail>(
      'POST',
      'orders/',
      form(buyer, { use_loyalty_points: true, coupon: 'WELCOME5' }),
    )
    expect(placed.status).toBe(201)
    expect(placed.body).toMatchObject({ points_spent: usable, total: due - usable })
    const [account] = await api.database.db
      .select()
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.userId, buyer.account.id))
    expect(account?.balance).toBe(due - usable)
  })

  it('a small balance is used whole when it is under the share', async () => {
    const buyer = await newBuyer(api)
    await fill(buyer, 1, 2)
    await setLoyalty(api.database.db, buyer.account.email, '100')
    const { body } = await buyer.call<OrderTotals>('POST', 'orders/calc-price/', { use_loyalty_points: true })
    expect(body).toMatchObject({ points_usable: 100, points_used: 100, total: body.subtotal - 100 })
  })
})

describe('accrual is pending until the order ships', () => {
  it('records the accrual as pending at placement, and staff shipping the order makes it spendable', async () => {
    const buyer = await newBuyer(api)
    await fill(buyer, 2, 20)
    const placed = await buyer.call<OrderDetail>('POST', 'orders/', form(buyer))
    expect(placed.status).toBe(201)
    const accrued = placed.body.points_accrued
    expect(accrued).toBeGreaterThan(0)
    expect(placed.body.points_pending).toBe(true)

    const before = (await buyer.call<BonusesResponse>('GET', 'bonuses/')).body
    expect(before.balance).toBe(0)
    expect(before.pending).toBe(accrued)
    expect(before.totals).toEqual({ accrued: 0, spent: 0 })
    expect(before.results.every((row) => row.pending)).toBe(true)
    expect((await buyer.call<OrderTotals>('POST', 'orders/calc-price/', {})).body.points_balance).toBe(0)

    const lines = await runStaffCommand(api.database.db, 'ship', [placed.body.number])
    expect(lines.join('\n')).toContain(placed.body.number)
    expect(lines.join('\n')).toContain(String(accrued))
    const after = (await buyer.call<BonusesResponse>('GET', 'bonuses/')).body
    expect(after.balance).toBe(accrued)
    expect(after.pending).toBe(0)
    expect(after.totals).toEqual({ accrued, spent: 0 })
    expect(after.results.every((row) => !row.pending)).toBe(true)
    const order = (await buyer.call<OrderDetail>('GET', `orders/${placed.body.id}/`)).body
    expect(order).toMatchObject({ status: 'shipped', points_accrued: accrued, points_pending: false })

    // Shipping twice credits nothing more.
    expect((await runStaffCommand(api.database.db, 'ship', [placed.body.number])).join('\n')).toMatch(/already shipped/)
    expect((await buyer.call<BonusesResponse>('GET', 'bonuses/')).body.balance).toBe(accrued)
  })

  it('refuses an unknown order number and a cancelled order', async () => {
    await expect(runStaffCommand(api.database.db, 'ship', ['VT-2000-000001'])).rejects.toThrow(StaffInputError)
    const buyer = await newBuyer(api)
    await fill(buyer, 3, 1)
    const placed = await buyer.call<OrderDetail>('POST', 'orders/', form(buyer))
    await api.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed.body.id))
    await expect(runStaffCommand(api.database.db, 'ship', [placed.body.number])).rejects.toThrow(/cancelled/)
  })
})

describe('every text about the programme states the configured rule', () => {
  it.each([
    ['ru', '', 'до 15% суммы заказа', 'Оплатить часть заказа бонусными баллами'],
    ['en', 'en/', 'up to 15% of the order', 'Pay part of the order with loyalty points'],
  ])('loyalty page, FAQ and home tile in %s', async (_locale, prefix, share, checkbox) => {
    const page = await api.json<AccountContentPage>(`/api/${prefix}loyalty-page/`)
    expect(page.status).toBe(200)
    expect(page.body.text).toContain(share)
    expect(page.body.text).toContain(checkbox)
    expect(page.body.text).not.toMatch(/20\s?%|\{/)

    const faq = await api.json<{ items: FaqItem[] }>(`/api/${prefix}pages/faq/`)
    const answers = faq.body.items.map((item) => item.answer).join('\n')
    expect(answers).toContain(share)
    expect(answers).not.toMatch(/20\s?%|\{loyalty/)

    const home = await api.json<HomePage>(`/api/${prefix}pages/homepage/`)
    const tiles = home.body.features.map((tile) => tile.description).join('\n')
    expect(tiles).toMatch(/15\s?%/)
    expect(tiles).not.toMatch(/20\s?%|\{loyalty/)
  })
})
