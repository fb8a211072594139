// Cross-site requests: sign-in and cookie-authenticated mutations must come from the shop's own origin, JSON
// endpoints take only JSON, and the csrftoken is bound to its session.
import { describe, expect, it } from 'vitest'
import { letRegisteredIn } from '../fixtures/account-users'
import { setupApi } from '../fixtures/api-app'
import { cookieHeader, jsonBody, registrationForm, setCookies } from '../fixtures/auth'

const api = setupApi({ env: () => ({ CSRF_TRUSTED_ORIGINS: 'https://partner.example' }) })
const PASSWORD = 'csrf-pass'

async function browser() {
  const form = registrationForm({ password: PASSWORD, password_repeat: PASSWORD })
  expect((await api.json('/api/authorization/registration/', jsonBody('POST', form))).status).toBe(201)
  await letRegisteredIn(api.database.db, form.email as string)
  const login = await api.json(
    '/api/authorization/login/',
    jsonBody('POST', { username: form.email, password: PASSWORD }),
  )
  const cookies = setCookies(login.response)
  return { email: form.email as string, session: cookies.session!.value, csrftoken: cookies.csrftoken!.value }
}

const clearCart = (
  b: { session: string; csrftoken: string },
  headers: Record<string, string>,
  csrftoken = b.csrftoken,
) =>
  api.json<{ detail?: string }>('/api/carts/clear/', {
    method: 'POST',
    headers: {
      cookie: cookieHeader({ session: b.session, csrftoken }),
      'x-csrf-token': csrftoken,
      'content-type': 'application/json',
      ...headers,
    },
    body: '{}',
  })

describe('origin checks', () => {
  it('refuse sign-in from a foreign Origin or cross-site fetch; allow the shop, its host, listed origins', async () => {
    const { email } = await browser()
    const signIn = (headers: Record<string, string>) =>
      api.json('/api/authorization/login/', jsonBody('POST', { username: email, password: PASSWORD }, headers))
    const foreign = await signIn({ origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect(foreign.body).toEqual({ detail: 'Запрос с другого сайта отклонён.' })
    expect((await signIn({ 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await signIn({ origin: 'null' })).status).toBe(403)
    expect((await signIn({ origin: 'https://vitrina.example' })).status).toBe(200)
    expect((await signIn({ origin: 'http://localhost' })).status).toBe(200)
    expect((await signIn({ origin: 'https://partner.example' })).status).toBe(200)
    expect((await signIn({ 'sec-fetch-site': 'same-origin' })).status).toBe(200)
  })

  it('refuse a cookie-authenticated mutation from a foreign Origin even with a matching token', async () => {
    const b = await browser()
    expect((await clearCart(b, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await clearCart(b, { 'sec-fetch-site': 'same-site' })).status).toBe(403)
    expect((await clearCart(b, { origin: 'https://vitrina.example', 'sec-fetch-site': 'same-origin' })).status).toBe(
      200,
    )
  })
})

describe('the csrf token', () => {
  it('is bound to its session: a token of another session is refused', async () => {
    const [mine, theirs] = [await browser(), await browser()]
    expect((await clearCart(mine, {}, theirs.csrftoken)).status).toBe(403)
    expect((await clearCart(mine, {}, 'any-value-the-attacker-set')).status).toBe(403)
    expect((await clearCart(mine, {})).status).toBe(200)
  })
})

describe('JSON endpoints', () => {
  it('refuse a body not declared as JSON with 415 {detail} (a text/plain form post cannot sign in)', async () => {
    const { email } = await browser()
    const plain = await api.json<{ detail: string }>('/api/authorization/login/', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ username: email, password: PASSWORD }),
    })
    expect(plain.status).toBe(415)
    expect(plain.body.detail).toBe('Ожидается тело запроса в формате JSON.')
    const form = await api.json('/api/en/forms/feedback/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'full_name=x',
    })
    expect(form.status).toBe(415)
    expect(form.body).toEqual({ detail: 'The request body must be JSON.' })
  })
})
