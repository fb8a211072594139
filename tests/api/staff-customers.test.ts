// staff/customers/: every endpoint for every caller (admin and manager allowed, editor, buyer and guest a 404),
// a manager confined to their own customers and the pending ones, the table's filters, sorts and pages, the
// actions with their audit entries, and bad input answered field by field.
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CustomerActionAnswer, CustomerDetail, CustomersPage } from '../../contract/staff/customers'
import { loyaltyLedger, managers, sessions, users } from '../../server/db/schema/accounts'
import { priceTypes } from '../../server/db/schema/catalogue'
import { surveyQuestions, surveyResponses, surveys } from '../../server/db/schema/content'
import { auditLog } from '../../server/db/schema/staff'
import { createAccount } from '../fixtures/account-users'
import { innOf, jsonBody, uniqueEmail } from '../fixtures/auth'
import { setupApi } from '../fixtures/api-app'
import { bearer, createSessionFor } from '../fixtures/sessions'
import { as, CALLERS, callerHeaders, type Caller } from '../fixtures/staff'

const api = setupApi()
let headers: Awaited<ReturnType<typeof callerHeaders>>
/** The manager card of the test's manager account, and a customer on it. */
let cardId: number
let ownCustomer: number
/** A customer of another manager (the demo buyer's manager). */
let otherCustomer: number

const db = () => api.database.db

const pendingCustomer = (values: Parameters<typeof createAccount>[1] = {}) =>
  createAccount(db(), { isActive: false, activatedAt: null, ...values })

beforeAll(async () => {
  headers = await callerHeaders(db())
  const [card] = await db()
    .insert(managers)
    .values({ name: { ru: 'Тестов Менеджер', en: 'Test Manager' }, userId: headers.members.manager.id })
    .returning({ id: managers.id })
  cardId = card!.id
  ownCustomer = (await createAccount(db(), { managerId: cardId, organizationName: 'ООО Свой клиент' })).id
  const [firstCard] = await db().select({ id: managers.id }).from(managers).orderBy(managers.id).limit(1)
  otherCustomer = (await createAccount(db(), { managerId: firstCard!.id, organizationName: 'ООО Чужой клиент' })).id
})

const allowed = (caller: Caller) => caller === 'admin' || caller === 'manager'

async function lastAudit(entityId: number) {
  const [entry] = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(1)
  return entry
}

/** Each endpoint on a fresh pending registration (which admins and managers alike may act on). */
const ENDPOINTS: [string, (id: number) => [string, RequestInit]][] = [
  ['GET list', () => ['/api/staff/customers/', {}]],
  ['GET managers', () => ['/api/staff/customers/managers/', {}]],
  ['GET detail', (id) => [`/api/staff/customers/${id}/`, {}]],
  ['POST activate', (id) => [`/api/staff/customers/${id}/activate/`, { method: 'POST' }]],
  ['POST deactivate', (id) => [`/api/staff/customers/${id}/deactivate/`, { method: 'POST' }]],
  ['PUT manager', (id) => [`/api/staff/customers/${id}/manager/`, jsonBody('PUT', { manager_id: null })]],
  ['PUT price-type', (id) => [`/api/staff/customers/${id}/price-type/`, jsonBody('PUT', { price_type_id: null })]],
  [
    'POST loyalty',
    (id) => [`/api/staff/customers/${id}/loyalty/`, jsonBody('POST', { amount: 100, reason: 'Подарок' })],
  ],
]

describe('every endpoint, every caller', () => {
  for (const [name, build] of ENDPOINTS)
    it.each(CALLERS)(`${name}: %s`, async (caller) => {
      const customer = await pendingCustomer()
      const [path, init] = build(customer.id)
      for (const url of [path, path.replace('/api/', '/api/en/')]) {
        const response = await api.request(url, as(headers[caller], init))
        expect(response.status, url).toBe(allowed(caller) ? 200 : 404)
        if (!allowed(caller)) expect(await response.json()).toHaveProperty('detail')
        // The first call may have changed the state: the English one only checks the gate.
        if (init.method && allowed(caller)) break
      }
    })
})

describe('a manager', () => {
  it('sees their own customers and every pending registration, no one else', async () => {
    const pending = await pendingCustomer()
    const { body } = await api.json<CustomersPage>('/api/staff/customers/?page_size=100', headers.manager)
    const ids = body.results.map((row) => row.id)
    expect(ids).toContain(ownCustomer)
    expect(ids).toContain(pending.id)
    expect(ids).not.toContain(otherCustomer)
    expect(body.results.every((row) => row.status === 'pending' || row.manager?.id === cardId)).toBe(true)
    const all = await api.json<CustomersPage>('/api/staff/customers/?page_size=100', headers.admin)
    expect(all.body.total).toBeGreaterThan(body.total)
  })

  it.each(ENDPOINTS.filter(([name]) => !name.endsWith('list') && !name.endsWith('managers')))(
    '%s: 404 on a customer of another manager, 200 for an admin',
    async (_name, build) => {
      const [path, init] = build(otherCustomer)
      if (init.method) return expect((await api.request(path, as(headers.manager, init))).status).toBe(404)
      expect((await api.request(path, as(headers.manager, init))).status).toBe(404)
      expect((await api.request(path, as(headers.admin, init))).status).toBe(200)
    },
  )

  it('may act on their own customer', async () => {
    const { status, body } = await api.json<CustomerDetail>(`/api/staff/customers/${ownCustomer}/`, headers.manager)
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: ownCustomer, status: 'active', manager: { id: cardId, name: 'Тестов Менеджер' } })
  })

  it('gets a 404 for a staff account, an unknown id and a malformed one', async () => {
    for (const path of [
      `/api/staff/customers/${headers.members.editor.id}/`,
      '/api/staff/customers/999999/',
      '/api/staff/customers/abc/',
      '/api/staff/customers/99999999999/',
    ])
      expect((await api.request(path, headers.admin)).status, path).toBe(404)
  })
})

describe('the customers table', () => {
  it('finds by INN, organization, e-mail and phone', async () => {
    const inn = innOf(10, 97)
    const email = uniqueEmail('findme')
    const found = await createAccount(db(), {
      email,
      organizationName: 'ООО Уникальный Хвост',
      organizationInn: inn,
      phone: '+7 (912) 555-43-21',
    })
    for (const q of [inn, 'уникальный хвост', email.toUpperCase(), '9125554321', '555-43']) {
      const { status, body } = await api.json<CustomersPage>(
        `/api/staff/customers/?q=${encodeURIComponent(q)}`,
        headers.admin,
      )
      expect(status, q).toBe(200)
      expect(
        body.results.map((row) => row.id),
        q,
      ).toEqual([found.id])
      expect(body.results[0]).toMatchObject({ inn_valid: true, organization_inn: inn, status: 'active' })
    }
  })

  it('filters by status and manager, sorts and pages', async () => {
    const pending = await api.json<CustomersPage>('/api/staff/customers/?status=pending&sort=created', headers.admin)
    expect(pending.body.results.length).toBeGreaterThan(0)
    expect(pending.body.results.every((row) => row.status === 'pending')).toBe(true)
    const dates = pending.body.results.map((row) => row.created_at)
    expect(dates).toEqual([...dates].sort())

    const mine = await api.json<CustomersPage>(`/api/staff/customers/?manager=${cardId}`, headers.admin)
    expect(mine.body.results.map((row) => row.id)).toEqual([ownCustomer])
    const none = await api.json<CustomersPage>('/api/staff/customers/?manager=none&page_size=100', headers.admin)
    expect(none.body.results.every((row) => row.manager === null)).toBe(true)

    const byEmail = await api.json<CustomersPage>('/api/staff/customers/?sort=-email&page_size=100', headers.admin)
    const emails = byEmail.body.results.map((row) => row.email)
    expect(emails).toEqual([...emails].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)))

    const first = await api.json<CustomersPage>('/api/staff/customers/?page_size=25&page=1', headers.admin)
    const total = first.body.total
    expect(first.body).toMatchObject({ page: 1, page_size: 25, pages: Math.max(1, Math.ceil(total / 25)) })
    const beyond = await api.json<CustomersPage>('/api/staff/customers/?page=999', headers.admin)
    expect(beyond.body.results).toEqual([])
  })

  it('answers bad parameters field by field', async () => {
    for (const [query, field] of [
      ['sort=bogus', 'sort'],
      ['page=0', 'page'],
      ['page=x', 'page'],
      ['page_size=7', 'page_size'],
      ['status=gone', 'status'],
      ['manager=abc', 'manager'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      const { status, body } = await api.json<Record<string, string[]>>(`/api/staff/customers/?${query}`, headers.admin)
      expect(status, query).toBe(400)
      expect(body, query).toHaveProperty(field)
    }
  })

  it('marks an INN whose check digits do not add up', async () => {
    const bad = await createAccount(db(), { organizationInn: '1234567890', organizationName: 'ООО Неверный ИНН' })
    const { body } = await api.json<CustomersPage>('/api/staff/customers/?q=1234567890', headers.admin)
    expect(body.results.find((row) => row.id === bad.id)).toMatchObject({ inn_valid: false })
  })
})

describe('the actions', () => {
  it('activate lets a pending registration in, mails it, is audited; the customer can sign in', async () => {
    const email = uniqueEmail('newcomer')
    const customer = await pendingCustomer({ email })
    const { status, body } = await api.json<CustomerActionAnswer>(
      `/api/staff/customers/${customer.id}/activate/`,
      as(headers.manager, { method: 'POST' }),
    )
    expect(status).toBe(200)
    expect(body).toMatchObject({ mailed: true, customer: { id: customer.id, status: 'active' } })
    expect(await lastAudit(customer.id)).toMatchObject({
      action: 'customer.activate',
      actorId: headers.members.manager.id,
      before: { is_active: false },
      after: { is_active: true },
    })
    const token = await createSessionFor(db(), email)
    expect((await api.request('/api/my/account/', bearer(token))).status).toBe(200)
  })

  it('deactivate refuses the account, ends its sessions, is audited', async () => {
    const customer = await createAccount(db(), { managerId: cardId })
    const token = await createSessionFor(db(), customer.email)
    const { status, body } = await api.json<CustomerActionAnswer>(
      `/api/staff/customers/${customer.id}/deactivate/`,
      as(headers.manager, { method: 'POST' }),
    )
    expect(status).toBe(200)
    expect(body.customer.status).toBe('deactivated')
    const live = await db().select().from(sessions).where(eq(sessions.userId, customer.id))
    expect(live.every((session) => session.revokedAt !== null)).toBe(true)
    expect((await api.request('/api/my/account/', bearer(token))).status).toBe(401)
    expect(await lastAudit(customer.id)).toMatchObject({
      action: 'customer.deactivate',
      before: { is_active: true },
      after: { is_active: false, sessions_revoked: 1 },
    })
  })

  it('assigns a manager card (or none), refuses an unknown one', async () => {
    const customer = await pendingCustomer()
    const path = `/api/staff/customers/${customer.id}/manager/`
    const set = await api.json<CustomerActionAnswer>(path, as(headers.admin, jsonBody('PUT', { manager_id: cardId })))
    expect(set.status).toBe(200)
    expect(set.body.customer.manager).toEqual({ id: cardId, name: 'Тестов Менеджер' })
    expect(await lastAudit(customer.id)).toMatchObject({
      action: 'customer.manager',
      actorId: headers.members.admin.id,
      before: { manager_id: null },
      after: { manager_id: cardId },
    })
    for (const body of [{ manager_id: 999_999 }, { manager_id: 'x' }, { manager_id: -1 }, {}]) {
      const refused = await api.json<Record<string, string[]>>(path, as(headers.admin, jsonBody('PUT', body)))
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body, JSON.stringify(body)).toHaveProperty('manager_id')
    }
  })

  it('sets a price type (or the default), refuses an unknown one', async () => {
    const customer = await pendingCustomer()
    const [list] = await db().select({ id: priceTypes.id, title: priceTypes.title }).from(priceTypes).limit(1)
    const path = `/api/staff/customers/${customer.id}/price-type/`
    const set = await api.json<CustomerActionAnswer>(
      path,
      as(headers.manager, jsonBody('PUT', { price_type_id: list!.id })),
    )
    expect(set.status).toBe(200)
    expect(set.body.customer.price_type).toMatchObject({ id: list!.id, title: list!.title })
    expect(await lastAudit(customer.id)).toMatchObject({
      action: 'customer.price_type',
      after: { price_type_id: list!.id },
    })
    const back = await api.json<CustomerActionAnswer>(
      path,
      as(headers.manager, jsonBody('PUT', { price_type_id: null })),
    )
    expect(back.body.customer.price_type).toBeNull()
    const refused = await api.json(path, as(headers.manager, jsonBody('PUT', { price_type_id: 987_654 })))
    expect(refused.status).toBe(400)
    expect(refused.body).toHaveProperty('price_type_id')
  })

  it('adjusts the loyalty balance through a ledger entry that keeps the reason', async () => {
    const customer = await pendingCustomer()
    const path = `/api/staff/customers/${customer.id}/loyalty/`
    const added = await api.json<CustomerActionAnswer>(
      path,
      as(headers.manager, jsonBody('POST', { amount: 500, reason: '  Компенсация за задержку  ' })),
    )
    expect(added.status).toBe(200)
    expect(added.body.customer.loyalty_balance).toBe(500)
    expect(added.body.customer.ledger[0]).toMatchObject({ accrued: 500, spent: 0, note: 'Компенсация за задержку' })
    const taken = await api.json<CustomerActionAnswer>(
      path,
      as(headers.manager, jsonBody('POST', { amount: -200, reason: 'Ошибка начисления' })),
    )
    expect(taken.body.customer.loyalty_balance).toBe(300)
    const [entry] = await db()
      .select()
      .from(loyaltyLedger)
      .where(eq(loyaltyLedger.userId, customer.id))
      .orderBy(desc(loyaltyLedger.id))
      .limit(1)
    expect(entry).toMatchObject({ accrued: 0, spent: 200, note: 'Ошибка начисления' })
    expect(await lastAudit(customer.id)).toMatchObject({
      action: 'customer.loyalty',
      before: { balance: 500 },
      after: { balance: 300, reason: 'Ошибка начисления' },
    })
  })

  it('answers bad loyalty input field by field, never going below zero', async () => {
    const customer = await pendingCustomer()
    const path = `/api/staff/customers/${customer.id}/loyalty/`
    for (const [body, field] of [
      [{ amount: -1, reason: 'Списать' }, 'amount'],
      [{ amount: 0, reason: 'Ноль' }, 'amount'],
      [{ amount: 1.5, reason: 'Дробь' }, 'amount'],
      [{ amount: '10', reason: 'Строка' }, 'amount'],
      [{ amount: 1e12, reason: 'Много' }, 'amount'],
      [{ amount: 10, reason: '   ' }, 'reason'],
      [{ amount: 10 }, 'reason'],
      [{ amount: 10, reason: 'x'.repeat(301) }, 'reason'],
    ] as const) {
      const refused = await api.json(path, as(headers.admin, jsonBody('POST', body)))
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body, JSON.stringify(body)).toHaveProperty(field)
    }
    const ledger = await db().select().from(loyaltyLedger).where(eq(loyaltyLedger.userId, customer.id))
    expect(ledger).toEqual([])
  })

  it('answers a broken or non-object body with a 400, never a 500', async () => {
    const customer = await pendingCustomer()
    for (const action of ['manager', 'price-type', 'loyalty']) {
      const path = `/api/staff/customers/${customer.id}/${action}/`
      const method = action === 'loyalty' ? 'POST' : 'PUT'
      for (const body of ['{not json', '[1,2]', 'null', '"text"']) {
        const response = await api.request(
          path,
          as(headers.admin, { method, headers: { 'content-type': 'application/json' }, body }),
        )
        expect(response.status, `${action} ${body}`).toBe(400)
      }
    }
  })

  it('shows what the suggestions provider knows of the INN, when one is configured', async () => {
    const inn = innOf(10, 41)
    const customer = await pendingCustomer({ organizationInn: inn })
    const company = {
      name: 'ООО «ПРОВЕРЕНО»',
      inn,
      kpp: '770101001',
      legal_address: 'г Москва',
      user_type: 'legal' as const,
      full_name: 'Иванов Иван',
    }
    const asked: string[] = []
    api.ctx.suggestions = {
      name: 'test',
      companies: async (query) => (asked.push(query), [company]),
      addresses: async () => [],
      names: async () => [],
    }
    try {
      const { body } = await api.json<CustomerDetail>(`/api/staff/customers/${customer.id}/`, headers.manager)
      expect(body.company).toEqual(company)
      expect(asked).toEqual([inn])
      api.ctx.suggestions = { ...api.ctx.suggestions, companies: async () => Promise.reject(new Error('down')) }
      expect(
        (await api.json<CustomerDetail>(`/api/staff/customers/${customer.id}/`, headers.manager)).body.company,
      ).toBe(null)
    } finally {
      api.ctx.suggestions = undefined
    }
    const { body } = await api.json<CustomerDetail>(`/api/staff/customers/${customer.id}/`, headers.manager)
    expect(body.company).toBeNull()
  })

  it('shows survey answers with their questions and chosen options in the request’s language', async () => {
    const customer = await createAccount(db(), { managerId: cardId })
    const [survey] = await db()
      .insert(surveys)
      .values({ title: { ru: 'Опрос о доставке', en: 'Delivery survey' } })
      .returning({ id: surveys.id })
    const [single, text] = await db()
      .insert(surveyQuestions)
      .values([
        {
          surveyId: survey!.id,
          kind: 'single',
          text: { ru: 'Как часто?', en: 'How often?' },
          options: [{ value: 'weekly', title: { ru: 'Раз в неделю', en: 'Weekly' } }],
        },
        { surveyId: survey!.id, kind: 'text', text: { ru: 'Пожелания', en: 'Wishes' }, position: 1 },
      ])
      .returning({ id: surveyQuestions.id })
    await db()
      .insert(surveyResponses)
      .values({
        surveyId: survey!.id,
        userId: customer.id,
        answers: [
          { question: single!.id, kind: 'single', value: 'weekly' },
          { question: text!.id, kind: 'text', value: 'Быстрее' },
        ],
      })
    const ru = await api.json<CustomerDetail>(`/api/staff/customers/${customer.id}/`, headers.manager)
    expect(ru.body.surveys).toEqual([
      {
        id: expect.any(Number),
        survey: 'Опрос о доставке',
        created_at: expect.any(String),
        answers: [
          { question: 'Как часто?', answer: 'Раз в неделю' },
          { question: 'Пожелания', answer: 'Быстрее' },
        ],
      },
    ])
    const en = await api.json<CustomerDetail>(`/api/en/staff/customers/${customer.id}/`, headers.manager)
    expect(en.body.surveys[0]).toMatchObject({
      survey: 'Delivery survey',
      answers: [{ question: 'How often?', answer: 'Weekly' }, { answer: 'Быстрее' }],
    })
  })

  it('names the customer in the detail: orders, bonuses, favourites, survey answers and the choices', async () => {
    const [buyer] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'buyer@example.com'))
    const { status, body } = await api.json<CustomerDetail>(`/api/staff/customers/${buyer!.id}/`, headers.admin)
    expect(status).toBe(200)
    expect(body).toMatchObject({ email: 'buyer@example.com', status: 'active' })
    for (const key of ['orders', 'ledger', 'favorites', 'surveys', 'managers', 'price_types'] as const)
      expect(Array.isArray(body[key]), key).toBe(true)
    expect(body.managers.length).toBeGreaterThan(0)
    expect(JSON.stringify(body)).not.toMatch(/password|token/i)
  })
})
