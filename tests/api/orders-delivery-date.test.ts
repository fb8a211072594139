// The delivery date at checkout follows the business calendar on the server too: working days only, and not
// before the earliest date the cut-off allows (here DELIVERY_CUTOFF_TIME=00:00, so today is always too late).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { earliestDeliveryDate } from '../../contract/dates/delivery-calendar'
import type { ProductCard } from '../../contract/catalogue'
import { shopToday, type OrderDetail } from '../../contract/orders'
import { setupApi } from '../fixtures/api-app'
import { newBuyer, orderableProducts, type Buyer } from '../fixtures/buyers'

const api = setupApi({ env: () => ({ DELIVERY_CUTOFF_TIME: '00:00' }) })
let goods: ProductCard[] = []

beforeAll(async () => {
  goods = await orderableProducts(api, (await newBuyer(api)).token)
})

const placeFor = async (buyer: Buyer, date: string, prefix = '') => {
  await buyer.call('POST', 'carts/items/', { product: goods[0]!.id, quantity: 1 })
  return buyer.call<OrderDetail & Record<string, string[]>>('POST', `${prefix}orders/`, {
    company_name: 'ООО «Хвост»',
    email: buyer.account.email,
    phone: '79161234567',
    delivery_type: 'pickup',
    payment_type: 'cash',
    delivery_date: date,
  })
}

/** The next Wednesday at 10:00 Moscow time: a working day whose own date the 00:00 cut-off refuses. On a Saturday
 * or a Sunday no date is both a working day not in the past and before the earliest one, so the clock is moved (the
 * buyer signs in on the moved clock too: the embedded database's now() reads it). */
const nextWednesdayMorning = () => {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + 1 + ((3 - date.getUTCDay() + 6) % 7))
  date.setUTCHours(7, 0, 0, 0)
  return date
}

/** The Saturday after `iso`. */
const saturdayAfter = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 7 + ((6 - date.getUTCDay() + 7) % 7))
  return date.toISOString().slice(0, 10)
}

describe('orders/ POST delivery_date and the business calendar', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('refuses a day before the earliest the cut-off allows, with a localized message', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(nextWednesdayMorning())
    const buyer = await newBuyer(api)
    expect(new Date(`${shopToday()}T00:00:00Z`).getUTCDay()).toBe(3)
    const ru = await placeFor(buyer, shopToday())
    expect(ru.status).toBe(400)
    expect(ru.body.delivery_date).toEqual([expect.stringMatching(/^Ближайшая дата доставки — \d{1,2} [а-я]+ \d{4}$/)])
    const en = await placeFor(buyer, shopToday(), 'en/')
    expect(en.body.delivery_date).toEqual([
      expect.stringMatching(/^The earliest delivery date is \d{1,2} [A-Z][a-z]+ \d{4}$/),
    ])
  })

  it('refuses a weekend', async () => {
    const buyer = await newBuyer(api)
    const { status, body } = await placeFor(buyer, saturdayAfter(shopToday()))
    expect(status).toBe(400)
    expect(body.delivery_date).toEqual(['Доставка только в рабочие дни, с понедельника по пятницу'])
  })

  it('takes the earliest working day', async () => {
    const buyer = await newBuyer(api)
    const earliest = earliestDeliveryDate(new Date(), '00:00')
    const { status, body } = await placeFor(buyer, earliest)
    expect(status).toBe(201)
    expect(body.delivery_date).toBe(earliest)
  })
})
