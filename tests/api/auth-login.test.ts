import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { LoginResponse } from '../../contract/account'
import { createApiApp } from '../../server/app'
import { sessions } from '../../server/db/schema/accounts'
import { parseEnv } from '../../server/env'
import { hashToken } from '../../server/http/middleware'
import { DEMO_ACCOUNTS } from '../../server/seed/accounts/accounts'
import { hashPassword } from '../../server/modules/accounts/password'
import { deactivate } from '../../server/staff/accounts'
import { createAccount } from '../fixtures/account-users'
import { setupApi } from '../fixtures/api-app'
import { jsonBody, setCookies } from '../fixtures/auth'
import { findKeys } from '../fixtures/forbidden-keys'

const api = setupApi()
const SECRET_KEYS = ['password_hash', 'passwordHash', 'token_hash', 'tokenHash', 'password']

const login = (body: unknown, path = '/api/authorization/login/') =>
  api.json<Record<string, unknown>>(path, jsonBody('POST', body))
const buyer = { username: DEMO_ACCOUNTS.buyer.email, password: DEMO_ACCOUNTS.buyer.password }

describe('POST authorization/login/', () => {
  it('answers with the account and a token, and sets the session and csrftoken cookies', async () => {
    const { status, body, response } = await api.json<LoginResponse>(
      '/api/authorization/login/',
      jsonBody('POST', buyer),
    )
    expect(status).toBe(200)
    expect(body.user.email).toBe(DEMO_ACCOUNTS.buyer.email)
    expect(body.user.permissions.can_order).toBe(true)
    expect(Array.isArray(body.favorites)).toBe(true)
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(findKeys(body, SECRET_KEYS)).toEqual([])

    const cookies = setCookies(response)
    expect(cookies.session?.value).toBe(body.token)
    expect(cookies.session?.attributes).toMatchObject({
      httponly: true,
      samesite: 'Lax',
      path: '/',
      'max-age': '1295940',
    })
    expect(cookies.session?.attributes).not.toHaveProperty('secure')
    expect(cookies.csrftoken?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(cookies.csrftoken?.value).not.toBe(body.token)
    expect(cookies.csrftoken?.attributes).toMatchObject({ samesite: 'Lax', path: '/', 'max-age': '1295940' })
    expect(cookies.csrftoken?.attributes).not.toHaveProperty('httponly')
  })

  it('keeps only the SHA-256 of the token in the database, valid for 1295940 seconds', async () => {
    const { body } = await api.json<LoginResponse>('/api/authorization/login/', jsonBody('POST', buyer))
    const rows = await api.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(body.token)))
    expect(rows).toHaveLength(1)
    expect(await api.database.db.select().from(sessions).where(eq(sessions.tokenHash, body.token))).toHaveLength(0)
    const lifetime = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 1000
    expect(lifetime).toBeGreaterThan(1295940 - 60)
    expect(lifetime).toBeLessThan(1295940 + 60)
  })

  it('marks the cookies Secure in production', async () => {
    const app = createApiApp({ ...api.ctx, env: parseEnv({ NODE_ENV: 'production' }) })
    const response = await app.request('http://localhost/api/authorization/login/', jsonBody('POST', buyer))
    expect(response.status).toBe(200)
    const cookies = setCookies(response)
    expect(cookies.session?.attributes.secure).toBe(true)
    expect(cookies.csrftoken?.attributes.secure).toBe(true)
  })

  it('takes the e-mail in any letter case', async () => {
    const { status } = await login({ ...buyer, username: '  BUYER@Example.COM ' })
    expect(status).toBe(200)
  })

  it('refuses a wrong password and an unknown e-mail with the same non-field error, localized', async () => {
    const wrong = await login({ ...buyer, password: 'not-the-password' })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ non_field_errors: ['Неверный e-mail или пароль.'] })
    expect(setCookies(wrong.response)).toEqual({})
    const unknown = await login({ username: 'nobody@example.com', password: 'whatever1' })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toEqual(wrong.body)
    const en = await login({ ...buyer, password: 'not-the-password' }, '/api/en/authorization/login/')
    expect(en.body).toEqual({ non_field_errors: ['Wrong e-mail or password.'] })
  })

  it('tells an inactive account that it awaits activation, but only after the right password', async () => {
    const right = await login({ username: DEMO_ACCOUNTS.pending.email, password: DEMO_ACCOUNTS.pending.password })
    expect(right.status).toBe(400)
    expect(right.body.detail).toMatch(/не активирован.*рабочие дни с 9:00 до 17:00/)
    expect(setCookies(right.response)).toEqual({})
    const en = await login(
      { username: DEMO_ACCOUNTS.pending.email, password: DEMO_ACCOUNTS.pending.password },
      '/api/en/authorization/login/',
    )
    expect(en.body.detail).toMatch(/not been activated.*business days from 9:00 to 17:00/)
    const wrong = await login({ username: DEMO_ACCOUNTS.pending.email, password: 'not-the-password' })
    expect(wrong.body).toEqual({ non_field_errors: ['Неверный e-mail или пароль.'] })
  })

  it('tells an account staff deactivated that it is suspended, not that new accounts await activation', async () => {
    const email = `suspended-${Date.now()}@example.com`
    await createAccount(api.database.db, { email, passwordHash: await hashPassword('suspended1') })
    await deactivate(api.database.db, email)
    const refused = await login({ username: email, password: 'suspended1' })
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({
      detail: 'Доступ к аккаунту приостановлен. Свяжитесь с вашим менеджером.',
      code: 'account_suspended',
    })
    expect(setCookies(refused.response)).toEqual({})
    const en = await login({ username: email, password: 'suspended1' }, '/api/en/authorization/login/')
    expect(en.body.detail).toBe('Access to your account has been suspended. Please contact your manager.')
    const pending = await login({ username: DEMO_ACCOUNTS.pending.email, password: DEMO_ACCOUNTS.pending.password })
    expect(pending.body).toMatchObject({ code: 'account_inactive' })
  })

  it('validates the form: username required and an e-mail, password required', async () => {
    expect((await login({})).body).toEqual({ username: ['Обязательное поле'], password: ['Обязательное поле'] })
    expect((await login({ username: '', password: '' })).body).toEqual({
      username: ['Обязательное поле'],
      password: ['Обязательное поле'],
    })
    expect((await login({ username: 'buyer', password: 'x' })).body).toEqual({
      username: ['Неверный адрес электронной почты'],
    })
    const en = await login({ username: 'buyer' }, '/api/en/authorization/login/')
    expect(en.status).toBe(400)
    expect(en.body).toEqual({ username: ['Invalid email address'], password: ['This field is required'] })
  })

  it('answers a body that is not JSON with a 400 detail', async () => {
    const { status, body } = await api.json<{ detail: string }>('/api/authorization/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    })
    expect(status).toBe(400)
    expect(typeof body.detail).toBe('string')
  })
})
