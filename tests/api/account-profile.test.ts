import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../server/db/schema/accounts'
import { pages } from '../../server/db/schema/content'
import type { AccountResponse } from '../../contract/account'
import { createAccount, SECRET_KEYS, type TestAccount } from '../fixtures/account-users'
import { setupApi } from '../fixtures/api-app'
import { findKeys } from '../fixtures/forbidden-keys'
import { bearer, createSessionFor } from '../fixtures/sessions'

const api = setupApi()

const profile = {
  user_type: 'legal',
  organization_name: 'ООО «Лапа»',
  organization_inn: '7707083893',
  legal_address: '123456, Москва, ул. Новая, 2',
  actual_address: 'Москва, ул. Новая, 2, склад',
  full_name: 'Кузнецова Мария Петровна',
  phone: '+7 (912) 345-67-89',
  email: 'Maria.Kuznetsova@Example.com',
}

const put = (token: string, body: unknown, locale = '') =>
  api.json<Record<string, unknown>>(`/api/${locale}my/account/`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

let account: TestAccount
let token: string

beforeAll(async () => {
  account = await createAccount(api.database.db)
  token = await createSessionFor(api.database.db, account.email)
})

describe('authentication', () => {
  it.each([
    ['PUT', '/api/my/account/'],
    ['GET', '/api/account-page/'],
  ])('%s %s refuses a guest with 401 {detail}', async (method, path) => {
    const init =
      method === 'PUT'
        ? { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(profile) }
        : { method }
    const { status, body } = await api.json<{ detail: string }>(path, init)
    expect(status).toBe(401)
    expect(body.detail).toMatch(/Войдите/)
  })
})

describe('PUT /api/my/account/ validation', () => {
  const cases: [string, Record<string, unknown>, string, RegExp][] = [
    ['user_type', { user_type: 'company' }, 'user_type', /организация или индивидуальный/],
    ['organization_name (empty)', { organization_name: '  ' }, 'organization_name', /Обязательное поле/],
    ['organization_name (too long)', { organization_name: 'x'.repeat(256) }, 'organization_name', /Слишком длинное/],
    ['organization_inn (letters)', { organization_inn: '77O7083893' }, 'organization_inn', /только из цифр/],
    ['organization_inn (checksum)', { organization_inn: '7707083894' }, 'organization_inn', /Неверный ИНН/],
    [
      'organization_inn (12 digits for an organization)',
      { organization_inn: '500100732259' },
      'organization_inn',
      /Неверный ИНН/,
    ],
    ['legal_address', { legal_address: '' }, 'legal_address', /Обязательное поле/],
    ['actual_address', { actual_address: 'x'.repeat(501) }, 'actual_address', /Слишком длинное/],
    ['full_name', { full_name: '' }, 'full_name', /Обязательное поле/],
    ['phone (letters)', { phone: '8912abc4567' }, 'phone', /Только цифры/],
    ['phone (short)', { phone: '8912345678' }, 'phone', /Не меньше 11 цифр/],
    ['email', { email: 'maria@' }, 'email', /Неверный адрес/],
  ]

  it.each(cases)('rejects a bad %s under its field name', async (_name, change, field, message) => {
    const { status, body } = await put(token, { ...profile, ...change })
    expect(status).toBe(400)
    expect(Object.keys(body)).toEqual([field])
    expect(body[field]).toEqual([expect.stringMatching(message)])
  })

  it('reports every missing field as required', async () => {
    const { status, body } = await put(token, {})
    expect(status).toBe(400)
    expect(Object.keys(body).sort()).toEqual(Object.keys(profile).sort())
    for (const field of Object.keys(profile)) expect(body[field], field).toEqual(['Обязательное поле'])
  })

  it('accepts a sole trader only with a 12-digit INN', async () => {
    const { status, body } = await put(token, { ...profile, user_type: 'entrepreneur' })
    expect(status).toBe(400)
    expect(body).toHaveProperty('organization_inn')
  })

  it('answers in English under /api/en/', async () => {
    const { status, body } = await put(token, { ...profile, email: 'nope' }, 'en/')
    expect(status).toBe(400)
    expect(body.email).toEqual(['Invalid email address'])
  })

  it('refuses a body that is not JSON with 400', async () => {
    const { status, body } = await put(token, '{"email":')
    expect(status).toBe(400)
    expect(body).toHaveProperty('detail')
  })

  it('refuses an e-mail used by another account, whatever its case', async () => {
    const { status, body } = await put(token, { ...profile, email: 'PENDING@example.com' })
    expect(status).toBe(400)
    expect(body).toEqual({ email: ['Этот адрес электронной почты уже используется другим аккаунтом'] })
    const en = await put(token, { ...profile, email: 'Buyer@Example.com' }, 'en/')
    expect(en.body).toEqual({ email: ['This e-mail address is already used by another account'] })
    const [row] = await api.database.db.select({ email: users.email }).from(users).where(eq(users.id, account.id))
    expect(row?.email).toBe(account.email)
  })
})

describe('PUT /api/my/account/ success', () => {
  it('saves the profile (phone digits only) and answers with the account', async () => {
    const { status, body } = await put(token, { ...profile, email: account.email.toUpperCase() })
    expect(status).toBe(200)
    const { user } = body as unknown as AccountResponse
    expect(user).toMatchObject({
      id: account.id,
      user_type: 'legal',
      organization_name: 'ООО «Лапа»',
      organization_inn: '7707083893',
      legal_address: '123456, Москва, ул. Новая, 2',
      actual_address: 'Москва, ул. Новая, 2, склад',
      full_name: 'Кузнецова Мария Петровна',
      phone: '79123456789',
      email: account.email,
    })
    expect(findKeys(body, SECRET_KEYS)).toEqual([])
    const again = await api.json<AccountResponse>('/api/my/account/', bearer(token))
    expect(again.body.user.full_name).toBe('Кузнецова Мария Петровна')
  })

  it('keeps its own e-mail when only the case differs, and switches to a sole trader with a 12-digit INN', async () => {
    const { status, body } = await put(token, {
      ...profile,
      email: account.email.toUpperCase(),
      user_type: 'entrepreneur',
      organization_inn: '500100732259',
      organization_name: 'ИП Кузнецова М. П.',
    })
    expect(status).toBe(200)
    expect((body as unknown as AccountResponse).user).toMatchObject({
      email: account.email,
      user_type: 'entrepreneur',
      organization_inn: '500100732259',
    })
  })
})

describe('account pages', () => {
  it('GET /api/account-page/ gives the profile page copy with meta tags in the path language', async () => {
    const { status, body } = await api.json<{ title: string; meta: Record<string, string>; text: string }>(
      '/api/account-page/',
      bearer(token),
    )
    expect(status).toBe(200)
    expect(body.title).toBe('Личный кабинет')
    expect(body.meta).toEqual({
      title: expect.stringContaining('Личный кабинет'),
      description: expect.any(String),
      keywords: expect.any(String),
    })
    expect(body.text).toMatch(/^<p>/)
    const en = await api.json<{ title: string; text: string }>('/api/en/account-page/', bearer(token))
    expect(en.body.title).toBe('My account')
    expect(en.body.text).toMatch(/e-mail/)
  })

  it('GET /api/loyalty-page/ explains accrual by brand, spending at checkout and that 1 point = 1 kopeck', async () => {
    const { status, body } = await api.json<{ title: string; meta: Record<string, string>; text: string }>(
      '/api/loyalty-page/',
      bearer(token),
    )
    expect(status).toBe(200)
    expect(body.title).toBe('Программа лояльности')
    expect(body.text).toMatch(/бренд/)
    expect(body.text).toMatch(/оформлении заказа/)
    expect(body.text).toMatch(/Один балл равен одной копейке/)
    const en = await api.json<{ text: string }>('/api/en/loyalty-page/', bearer(token))
    expect(en.body.text).toMatch(/One point equals one kopeck/)
  })

  it('sanitizes the loyalty text and answers 404 when the page is unpublished', async () => {
    const { db } = api.database
    const [page] = await db.select().from(pages).where(eq(pages.slug, 'loyalty-program'))
    await db
      .update(pages)
      .set({ body: { ru: '<p onclick="x()">Баллы<script>alert(1)</script></p>', en: '<p>Points</p>' } })
      .where(eq(pages.slug, 'loyalty-program'))
    const { body } = await api.json<{ text: string }>('/api/loyalty-page/', bearer(token))
    expect(body.text).toBe('<p>Баллы</p>')
    await db.update(pages).set({ isPublished: false }).where(eq(pages.slug, 'loyalty-program'))
    const missing = await api.json<{ detail: string }>('/api/loyalty-page/', bearer(token))
    expect(missing.status).toBe(404)
    expect(missing.body.detail).toEqual(expect.any(String))
    await db.update(pages).set({ body: page?.body, isPublished: true }).where(eq(pages.slug, 'loyalty-program'))
  })
})
