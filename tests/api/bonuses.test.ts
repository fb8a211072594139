import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { loyaltyAccounts, loyaltyLedger, users } from '../../server/db/schema/accounts'
import type { BonusesResponse } from '../../contract/account'
import { createAccount, SECRET_KEYS } from '../fixtures/account-users'
import { setupApi } from '../fixtures/api-app'
import { findKeys } from '../fixtures/forbidden-keys'
import { bearer, createSessionFor, DEMO_BUYER_EMAIL } from '../fixtures/sessions'

const api = setupApi()

let token: string
let ledger: { id: number; accrued: number; spent: number; pending: boolean; brandId: number | null; createdAt: Date }[]

beforeAll(async () => {
  const { db } = api.database
  token = await createSessionFor(db, DEMO_BUYER_EMAIL)
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_BUYER_EMAIL))
  ledger = (await db.select().from(loyaltyLedger).where(eq(loyaltyLedger.userId, buyer!.id))).sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
  )
})

const bonuses = (query = '', prefix = '/api/') =>
  api.json<BonusesResponse & Record<string, string[]>>(`${prefix}bonuses/${query}`, bearer(token))

describe('GET /api/bonuses/', () => {
  it('refuses a guest with 401 {detail}', async () => {
    const { status, body } = await api.json<{ detail: string }>('/api/bonuses/')
    expect(status).toBe(401)
    expect(body.detail).toEqual(expect.any(String))
  })

  it('lists the whole ledger newest first with brand, accrued, spent and date', async () => {
    const { status, body } = await bonuses('?limit=100')
    expect(status).toBe(200)
    expect(body.count).toBe(ledger.length)
    expect(body.results.map((row) => row.id)).toEqual(ledger.map((row) => row.id))
    for (const row of body.results) {
      expect(Object.keys(row).sort()).toEqual(['accrued', 'brand', 'date', 'id', 'pending', 'spent'])
      expect(new Date(row.date).toISOString()).toBe(row.date)
    }
    const withBrand = body.results.filter((row) => row.brand !== null)
    expect(withBrand.length).toBeGreaterThan(0)
    expect(withBrand.every((row) => typeof row.brand === 'string' && row.brand.length > 0 && row.accrued > 0)).toBe(
      true,
    )
    expect(body.results.some((row) => row.spent > 0)).toBe(true)
    expect(findKeys(body, SECRET_KEYS)).toEqual([])
  })

  it('totals the whole ledger, not the page, equal to the balance; the unshipped order accrues pending', async () => {
    const { body } = await bonuses('?limit=1')
    const accrued = ledger.filter((row) => !row.pending).reduce((sum, row) => sum + row.accrued, 0)
    const pending = ledger.filter((row) => row.pending).reduce((sum, row) => sum + row.accrued, 0)
    expect(pending).toBeGreaterThan(0)
    expect(body.pending).toBe(pending)
    const spent = ledger.reduce((sum, row) => sum + row.spent, 0)
    expect(body.results).toHaveLength(1)
    expect(body.totals).toEqual({ accrued, spent })
    expect(body.total_debited).toBe(spent)
    expect(body.balance).toBe(150_000)
    expect(body.balance).toBe(accrued - spent)
  })

  it('pages with page and limit (default 20), and accepts offset', async () => {
    const second = await bonuses('?page=2&limit=2')
    expect(second.body.results.map((row) => row.id)).toEqual(ledger.slice(2, 4).map((row) => row.id))
    const byOffset = await bonuses('?offset=1&limit=3')
    expect(byOffset.body.results.map((row) => row.id)).toEqual(ledger.slice(1, 4).map((row) => row.id))
    const first = await bonuses()
    expect(first.body.results).toHaveLength(Math.min(20, ledger.length))
    const beyond = await bonuses('?page=999')
    expect(beyond.status).toBe(200)
    expect(beyond.body.results).toEqual([])
    expect(beyond.body.count).toBe(ledger.length)
  })

  it.each([
    ['?page=0', 'page'],
    ['?page=x', 'page'],
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=-1', 'limit'],
  ])('rejects %s with a field error', async (query, field) => {
    const { status, body } = await bonuses(query)
    expect(status).toBe(400)
    expect(body[field]).toEqual([expect.any(String)])
  })

  it('answers a buyer without a ledger with zeros', async () => {
    const account = await createAccount(api.database.db)
    const fresh = await createSessionFor(api.database.db, account.email)
    const { status, body } = await api.json<BonusesResponse>('/api/en/bonuses/', bearer(fresh))
    expect(status).toBe(200)
    expect(body).toEqual({
      count: 0,
      results: [],
      totals: { accrued: 0, spent: 0 },
      total_debited: 0,
      pending: 0,
      balance: 0,
    })
  })

  it('shows only the signed-in buyer’s rows', async () => {
    const { db } = api.database
    const other = await createAccount(db)
    await db.insert(loyaltyLedger).values({ userId: other.id, accrued: 777 })
    await db.insert(loyaltyAccounts).values({ userId: other.id, balance: 777 })
    const { body } = await bonuses('?limit=100')
    expect(body.count).toBe(ledger.length)
    expect(body.balance).toBe(150_000)
    const theirs = await api.json<BonusesResponse>('/api/bonuses/', bearer(await createSessionFor(db, other.email)))
    expect(theirs.body).toMatchObject({ count: 1, balance: 777, totals: { accrued: 777, spent: 0 } })
  })
})
