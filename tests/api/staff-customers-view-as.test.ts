// "View the shop as this customer" (decision 019): staff mark their session with a customer; the storefront then
// answers that session as the customer (their prices, cart, history), read-only (400, never 403); the back office
// stays the staff member's own; stopping restores the staff member's view. Start and stop are audited.
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AccountResponse } from '../../contract/account'
import type { ProductListResponse } from '../../contract/catalogue'
import type { StaffMe } from '../../contract/staff/session'
import { managers, users } from '../../server/db/schema/accounts'
import { auditLog } from '../../server/db/schema/staff'
import { createAccount } from '../fixtures/account-users'
import { jsonBody } from '../fixtures/auth'
import { setupApi } from '../fixtures/api-app'
import { KEY_ACCOUNT_LIST, priceTypeIdTitled } from '../fixtures/price-lists'
import { bearer, createSessionFor } from '../fixtures/sessions'
import { as, CALLERS, callerHeaders, createStaffMember } from '../fixtures/staff'

const api = setupApi()
const db = () => api.database.db
let headers: Awaited<ReturnType<typeof callerHeaders>>
/** A customer on the key-account price list, and that customer's own session. */
let customer: { id: number; email: string }
let customerSession: RequestInit
let otherCustomer: number

beforeAll(async () => {
  headers = await callerHeaders(db())
  const keyId = await priceTypeIdTitled(db(), KEY_ACCOUNT_LIST)
  const [card] = await db()
    .insert(managers)
    .values({ name: { ru: 'Тестов', en: 'Testov' }, userId: headers.members.manager.id })
    .returning({ id: managers.id })
  customer = await createAccount(db(), { priceTypeId: keyId, managerId: card!.id, organizationName: 'ООО Просмотр' })
  customerSession = bearer(await createSessionFor(db(), customer.email))
  otherCustomer = (await createAccount(db(), { organizationName: 'ООО Чужой' })).id
})

const start = (caller: RequestInit, id = customer.id) =>
  api.request(`/api/staff/customers/${id}/view-as/`, as(caller, { method: 'POST' }))
const stop = (caller: RequestInit) => api.request('/api/staff/customers/view-as/', as(caller, { method: 'DELETE' }))
const accountOf = async (caller: RequestInit) => (await api.json<AccountResponse>('/api/my/account/', caller)).body

/** A fresh staff member of this role with a session of their own. */
async function freshStaff(role: 'admin' | 'manager' = 'admin') {
  const member = await createStaffMember(db(), role)
  return { member, session: bearer(await createSessionFor(db(), member.email)) }
}

describe('every caller', () => {
  it.each(CALLERS)('view-as start and stop: %s', async (caller) => {
    const allowed = caller === 'admin' || caller === 'manager'
    const started = await start(headers[caller])
    expect(started.status).toBe(allowed ? 200 : 404)
    if (allowed) expect(await started.json()).toEqual({ customer_id: customer.id })
    const stopped = await stop(headers[caller])
    expect(stopped.status).toBe(allowed ? 200 : 404)
    if (allowed) expect((await stop(headers[caller])).status).toBe(400)
  })

  it('a manager may not view the shop as another manager’s customer', async () => {
    expect((await start(headers.manager, otherCustomer)).status).toBe(404)
    expect((await start(headers.admin, otherCustomer)).status).toBe(200)
    expect((await stop(headers.admin)).status).toBe(200)
  })
})

describe('while viewing', () => {
  it('the storefront answers as the customer, with their prices, and says who is looking', async () => {
    const { member, session } = await freshStaff()
    expect((await start(session)).status).toBe(200)

    const account = await accountOf(session)
    expect(account.user).toMatchObject({
      id: customer.id,
      email: customer.email,
      view_as: { staff_email: member.email },
    })
    // The customer's own session carries no banner.
    expect((await accountOf(customerSession)).user.view_as).toBeUndefined()

    const prices = async (caller: RequestInit) =>
      (await api.json<ProductListResponse>('/api/catalog/products/?ps=48', caller)).body.products.map((card) => [
        card.id,
        card.price,
      ])
    expect(await prices(session)).toEqual(await prices(customerSession))
    // Guests still see no prices.
    expect((await prices({})).every(([, price]) => price === undefined)).toBe(true)

    // The back office stays the staff member's own.
    const me = await api.json<StaffMe>('/api/staff/me/', session)
    expect(me.body.email).toBe(member.email)
    await stop(session)
  })

  it('refuses every change with a 400 in the request’s language, never a 403', async () => {
    const { session } = await freshStaff()
    await start(session)
    const [product] = (await api.json<ProductListResponse>('/api/catalog/products/?ps=24', session)).body.products
    for (const [path, init] of [
      ['/api/carts/items/', jsonBody('POST', { product: product!.id, quantity: 1 })],
      ['/api/my/account/', jsonBody('PUT', { full_name: 'Взлом' })],
      ['/api/favorites/', jsonBody('POST', { favorite_products: [product!.id] })],
      ['/api/orders/', jsonBody('POST', {})],
    ] as const) {
      const response = await api.request(path, as(session, init))
      expect(response.status, path).toBe(400)
      expect(await response.json(), path).toEqual({
        detail: 'Это просмотр магазина глазами клиента: изменения недоступны.',
        code: 'view_as_read_only',
      })
    }
    const english = await api.request(
      '/api/en/carts/items/',
      as(session, jsonBody('POST', { product: 1, quantity: 1 })),
    )
    expect(english.status).toBe(400)
    expect(await english.json()).toMatchObject({ detail: expect.stringMatching(/viewing the shop as a customer/) })
    const [row] = await db().select({ fullName: users.fullName }).from(users).where(eq(users.id, customer.id))
    expect(row!.fullName).not.toBe('Взлом')
    // The back office still takes the staff member's changes.
    const loyalty = await api.request(
      `/api/staff/customers/${customer.id}/loyalty/`,
      as(session, jsonBody('POST', { amount: 10, reason: 'Проверка' })),
    )
    expect(loyalty.status).toBe(200)
    await stop(session)
  })

  it('ends at stop: the staff member’s own session is as before, the start and stop are audited', async () => {
    const { member, session } = await freshStaff()
    const other = bearer(await createSessionFor(db(), member.email))
    expect((await start(session)).status).toBe(200)
    // Only the session that asked views the shop as the customer.
    expect((await accountOf(other)).user.email).toBe(member.email)
    expect((await stop(session)).status).toBe(200)
    const account = await accountOf(session)
    expect(account.user.email).toBe(member.email)
    expect(account.user.view_as).toBeUndefined()

    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, member.id), eq(auditLog.entityId, String(customer.id))))
      .orderBy(desc(auditLog.id))
    expect(entries.map((entry) => entry.action)).toEqual(['customer.view_as.stop', 'customer.view_as.start'])
    expect(entries[1]).toMatchObject({ after: { views_as_user_id: customer.id } })
  })

  it('ends when the staff member may no longer open customers', async () => {
    const { member, session } = await freshStaff()
    await start(session)
    await db().update(users).set({ staffRole: 'editor' }).where(eq(users.id, member.id))
    expect((await accountOf(session)).user.email).toBe(member.email)
  })

  it('lets the viewer sign out', async () => {
    const { session } = await freshStaff()
    await start(session)
    const response = await api.request('/api/authorization/logout/', as(session, { method: 'DELETE' }))
    expect(response.status).toBeLessThan(300)
    expect((await api.request('/api/my/account/', session)).status).toBe(401)
  })
})
