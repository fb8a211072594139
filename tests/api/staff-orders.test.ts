// staff/orders/: the back office's orders for admins (all) and managers (their customers' only); editors, buyers
// and guests get a 404 from every endpoint. Filters, sort, paging and the CSV of the same filter; status changes
// that the buyer sees in their history and mail, the same as 1C's; cancelling (points given back, the pending
// accrual dropped), resending to 1C; read-only 1C statuses while the exchange is on; every change audited.
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ProductCard } from '../../contract/catalogue'
import type { OrderDetail } from '../../contract/orders'
import type { StaffOrderDetail, StaffOrdersPage } from '../../contract/staff/orders'
import { createApiApp } from '../../server/app'
import { loyaltyAccounts, loyaltyLedger, managers } from '../../server/db/schema/accounts'
import { orders } from '../../server/db/schema/ordering'
import { auditLog } from '../../server/db/schema/staff'
import { parseEnv } from '../../server/env'
import { applyOrderDocuments } from '../../server/modules/exchange/orders-in/apply-documents'
import { ordersDocument } from '../../server/modules/exchange/orders-out/orders-document'
import { setupApi } from '../fixtures/api-app'
import { newBuyer, orderableProducts, type Buyer } from '../fixtures/buyers'
import { checkoutForm } from '../fixtures/checkout-form'
import { cmlDocument } from '../fixtures/cml-documents'
import { placeOrder } from '../fixtures/commerceml-orders'
import { setupMailCatcher } from '../fixtures/mail-catcher'
import { as, CALLERS, callerHeaders, type Caller } from '../fixtures/staff'

const mail = setupMailCatcher()
const api = setupApi({ env: () => ({ SMTP_URL: mail.url, LOYALTY_ACCRUAL_PERCENT: '5' }) })
let headers: Awaited<ReturnType<typeof callerHeaders>>
let goods: ProductCard[] = []
/** The manager card of the test's manager account, and a buyer of theirs and one of nobody's. */
let cardId = 0
let own: { buyer: Buyer; order: OrderDetail }
let foreign: { buyer: Buyer; order: OrderDetail }

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
const call = <T = unknown>(caller: Caller, path: string, init: RequestInit = {}) =>
  api.json<T>(`/api/staff/orders/${path}`, as(headers[caller], init))

async function orderOf(values: Parameters<typeof newBuyer>[1] = {}, company = 'ООО «Тест»') {
  const buyer = await newBuyer(api, { organizationName: company, ...values })
  const order = await placeOrder(buyer, [{ product: goods[0]!, quantity: 2, comment: 'Паллета 1' }])
  await mail.next(buyer.account.email, /./) // the order confirmation
  return { buyer, order }
}

beforeAll(async () => {
  headers = await callerHeaders(api.database.db)
  const [card] = await api.database.db
    .insert(managers)
    .values({ name: { ru: 'Мария Тестова', en: 'Maria Testova' }, userId: headers.members.manager.id })
    .returning({ id: managers.id })
  cardId = card!.id
  goods = await orderableProducts(api, (await newBuyer(api)).token)
  own = await orderOf({ managerId: cardId, locale: 'en' }, 'ООО «Свои; "кавычки"»')
  foreign = await orderOf({}, 'ООО «Чужие»')
})

describe('who may use staff/orders/', () => {
  it('answers admins and managers and 404s everybody else, on every endpoint', async () => {
    const endpoints: [string, RequestInit][] = [
      ['', {}],
      ['?format=csv', {}],
      [`${own.order.id}/`, {}],
      [`${own.order.id}/status/`, json({ status: 'nonsense' })],
      [`${own.order.id}/cancel/`, json({ reason: '' })],
      [`${own.order.id}/resend/`, { method: 'POST' }],
    ]
    for (const caller of CALLERS)
      for (const [path, init] of endpoints) {
        const { status } = await api.request(`/api/staff/orders/${path}`, as(headers[caller], init))
        const expected = caller === 'admin' || caller === 'manager' ? (init.method ? 400 : 200) : 404
        // resend/ takes no body: allowed callers succeed.
        expect([caller, path, status]).toEqual([
          caller,
          path,
          path.endsWith('resend/') && expected === 400 ? 200 : expected,
        ])
      }
  })

  it('shows a manager only their customers’ orders, and 404s the others', async () => {
    const list = await call<StaffOrdersPage>('manager', '?page_size=100')
    const ids = list.body.results.map((row) => row.id)
    expect(ids).toContain(own.order.id)
    expect(ids).not.toContain(foreign.order.id)
    expect(list.body.results.every((row) => row.manager === 'Мария Тестова')).toBe(true)
    expect(list.body.managers).toEqual([{ id: cardId, name: 'Мария Тестова' }])
    for (const path of [`${foreign.order.id}/`]) expect((await call('manager', path)).status).toBe(404)
    for (const path of ['status/', 'cancel/', 'resend/'])
      expect(
        (await call('manager', `${foreign.order.id}/${path}`, json({ status: 'accepted', reason: 'x' }))).status,
      ).toBe(404)
    const csv = await api.request('/api/staff/orders/?format=csv', as(headers.manager))
    const text = await csv.text()
    expect(text).toContain(own.order.number)
    expect(text).not.toContain(foreign.order.number)
    const admin = await call<StaffOrdersPage>('admin', '?page_size=100')
    expect(admin.body.results.map((row) => row.id)).toEqual(expect.arrayContaining([own.order.id, foreign.order.id]))
  })

  it('404s an order id that is not a number or does not exist', async () => {
    for (const path of ['abc/', '0/', '99999999/', '99999999999/']) expect((await call('admin', path)).status).toBe(404)
  })
})

describe('the list', () => {
  it('filters by status, dates, customer search, manager and 1C export state', async () => {
    const ids = async (query: string) =>
      (await call<StaffOrdersPage>('admin', `?page_size=100&${query}`)).body.results.map((row) => row.id)
    expect(await ids('q=Свои')).toEqual([own.order.id])
    expect(await ids(`q=${own.order.number.toLowerCase()}`)).toEqual([own.order.id])
    expect(await ids(`q=${encodeURIComponent(own.buyer.account.email)}`)).toEqual([own.order.id])
    expect(await ids('q=7707083893')).toEqual(expect.arrayContaining([own.order.id, foreign.order.id]))
    expect(await ids(`manager=${cardId}`)).toEqual([own.order.id])
    expect(await ids('status=new')).toEqual(expect.arrayContaining([own.order.id, foreign.order.id]))
    expect(await ids('status=completed')).not.toContain(own.order.id)
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Moscow' })
    expect(await ids(`from=${today}&to=${today}`)).toEqual(expect.arrayContaining([own.order.id, foreign.order.id]))
    expect(await ids('to=2020-01-01')).not.toContain(own.order.id)
    expect(await ids(`from=2999-01-01`)).toEqual([])
    expect(await ids('exported=yes')).not.toContain(own.order.id)
    expect(await ids('exported=no')).toEqual(expect.arrayContaining([own.order.id, foreign.order.id]))
  })

  it('sorts and pages on the server', async () => {
    const first = await call<StaffOrdersPage>('admin', '?page_size=25&sort=number')
    expect(first.status).toBe(200)
    const numbers = first.body.results.map((row) => row.number)
    expect(numbers).toEqual([...numbers].sort())
    expect(first.body).toMatchObject({ page: 1, page_size: 25 })
    expect(first.body.pages).toBe(Math.max(1, Math.ceil(first.body.total / 25)))
    const byTotal = (await call<StaffOrdersPage>('admin', '?sort=-total')).body.results.map((row) => row.total)
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a))
    const beyond = await call<StaffOrdersPage>('admin', `?page=${first.body.pages + 1}`)
    expect(beyond.body.results).toEqual([])
  })

  it('refuses bad filters, sorts and page sizes with field errors', async () => {
    for (const [query, field] of [
      ['sort=price', 'sort'],
      ['page_size=7', 'page_size'],
      ['page=0', 'page'],
      ['status=lost', 'status'],
      ['from=2024-13-01', 'from'],
      ['to=yesterday', 'to'],
      ['exported=maybe', 'exported'],
      ['manager=abc', 'manager'],
      ['format=xlsx', 'format'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const { status, body } = await call('admin', `?${query}`)
      expect([query, status]).toEqual([query, 400])
      expect(body).toHaveProperty(field!)
      const csv = await api.request(`/api/staff/orders/?format=csv&${query}`, as(headers.admin))
      if (!['sort', 'page', 'page_size'].includes(field!)) expect(csv.status).toBe(400)
    }
  })

  it('exports the filtered list as CSV for Excel: BOM, semicolons, quoting, attachment', async () => {
    const response = await api.request(
      `/api/staff/orders/?format=csv&q=${encodeURIComponent('Свои')}`,
      as(headers.admin),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n')
    expect(lines[0]).toBe('Номер;Дата;Статус;Организация;ИНН;E-mail;Телефон;Менеджер;Позиций;Сумма;Обмен с 1С')
    expect(lines).toHaveLength(3) // one order and the final line break
    const total = (own.order.total / 100).toFixed(2).replace('.', ',')
    expect(lines[1]).toMatch(
      new RegExp(
        `^${own.order.number};\\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2};Новый;"ООО «Свои; ""кавычки""»";7707083893;`,
      ),
    )
    expect(lines[1]).toContain(`;Мария Тестова;1;${total};Ждёт выгрузки`)
    const english = await api.request('/api/en/staff/orders/?format=csv&q=zzz-nothing', as(headers.admin))
    expect((await english.text()).replace('\uFEFF', '')).toBe(
      'Number;Date;Status;Organization;INN;E-mail;Phone;Manager;Lines;Total;1C exchange\r\n',
    )
  })
})

describe('one order', () => {
  it('shows lines, comments, delivery, customer, events, 1C state and the allowed moves', async () => {
    const { status, body } = await call<StaffOrderDetail>('manager', `${own.order.id}/`)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      number: own.order.number,
      comment: 'Позвонить за час <до приезда>',
      delivery_type: 'delivery',
      payment_type: 'invoice',
      customer: { email: own.buyer.account.email, organization: 'ООО «Свои; "кавычки"»', inn: '7707083893' },
      manager: 'Мария Тестова',
      export_state: 'pending',
      actions: { statuses: ['accepted', 'paid', 'shipped', 'completed'], can_cancel: true, exchange_on: false },
    })
    const line = body.items[0]!
    expect(line).toMatchObject({ sku: own.order.items[0]!.sku, quantity: 2, comment: 'Паллета 1' })
    expect(line.units).toBe(2 * line.pack_quantity)
  })
})

describe('status changes', () => {
  it('moves an order forward: the buyer sees it in the history and gets the mail in their language', async () => {
    const { buyer, order } = await orderOf({ managerId: cardId, locale: 'en' })
    const { status, body } = await call<StaffOrderDetail>(
      'manager',
      `${order.id}/status/`,
      json({ status: 'accepted' }),
    )
    expect(status).toBe(200)
    expect(body).toMatchObject({ status: 'accepted', export_state: 'pending' })
    expect(body.actions.statuses).toEqual(['paid', 'shipped', 'completed'])
    const seen = (await buyer.call<OrderDetail>('GET', `orders/${order.id}/`)).body
    expect(seen.status).toBe('accepted')
    expect(seen.events).toEqual([expect.objectContaining({ kind: 'status', status: 'accepted' })])
    const sent = await mail.next(buyer.account.email, /Accepted/)
    expect(sent.subject).toBe(`Order ${order.number}: Accepted`)
    const [entry] = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, String(order.id))))
    expect(entry).toMatchObject({
      action: 'order.status',
      actor: headers.members.manager.email,
      summary: order.number,
      before: { status: 'new', status_title: null },
      after: { status: 'accepted' },
    })
  })

  it('ships: records the shipment and credits the pending points once', async () => {
    const { buyer, order } = await orderOf({ managerId: cardId })
    const accrued = (await buyer.call<OrderDetail>('GET', `orders/${order.id}/`)).body.points_accrued
    expect(accrued).toBeGreaterThan(0)
    const balance = async () =>
      Number(
        (await api.database.db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, buyer.account.id)))[0]
          ?.balance ?? 0,
      )
    const before = await balance()
    expect((await call('admin', `${order.id}/status/`, json({ status: 'shipped' }))).status).toBe(200)
    expect(await balance()).toBe(before + accrued)
    const seen = (await buyer.call<OrderDetail>('GET', `orders/${order.id}/`)).body
    expect(seen).toMatchObject({ status: 'shipped', points_pending: false })
    expect(seen.shipped_at).not.toBeNull()
    expect((await call('admin', `${order.id}/status/`, json({ status: 'completed' }))).status).toBe(200)
    expect(await balance()).toBe(before + accrued)
  })

  it('refuses a move backwards, from a final status and to an unknown one, in the caller’s language', async () => {
    const { order } = await orderOf({ managerId: cardId })
    await call('admin', `${order.id}/status/`, json({ status: 'paid' }))
    const back = await call<{ detail: string; code: string }>('admin', `${order.id}/status/`, json({ status: 'new' }))
    expect(back.status).toBe(400)
    expect(back.body).toEqual({
      detail: 'Заказ нельзя перевести из статуса «Оплачен» в статус «Новый»',
      code: 'status_not_allowed',
    })
    const english = await api.json<{ detail: string }>(
      `/api/en/staff/orders/${order.id}/status/`,
      as(headers.admin, json({ status: 'accepted' })),
    )
    expect(english.body.detail).toBe('The order cannot go from “Paid” to “Accepted”')
    const unknown = await call('admin', `${order.id}/status/`, json({ status: 'lost' }))
    expect(unknown).toMatchObject({ status: 400, body: { status: [expect.any(String)] } })
    const cancelled = await call('admin', `${order.id}/status/`, json({ status: 'cancelled' }))
    expect(cancelled).toMatchObject({ status: 400, body: { status: [expect.any(String)] } })
    for (const body of ['[]', 'not json', '{"status": 5}']) {
      const response = await call('admin', `${order.id}/status/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      expect(response.status).toBe(400)
    }
  })
})

describe('cancelling', () => {
  async function orderWithPoints() {
    const buyer = await newBuyer(api, { managerId: cardId })
    await api.database.db.insert(loyaltyAccounts).values({ userId: buyer.account.id, balance: 3000 })
    expect((await buyer.call('POST', 'carts/items/', { product: goods[1]!.id, quantity: 1 })).status).toBe(200)
    const placed = await buyer.call<OrderDetail>('POST', 'orders/', checkoutForm(buyer, { use_loyalty_points: true }))
    expect(placed.status).toBe(201)
    await mail.next(buyer.account.email, /./)
    return { buyer, order: placed.body }
  }

  it('needs a reason, gives back the points spent, drops the pending accrual, mails and audits', async () => {
    const { buyer, order } = await orderWithPoints()
    expect(order.points_spent).toBeGreaterThan(0)
    const balanceOf = async () =>
      Number(
        (await api.database.db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, buyer.account.id)))[0]!
          .balance,
      )
    const before = await balanceOf()
    const empty = await call('manager', `${order.id}/cancel/`, json({ reason: '   ' }))
    expect(empty).toMatchObject({ status: 400, body: { reason: ['Обязательное поле'] } })
    const { status, body } = await call<StaffOrderDetail>(
      'manager',
      `${order.id}/cancel/`,
      json({ reason: 'Клиент передумал' }),
    )
    expect(status).toBe(200)
    expect(body).toMatchObject({ status: 'cancelled', actions: { statuses: [], can_cancel: false } })
    expect(await balanceOf()).toBe(before + order.points_spent)
    const pending = await api.database.db
      .select()
      .from(loyaltyLedger)
      .where(and(eq(loyaltyLedger.orderId, order.id), eq(loyaltyLedger.pending, true)))
    expect(pending).toEqual([])
    expect((await buyer.call<OrderDetail>('GET', `orders/${order.id}/`)).body).toMatchObject({
      status: 'cancelled',
      points_accrued: 0,
    })
    await mail.next(buyer.account.email, /Отменён/)
    const [entry] = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.cancel'), eq(auditLog.entityId, String(order.id))))
    expect(entry?.after).toMatchObject({
      status: 'cancelled',
      reason: 'Клиент передумал',
      points_refunded: order.points_spent,
    })
    // Once: a second cancel is refused and gives nothing back again.
    const again = await call('manager', `${order.id}/cancel/`, json({ reason: 'ещё раз' }))
    expect(again.status).toBe(400)
    expect(await balanceOf()).toBe(before + order.points_spent)
  })

  it('gives the points back the same way when 1C cancels the order', async () => {
    const { buyer, order } = await orderWithPoints()
    const before = Number(
      (await api.database.db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, buyer.account.id)))[0]!
        .balance,
    )
    const cancelled = { kind: 'document', document: cmlDocument(order.number, { Отменен: 'true' }) } as const
    expect(await applyOrderDocuments(api.ctx, [cancelled])).toMatchObject({ changed: 1 })
    const [account] = await api.database.db
      .select()
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.userId, buyer.account.id))
    expect(Number(account!.balance)).toBe(before + order.points_spent)
    expect((await buyer.call<OrderDetail>('GET', `orders/${order.id}/`)).body).toMatchObject({
      status: 'cancelled',
      points_accrued: 0,
    })
  })

  it('refuses to cancel a shipped order', async () => {
    const { order } = await orderOf({ managerId: cardId })
    await call('admin', `${order.id}/status/`, json({ status: 'shipped' }))
    const { status, body } = await call<{ code: string }>('admin', `${order.id}/cancel/`, json({ reason: 'поздно' }))
    expect(status).toBe(400)
    expect(body.code).toBe('status_not_allowed')
  })
})

describe('1C', () => {
  it('resends an order 1C already took: it is in the next mode=query again; audited', async () => {
    const { order } = await orderOf({ managerId: cardId })
    const ctx = { db: api.database.db, env: { EXCHANGE_1C_ENCODING: 'utf-8' as const } }
    await ordersDocument(ctx, { mark: true })
    await api.database.db.update(orders).set({ exportedAt: orders.offeredAt })
    const taken = await call<StaffOrderDetail>('admin', `${order.id}/`)
    expect(taken.body.export_state).toBe('exported')
    expect(
      (await call<StaffOrdersPage>('admin', '?exported=yes&page_size=100')).body.results.map((r) => r.id),
    ).toContain(order.id)
    const { status, body } = await call<StaffOrderDetail>('manager', `${order.id}/resend/`, { method: 'POST' })
    expect(status).toBe(200)
    expect(body.export_state).toBe('pending')
    const next = await ordersDocument(ctx, { mark: false })
    expect(next.orderIds).toEqual([order.id])
    const [entry] = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.resend_1c'), eq(auditLog.entityId, String(order.id))))
    expect(entry?.actor).toBe(headers.members.manager.email)
  })

  it('with the exchange on, leaves 1C’s statuses to 1C: only cancelling and resending are left', async () => {
    const exchangeEnv = parseEnv({
      NODE_ENV: 'test',
      SITE_URL: 'https://vitrina.example',
      SMTP_URL: mail.url,
      EXCHANGE_1C_LOGIN: 'onec',
      EXCHANGE_1C_PASSWORD: 'secret-password',
    })
    const app = createApiApp({ ...api.ctx, env: exchangeEnv })
    const request = async <T>(path: string, init: RequestInit = {}) => {
      const response = await app.request(`http://localhost/api/staff/orders/${path}`, as(headers.admin, init))
      return { status: response.status, body: (await response.json()) as T }
    }
    const { buyer, order } = await orderOf({ managerId: cardId })
    const detail = await request<StaffOrderDetail>(`${order.id}/`)
    expect(detail.body.actions).toEqual({ statuses: [], can_cancel: true, exchange_on: true })
    for (const status of ['accepted', 'paid', 'shipped', 'completed']) {
      const refused = await request<{ detail: string; code: string }>(`${order.id}/status/`, json({ status }))
      expect(refused.status).toBe(400)
      expect(refused.body.code).toBe('status_owned_by_1c')
    }
    expect((await request(`${order.id}/resend/`, { method: 'POST' })).status).toBe(200)
    expect((await request(`${order.id}/cancel/`, json({ reason: 'Нет в наличии' }))).status).toBe(200)
    expect((await buyer.call<OrderDetail>('GET', `orders/${order.id}/`)).body.status).toBe('cancelled')
  })
})
