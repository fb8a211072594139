import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../server/db/schema/accounts'
import { products } from '../../server/db/schema/catalogue'
import { waitList } from '../../server/db/schema/ordering'
import { amountBand, loadProductCards } from '../../server/modules/catalogue/product-cards'
import { setupApi } from '../fixtures/api-app'
import { defaultPriceTypeId, wholesalePrices } from '../fixtures/price-lists'
import { DEMO_BUYER_EMAIL } from '../fixtures/sessions'

const api = setupApi()

describe('amountBand', () => {
  it('maps stock to the bands of the SPEC', () => {
    expect([-3, 0, 1, 9, 10, 99, 100, 999, 1000, 5000].map(amountBand)).toEqual([
      'нет',
      'нет',
      '<10',
      '<10',
      '<100',
      '<100',
      '<1000',
      '<1000',
      '>1000',
      '>1000',
    ])
  })
})

describe('loadProductCards', () => {
  it('keeps the order of ids, drops unknown and unpublished ones and strips prices for guests', async () => {
    const db = api.database.db
    const [a = 0, b = 0, c = 0] = (
      await db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(3)
    ).map((row) => row.id)
    await db.update(products).set({ isPublished: false }).where(eq(products.id, b))
    const cards = await loadProductCards(db, [c, 999_999, b, a], null, 'en')
    expect(cards.map((card) => card.id)).toEqual([c, a])
    for (const card of cards) {
      expect(card).not.toHaveProperty('price')
      expect(card).not.toHaveProperty('amount')
      expect(card).not.toHaveProperty('in_wait')
      expect(card.title).not.toMatch(/[а-я]/i)
    }
    await db.update(products).set({ isPublished: true }).where(eq(products.id, b))
  })

  it('gives a buyer the price, the stock band and the wait-list state', async () => {
    const db = api.database.db
    const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_BUYER_EMAIL))
    const [product] = await db.select().from(products).orderBy(asc(products.id)).limit(1)
    if (!buyer || !product) throw new Error('the test catalogue has no buyer or no product')
    await db
      .insert(waitList)
      .values({ productId: product.id, userId: buyer.id, email: DEMO_BUYER_EMAIL })
      .onConflictDoNothing()
    const priceTypeId = await defaultPriceTypeId(db)
    const [card] = await loadProductCards(db, [product.id], { userId: buyer.id, priceTypeId }, 'ru')
    expect(card?.price).toBe((await wholesalePrices(db)).get(product.id))
    expect(card?.amount).toBe(amountBand(product.stock))
    expect(card?.in_wait).toBe(true)
    const [other] = await loadProductCards(db, [product.id], { userId: buyer.id + 1000, priceTypeId }, 'ru')
    expect(other?.in_wait).toBe(false)
  })
})
