// Company accounts: the first registration of an INN founds the company and administers it; the administrator
// invites colleagues by e-mail, who set a password and order at once; the company's orders are everybody's in it,
// with who placed each; a viewer sees but cannot order (403); a second registration of the INN is a join request
// the administrator answers; staff see the company's users and switching the company off signs them all out;
// another company sees nothing of it.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AccountResponse, LoginResponse } from '../../contract/account'
import type { CompanyResponse, InvitationPreview } from '../../contract/company'
import type { ProductCard } from '../../contract/catalogue'
import { earliestDeliveryDate } from '../../contract/dates/delivery-calendar'
import type { OrderDetail, OrderHistoryResponse } from '../../contract/orders'
import type { CustomerActionAnswer, CustomerDetail } from '../../contract/staff/customers'
import { users } from '../../server/db/schema/accounts'
import { innOf, jsonBody, registrationForm, uniqueEmail, uniqueIp } from '../fixtures/auth'
import { setupApi } from '../fixtures/api-app'
import { orderableProducts } from '../fixtures/buyers'
import { setupMailCatcher } from '../fixtures/mail-catcher'
import { bearer, createSessionFor, DEMO_BUYER_EMAIL } from '../fixtures/sessions'
import { as, callerHeaders } from '../fixtures/staff'

const mail = setupMailCatcher()
const api = setupApi({ env: () => ({ SMTP_URL: mail.url }) })

type Errors = { detail?: string; code?: string } & Record<string, unknown>
type Caller = {
  email: string
  token: string
  call: <T = Errors>(method: string, path: string, body?: unknown) => Promise<{ status: number; body: T }>
}

const PASSWORD = 'secret123'
const INN = innOf(10, 4)
let staff: Awaited<ReturnType<typeof callerHeaders>>
let goods: ProductCard[] = []

async function signIn(email: string, password = PASSWORD): Promise<Caller> {
  const login = await api.json<LoginResponse & Errors>(
    '/api/authorization/login/',
    jsonBody('POST', { username: email, password }, { 'x-forwarded-for': uniqueIp() }),
  )
  expect(login.status, JSON.stringify(login.body)).toBe(200)
  return callerOf(email, login.body.token)
}

function callerOf(email: string, token: string): Caller {
  return {
    email,
    token,
    call: (method, path, body) =>
      api.json(`/api/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  }
}

const userId = async (email: string) =>
  (await api.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id

const checkout = (caller: Caller) =>
  caller.call<OrderDetail & Errors>('POST', 'orders/', {
    company_name: 'ООО «Стая»',
    email: caller.email,
    phone: '79161234567',
    delivery_address: 'Тверь, ул. Мира, 1',
    delivery_type: 'delivery',
    payment_type: 'invoice',
    delivery_date: earliestDeliveryDate(),
  })

/** Invites `email` with `role` as `admin`, follows the mailed link and signs the new user in. */
async function inviteAndAccept(admin: Caller, email: string, role: 'buyer' | 'viewer', fullName: string) {
  const invited = await admin.call('POST', 'my/company/invitations/', { email, role })
  expect(invited.status, JSON.stringify(invited.body)).toBe(201)
  const letter = await mail.next(email, /Приглашение/)
  const token = /token=([A-Za-z0-9_-]+)/.exec(letter.text ?? '')?.[1]
  expect(token).toBeTruthy()
  const preview = await api.json<InvitationPreview>(`/api/company-invitations/${token}/`)
  expect(preview.body).toEqual({ company_name: 'ООО «Стая»', email, role, invited_by: 'Стаев Антон Ильич' })
  const accepted = await api.json<{ signed_in: boolean }>(
    `/api/company-invitations/${token}/accept/`,
    jsonBody('POST', { full_name: fullName, phone: '+7 912 000-11-22', password: PASSWORD, password_repeat: PASSWORD }),
  )
  expect([accepted.status, accepted.body]).toEqual([201, { signed_in: true }])
  expect(accepted.response.headers.getSetCookie().join(';')).toMatch(/session=/)
  // The link is used up.
  expect((await api.json(`/api/company-invitations/${token}/`)).status).toBe(400)
  return signIn(email)
}

let admin: Caller
let colleague: Caller
let viewer: Caller
let order: OrderDetail

beforeAll(async () => {
  staff = await callerHeaders(api.database.db)
  goods = await orderableProducts(api, await createSessionFor(api.database.db, DEMO_BUYER_EMAIL))
  expect(goods.length).toBeGreaterThan(2)
})

describe('a company account', () => {
  it('is founded by the first registration of an INN, whose user administers it once staff activate it', async () => {
    const email = uniqueEmail('founder')
    const registered = await api.json(
      '/api/authorization/registration/',
      jsonBody(
        'POST',
        registrationForm({
          email,
          organization_inn: INN,
          organization_name: 'ООО «Стая»',
          full_name: 'Стаев Антон Ильич',
        }),
      ),
    )
    expect(registered.status).toBe(201)
    const id = await userId(email)
    const activated = await api.json(`/api/staff/customers/${id}/activate/`, as(staff.admin, { method: 'POST' }))
    expect(activated.status).toBe(200)
    admin = await signIn(email)
    const page = await admin.call<CompanyResponse>('GET', 'my/company/')
    expect(page.status).toBe(200)
    expect(page.body.company).toMatchObject({ inn: INN, name: 'ООО «Стая»', is_active: true })
    expect(page.body.role).toBe('admin')
    expect(page.body.members).toEqual([{ id, full_name: 'Стаев Антон Ильич', email, role: 'admin', is_me: true }])
  })

  it('lets the administrator invite a colleague who orders; both see the order with who placed it', async () => {
    colleague = await inviteAndAccept(admin, uniqueEmail('colleague'), 'buyer', 'Коллегова Вера Петровна')
    const account = await colleague.call<AccountResponse>('GET', 'my/account/')
    expect(account.body.user).toMatchObject({ company_role: 'buyer', permissions: { can_order: true } })

    expect((await colleague.call('POST', 'carts/items/', { product: goods[0]!.id, quantity: 2 })).status).toBe(200)
    const placed = await checkout(colleague)
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    order = placed.body
    expect(order.placed_by).toBe('Коллегова Вера Петровна')

    for (const reader of [admin, colleague]) {
      const history = await reader.call<OrderHistoryResponse>('GET', 'orders/')
      expect(history.body.count).toBe(1)
      expect(history.body.results[0]).toMatchObject({ id: order.id, placed_by: 'Коллегова Вера Петровна' })
      const detail = await reader.call<OrderDetail>('GET', `orders/${order.id}/`)
      expect([detail.status, detail.body.number]).toEqual([200, order.number])
    }
    // The cart stays personal: the administrator's is empty.
    const adminCart = await admin.call<{ items: unknown[] }>('GET', 'carts/')
    expect(adminCart.body.items ?? []).toEqual([])
  })

  it('lets a viewer see prices and the company’s orders but refuses every way of ordering (403)', async () => {
    viewer = await inviteAndAccept(admin, uniqueEmail('viewer'), 'viewer', 'Смотрова Ия Львовна')
    const account = await viewer.call<AccountResponse>('GET', 'my/account/')
    expect(account.body.user).toMatchObject({ company_role: 'viewer', permissions: { can_order: false } })
    const cards = await api.json<{ products: ProductCard[] }>('/api/catalog/products/?ps=96', bearer(viewer.token))
    expect(cards.body.products.some((card) => typeof card.price === 'number')).toBe(true)
    expect((await viewer.call<OrderHistoryResponse>('GET', 'orders/')).body.count).toBe(1)

    const refusals = [
      await viewer.call('POST', 'carts/items/', { product: goods[1]!.id, quantity: 1 }),
      await checkout(viewer),
      await viewer.call('POST', 'orders/fast/', { text: goods[1]!.sku_full, add_to_cart: true }),
      await viewer.call('POST', `orders/${order.id}/repeat/`, { confirm: true }),
    ]
    for (const refused of refusals) {
      expect(refused.status).toBe(403)
      expect(refused.body.detail).toMatch(/наблюдатель/)
    }
    const en = await api.json<Errors>('/api/en/orders/', {
      method: 'POST',
      headers: { authorization: `Bearer ${viewer.token}`, 'content-type': 'application/json' },
      body: '{}',
    })
    expect([en.status, en.body.detail]).toEqual([403, expect.stringMatching(/viewer/)])
    // Not the administrator: the list is read-only.
    expect((await viewer.call('POST', 'my/company/invitations/', { email: uniqueEmail(), role: 'buyer' })).status).toBe(
      403,
    )
    const page = await viewer.call<CompanyResponse>('GET', 'my/company/')
    expect(page.body.members.map((member) => member.role)).toEqual(['admin', 'buyer', 'viewer'])
    expect(page.body.invitations).toEqual([])
  })

  it('turns a second registration with the INN into a join request the administrator accepts', async () => {
    const email = uniqueEmail('joiner')
    const registered = await api.json<Errors>(
      '/api/authorization/registration/',
      jsonBody('POST', registrationForm({ email, organization_inn: INN, full_name: 'Вступаев Олег' })),
    )
    expect(registered.status).toBe(201)
    expect(registered.body.detail).toMatch(/администратору компании/)
    const notice = await mail.next(admin.email, /Вступаев Олег/)
    expect(notice.text).toContain(email)

    const page = await admin.call<CompanyResponse>('GET', 'my/company/')
    const request = page.body.join_requests.find((row) => row.email === email)
    expect(request).toMatchObject({ full_name: 'Вступаев Олег' })
    expect((await colleague.call('POST', `my/company/requests/${request!.id}/accept/`, { role: 'buyer' })).status).toBe(
      403,
    )
    const bad = await admin.call<Errors>('POST', `my/company/requests/${request!.id}/accept/`, { role: 'boss' })
    expect(bad.status).toBe(400)
    expect(bad.body.role).toEqual(['Выберите роль: закупщик или наблюдатель.'])
    const accepted = await admin.call('POST', `my/company/requests/${request!.id}/accept/`, { role: 'viewer' })
    expect(accepted.status).toBe(200)
    await mail.next(email, /добавлены/)
    const joiner = await signIn(email)
    expect((await joiner.call<AccountResponse>('GET', 'my/account/')).body.user.company_role).toBe('viewer')
    expect((await joiner.call<OrderHistoryResponse>('GET', 'orders/')).body.count).toBe(1)
  })

  it('declines a join request: the registration is gone and the address may register again', async () => {
    const email = uniqueEmail('declined')
    await api.json(
      '/api/authorization/registration/',
      jsonBody('POST', registrationForm({ email, organization_inn: INN })),
    )
    const page = await admin.call<CompanyResponse>('GET', 'my/company/')
    const request = page.body.join_requests.find((row) => row.email === email)!
    expect((await admin.call('POST', `my/company/requests/${request.id}/decline/`)).status).toBe(200)
    expect((await api.database.db.select().from(users).where(eq(users.email, email))).length).toBe(0)
    expect((await admin.call('POST', `my/company/requests/${request.id}/decline/`)).status).toBe(404)
  })

  it('shows another company nothing of this one (404)', async () => {
    const other = callerOf(DEMO_BUYER_EMAIL, await createSessionFor(api.database.db, DEMO_BUYER_EMAIL))
    expect((await other.call('GET', `orders/${order.id}/`)).status).toBe(404)
    expect((await other.call('POST', `orders/${order.id}/repeat/`, {})).status).toBe(404)
    const history = await other.call<OrderHistoryResponse>('GET', 'orders/?limit=100')
    expect(history.body.results.map((row) => row.id)).not.toContain(order.id)
    const ownPage = await other.call<CompanyResponse>('GET', 'my/company/')
    expect(ownPage.body.members.map((member) => member.email)).not.toContain(admin.email)
    const invitations = await admin.call<CompanyResponse>('GET', 'my/company/')
    expect(invitations.status).toBe(200)
    // Another company's invitation and join request ids are not found.
    expect((await other.call('DELETE', 'my/company/invitations/999999/')).status).toBe(404)
  })

  it('revokes an open invitation: its link stops working', async () => {
    const email = uniqueEmail('revoked')
    await admin.call('POST', 'my/company/invitations/', { email, role: 'buyer' })
    const token = /token=([A-Za-z0-9_-]+)/.exec((await mail.next(email)).text ?? '')?.[1]
    const page = await admin.call<CompanyResponse>('GET', 'my/company/')
    const invitation = page.body.invitations.find((row) => row.email === email)!
    expect(invitation).toMatchObject({ role: 'buyer', invited_by: 'Стаев Антон Ильич' })
    expect((await admin.call('DELETE', `my/company/invitations/${invitation.id}/`)).status).toBe(200)
    const refused = await api.json<Errors>(
      `/api/company-invitations/${token}/accept/`,
      jsonBody('POST', { full_name: 'Опоздалов', phone: '79120001122', password: PASSWORD, password_repeat: PASSWORD }),
    )
    expect(refused.status).toBe(400)
    expect(refused.body.detail).toMatch(/недействительна/)
    const taken = await admin.call<Errors>('POST', 'my/company/invitations/', { email: colleague.email, role: 'buyer' })
    expect(taken.status).toBe(400)
    expect(taken.body.email).toBeTruthy()
  })

  it('shows staff the company with its users; a role changes; switching it off signs every user out', async () => {
    const adminId = await userId(admin.email)
    const card = await api.json<CustomerDetail>(`/api/staff/customers/${adminId}/`, staff.admin)
    expect(card.body.company_account).toMatchObject({ inn: INN, is_active: true })
    expect(card.body.company_account!.members.map((member) => member.role)).toEqual([
      'admin',
      'buyer',
      'viewer',
      'viewer',
    ])

    const viewerId = await userId(viewer.email)
    const promoted = await api.json(
      `/api/staff/customers/${viewerId}/company-role/`,
      as(staff.admin, jsonBody('PUT', { role: 'buyer' })),
    )
    expect(promoted.status).toBe(200)
    expect((await viewer.call<AccountResponse>('GET', 'my/account/')).body.user.permissions.can_order).toBe(true)
    const lastAdmin = await api.json(
      `/api/staff/customers/${adminId}/company-role/`,
      as(staff.admin, jsonBody('PUT', { role: 'buyer' })),
    )
    expect(lastAdmin.status).toBe(409)

    const off = await api.json<CustomerActionAnswer>(
      `/api/staff/customers/${adminId}/company-active/`,
      as(staff.admin, jsonBody('PUT', { is_active: false })),
    )
    expect([off.status, off.body.customer.company_account?.is_active]).toEqual([200, false])
    for (const user of [admin, colleague, viewer]) {
      const refused = await user.call<Errors>('GET', 'orders/')
      expect([refused.status, refused.body.code]).toEqual([401, 'account_suspended'])
    }
    const login = await api.json<Errors>(
      '/api/authorization/login/',
      jsonBody('POST', { username: colleague.email, password: PASSWORD }, { 'x-forwarded-for': uniqueIp() }),
    )
    expect([login.status, login.body.code]).toEqual([400, 'account_suspended'])

    await api.json(
      `/api/staff/customers/${adminId}/company-active/`,
      as(staff.admin, jsonBody('PUT', { is_active: true })),
    )
    const back = await signIn(colleague.email)
    expect((await back.call<OrderHistoryResponse>('GET', 'orders/')).body.count).toBe(1)
  })

  it('takes a user out of the company: signed out, and the company’s orders are no longer theirs to see', async () => {
    const viewerId = await userId(viewer.email)
    const removed = await api.json(
      `/api/staff/customers/${viewerId}/company-role/`,
      as(staff.admin, jsonBody('PUT', { role: 'none' })),
    )
    expect(removed.status).toBe(200)
    const [row] = await api.database.db.select().from(users).where(eq(users.id, viewerId))
    expect(row).toMatchObject({ companyId: null, companyRole: null, isActive: false })
  })
})
