import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { AccountResponse, LoginResponse } from '../../contract/account'
import type { Cart } from '../../contract/cart'
import { sessions, users } from '../../server/db/schema/accounts'
import { hashToken } from '../../server/http/middleware'
import { pageCalls } from '../../server/http/page-calls'
import { deactivate } from '../../server/staff/accounts'
import { letRegisteredIn } from '../fixtures/account-users'
import { setupApi } from '../fixtures/api-app'
import { newBuyer, orderableProducts } from '../fixtures/buyers'
import { cookieHeader, jsonBody, registrationForm, setCookies } from '../fixtures/auth'
import { findKeys } from '../fixtures/forbidden-keys'
import { bearer } from '../fixtures/sessions'

const api = setupApi()
const SECRET_KEYS = ['password_hash', 'passwordHash', 'token_hash', 'tokenHash']
const PASSWORD = 'first-pass'

/** A fresh active account (so changing its password or sessions touches no other test). */
async function activeAccount(): Promise<string> {
  const form = registrationForm({ password: PASSWORD, password_repeat: PASSWORD })
  expect((await api.json('/api/authorization/registration/', jsonBody('POST', form))).status).toBe(201)
  await letRegisteredIn(api.database.db, form.email as string)
  return form.email as string
}

type Browser = { session: string; csrftoken: string; token: string }

async function signIn(email: string, password = PASSWORD): Promise<Browser> {
  const { status, body, response } = await api.json<LoginResponse>(
    '/api/authorization/login/',
    jsonBody('POST', { username: email, password }),
  )
  expect(status).toBe(200)
  const cookies = setCookies(response)
  return { session: cookies.session!.value, csrftoken: cookies.csrftoken!.value, token: body.token }
}

const withCookies = (browser: Browser, init: RequestInit = {}, csrf?: string | null): RequestInit => ({
  ...init,
  headers: {
    ...(init.headers as Record<string, string>),
    cookie: cookieHeader({ session: browser.session, csrftoken: browser.csrftoken }),
    ...(csrf === undefined ? { 'x-csrf-token': browser.csrftoken } : csrf === null ? {} : { 'x-csrf-token': csrf }),
  },
})

const account = (init?: RequestInit) => api.json<{ user: { email: string } }>('/api/my/account/', init)

function expectCleared(response: Response) {
  const cookies = setCookies(response)
  expect(cookies.session).toMatchObject({ value: '', attributes: { 'max-age': '0', path: '/', httponly: true } })
  expect(cookies.csrftoken).toMatchObject({ value: '', attributes: { 'max-age': '0', path: '/' } })
}

describe('authentication by Bearer header and by session cookie', () => {
  it('accepts the token as Bearer and as the session cookie', async () => {
    const email = await activeAccount()
    const browser = await signIn(email)
    expect((await account(bearer(browser.token))).body.user.email).toBe(email)
    const byCookie = await account(withCookies(browser, {}, null))
    expect(byCookie.status).toBe(200)
    expect(byCookie.body.user.email).toBe(email)
    expect(setCookies(byCookie.response)).toEqual({})
  })

  it('refuses an expired session and clears the cookies of a browser presenting it', async () => {
    const browser = await signIn(await activeAccount())
    await api.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(browser.token)))
    expect((await account(bearer(browser.token))).status).toBe(401)
    const byCookie = await account(withCookies(browser))
    expect(byCookie.status).toBe(401)
    expect(byCookie.body).toEqual({ detail: 'Сессия истекла. Войдите снова.', code: 'session_expired' })
    expectCleared(byCookie.response)
  })

  it('treats a dead cookie as a guest everywhere, clearing it even on public pages', async () => {
    const { status, response } = await api.json('/api/vars/', {
      headers: { cookie: cookieHeader({ session: 'x'.repeat(43), csrftoken: 'y' }) },
    })
    expect(status).toBe(200)
    expectCleared(response)
    // a mutation with a dead cookie needs no CSRF header: it carries no authority
    const login = await api.json(
      '/api/authorization/login/',
      jsonBody(
        'POST',
        { username: 'nobody@example.com', password: 'nope1' },
        { cookie: cookieHeader({ session: 'garbage' }) },
      ),
    )
    expect(login.status).toBe(400)
    expectCleared(login.response)
  })

  it('signing in over a dead cookie sets the new session instead of clearing it', async () => {
    const email = await activeAccount()
    const { response } = await api.json(
      '/api/authorization/login/',
      jsonBody('POST', { username: email, password: PASSWORD }, { cookie: cookieHeader({ session: 'x'.repeat(43) }) }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.getSetCookie().filter((header) => header.startsWith('session='))).toHaveLength(1)
    expect(setCookies(response).session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('lets a deactivated account in no more', async () => {
    const email = await activeAccount()
    const browser = await signIn(email)
    await api.database.db.update(users).set({ isActive: false }).where(eq(users.email, email))
    expect((await account(bearer(browser.token))).status).toBe(401)
    expectCleared((await account(withCookies(browser))).response)
  })
})

describe('why a session no longer signs anybody in', () => {
  const ended = (response: Response) => response.headers.get('x-session-ended')

  it('tells a guest to sign in, with no session to speak of', async () => {
    const { status, body, response } = await account()
    expect(status).toBe(401)
    expect(body).toEqual({ detail: 'Войдите в аккаунт, чтобы продолжить.', code: 'not_authenticated' })
    expect(ended(response)).toBeNull()
  })

  it('tells a session that expired, was revoked or never existed to sign in again, on every answer', async () => {
    const browser = await signIn(await activeAccount())
    await api.json('/api/authorization/logout/', { method: 'DELETE', ...bearer(browser.token) })
    for (const init of [bearer(browser.token), withCookies(browser), bearer('z'.repeat(43))]) {
      const refused = await account(init)
      expect(refused.body).toMatchObject({ code: 'session_expired' })
      expect(ended(refused.response)).toBe('expired')
    }
    // a public answer is still a guest's, and says the session ended
    const vars = await api.json('/api/vars/', withCookies(browser))
    expect(vars.status).toBe(200)
    expect(ended(vars.response)).toBe('expired')
    const en = await api.json<{ detail: string }>('/api/en/my/account/', bearer(browser.token))
    expect(en.body.detail).toBe('Your session has expired. Please sign in again.')
  })

  it('tells a deactivated account that access is suspended, on protected and public answers alike', async () => {
    const email = await activeAccount()
    await api.database.db.update(users).set({ activatedAt: new Date() }).where(eq(users.email, email))
    const browser = await signIn(email)
    await deactivate(api.database.db, email)
    const refused = await account(withCookies(browser))
    expect(refused.status).toBe(401)
    expect(refused.body).toEqual({
      detail: 'Доступ к аккаунту приостановлен. Свяжитесь с вашим менеджером.',
      code: 'account_suspended',
    })
    expect(ended(refused.response)).toBe('deactivated')
    expectCleared(refused.response)
    const catalogue = await api.json('/api/catalog/products/?ps=24', withCookies(browser))
    expect(catalogue.status).toBe(200)
    expect(ended(catalogue.response)).toBe('deactivated')
    const cart = await api.json<{ code: string }>(
      '/api/carts/items/',
      withCookies(browser, jsonBody('POST', { product: 1, quantity: 1 })),
    )
    expect([cart.status, cart.body.code]).toEqual([401, 'account_suspended'])
    const en = await api.json<{ detail: string }>('/api/en/my/account/', bearer(browser.token))
    expect(en.body.detail).toBe('Access to your account has been suspended. Please contact your manager.')
  })

  it('says nothing of sessions on answers to a live one', async () => {
    const browser = await signIn(await activeAccount())
    expect(ended((await account(withCookies(browser))).response)).toBeNull()
  })
})

describe('CSRF double-submit check on cookie-authenticated mutations', () => {
  const refresh = (init: RequestInit) =>
    api.json<{ token?: string; detail?: string }>('/api/authorization/refresh/', { method: 'POST', ...init })

  it('refuses a mutation with the cookie but no header with 403 {detail}, and signs the browser out', async () => {
    const browser = await signIn(await activeAccount())
    const { status, body, response } = await refresh(withCookies(browser, {}, null))
    expect(status).toBe(403)
    expect(body.detail).toMatch(/безопасности/)
    expect(response.headers.get('x-session-ended')).toBe('expired')
    expectCleared(response)
    const en = await api.json<{ detail: string }>('/api/en/authorization/refresh/', {
      method: 'POST',
      ...withCookies(browser, {}, null),
    })
    expect(en.body.detail).toMatch(/security/)
  })

  it('refuses a header that does not match the csrftoken cookie', async () => {
    const browser = await signIn(await activeAccount())
    expect((await refresh(withCookies(browser, {}, 'a'.repeat(43)))).status).toBe(403)
    expect((await refresh(withCookies({ ...browser, csrftoken: '' }, {}, ''))).status).toBe(403)
    const change = await api.json(
      '/api/change-password/',
      withCookies(
        browser,
        jsonBody('POST', { current_password: PASSWORD, password: 'other-pass', password_repeat: 'other-pass' }),
        'wrong',
      ),
    )
    expect(change.status).toBe(403)
    // the refused requests changed nothing: the session still works
    expect((await account(withCookies(browser))).status).toBe(200)
  })

  it('accepts a matching header, and needs none for GET or for Bearer', async () => {
    const browser = await signIn(await activeAccount())
    expect((await account(withCookies(browser, {}, null))).status).toBe(200)
    const byCookie = await refresh(withCookies(browser))
    expect(byCookie.status).toBe(200)
    const fresh = await signIn(await activeAccount())
    const byBearer = await refresh(bearer(fresh.token))
    expect(byBearer.status).toBe(200)
  })
})

describe('DELETE authorization/logout/', () => {
  it('revokes the Bearer session and clears the cookies', async () => {
    const browser = await signIn(await activeAccount())
    const { status, body, response } = await api.json('/api/authorization/logout/', {
      method: 'DELETE',
      ...bearer(browser.token),
    })
    expect(status).toBe(200)
    expect(body).toEqual({ detail: 'Вы вышли из аккаунта.' })
    expectCleared(response)
    expect((await account(bearer(browser.token))).status).toBe(401)
    const [row] = await api.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(browser.token)))
    expect(row?.revokedAt).toBeInstanceOf(Date)
  })

  it('signs a cookie browser out (with its CSRF header); the old cookie is then dead', async () => {
    const browser = await signIn(await activeAccount())
    expect(
      (await api.json('/api/authorization/logout/', withCookies(browser, { method: 'DELETE' }, null))).status,
    ).toBe(403)
    const out = await api.json('/api/en/authorization/logout/', withCookies(browser, { method: 'DELETE' }))
    expect(out.status).toBe(200)
    expect(out.body).toEqual({ detail: 'You have signed out.' })
    expectCleared(out.response)
    const after = await account(withCookies(browser))
    expect(after.status).toBe(401)
    expectCleared(after.response)
  })

  it('answers a guest with 200 as well', async () => {
    const { status, response } = await api.json('/api/authorization/logout/', { method: 'DELETE' })
    expect(status).toBe(200)
    expectCleared(response)
  })
})

describe('POST authorization/refresh/', () => {
  it('issues a new token and cookies and revokes the old session', async () => {
    const browser = await signIn(await activeAccount())
    const { status, body, response } = await api.json<{ token: string }>('/api/authorization/refresh/', {
      method: 'POST',
      ...bearer(browser.token),
    })
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual(['token'])
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.token).not.toBe(browser.token)
    const cookies = setCookies(response)
    expect(cookies.session?.value).toBe(body.token)
    expect(cookies.session?.attributes).toMatchObject({ httponly: true, 'max-age': '1295940' })
    expect(cookies.csrftoken?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await account(bearer(browser.token))).status).toBe(401)
    expect((await account(bearer(body.token))).status).toBe(200)
  })

  it('refuses a guest with 401', async () => {
    const { status, body } = await api.json('/api/authorization/refresh/', { method: 'POST' })
    expect(status).toBe(401)
    expect(body).toEqual({ detail: 'Войдите в аккаунт, чтобы продолжить.', code: 'not_authenticated' })
  })
})

describe('POST change-password/', () => {
  const change = (token: string, body: unknown, path = '/api/change-password/') =>
    api.json<Record<string, unknown>>(path, {
      ...jsonBody('POST', body),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    })

  it('refuses a guest with 401', async () => {
    const { status } = await api.json(
      '/api/change-password/',
      jsonBody('POST', { current_password: 'a', password: 'bbbbb', password_repeat: 'bbbbb' }),
    )
    expect(status).toBe(401)
  })

  it('validates the new password: at least five characters, entered twice, equal', async () => {
    const { token } = await signIn(await activeAccount())
    expect((await change(token, {})).body).toEqual({
      current_password: ['Обязательное поле'],
      password: ['Обязательное поле'],
      password_repeat: ['Обязательное поле'],
    })
    expect(
      (await change(token, { current_password: PASSWORD, password: 'abcd', password_repeat: 'abcd' })).body,
    ).toEqual({
      password: ['Пароль должен быть не короче пяти символов'],
    })
    expect(
      (await change(token, { current_password: PASSWORD, password: 'abcde', password_repeat: 'abcdf' })).body,
    ).toEqual({
      password_repeat: ['Пароли не совпадают'],
    })
    expect(
      (
        await change(
          token,
          { current_password: PASSWORD, password: 'abcde', password_repeat: '' },
          '/api/en/change-password/',
        )
      ).body,
    ).toEqual({
      password_repeat: ['Enter the new password twice'],
    })
  })

  it('refuses a wrong current password under current_password', async () => {
    const { token } = await signIn(await activeAccount())
    const { status, body } = await change(token, {
      current_password: 'not-it',
      password: 'new-pass',
      password_repeat: 'new-pass',
    })
    expect(status).toBe(400)
    expect(body).toEqual({ current_password: ['Неверный текущий пароль.'] })
  })

  it('changes the password, keeps the current session and revokes the others', async () => {
    const email = await activeAccount()
    const current = await signIn(email)
    const other = await signIn(email)
    const { status, body } = await change(current.token, {
      current_password: PASSWORD,
      password: 'new-pass',
      password_repeat: 'new-pass',
    })
    expect(status).toBe(200)
    expect(body).toEqual({ detail: 'Пароль изменён.' })
    expect(findKeys(body, SECRET_KEYS)).toEqual([])
    expect((await account(bearer(current.token))).status).toBe(200)
    expect((await account(bearer(other.token))).status).toBe(401)
    expect(
      (await api.json('/api/authorization/login/', jsonBody('POST', { username: email, password: PASSWORD }))).status,
    ).toBe(400)
    await signIn(email, 'new-pass')
  })
})

describe('the calls of one page rendered in process', () => {
  const inPage = (page: object, path: string, init: RequestInit) =>
    api.app.fetch(new Request(`http://localhost${path}`, init), { pageCalls: pageCalls(page) })

  it('look the session up once per page, and afresh for a change or another page', async () => {
    const { token } = await signIn(await activeAccount())
    const page = {}
    expect((await inPage(page, '/api/my/account/', bearer(token))).status).toBe(200)
    await api.database.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.tokenHash, hashToken(token)))
    // The page already knew who was looking; the next page, a plain request and a change ask again.
    expect((await inPage(page, '/api/my/account/', bearer(token))).status).toBe(200)
    expect((await inPage({}, '/api/my/account/', bearer(token))).status).toBe(401)
    expect((await account(bearer(token))).status).toBe(401)
    const change = await inPage(page, '/api/carts/clear/', { ...bearer(token), method: 'POST' })
    expect(change.status).toBe(401)
  })

  it("read the buyer's cart once per page, the account's and the cart's alike; a change reads afresh", async () => {
    const buyer = await newBuyer(api)
    const [first, second] = await orderableProducts(api, buyer.token)
    await buyer.call('POST', 'carts/items/', { product: first!.id, quantity: 1 })
    const page = {}
    const read = async <T>(path: string) => (await (await inPage(page, path, bearer(buyer.token))).json()) as T
    const { cart } = await read<AccountResponse>('/api/my/account/')
    // Added from another tab while the page renders: this page still shows one moment of the cart.
    await buyer.call('POST', 'carts/items/', { product: second!.id, quantity: 1 })
    const shown = await read<Cart>('/api/carts/')
    expect([cart?.total_count, shown.total_count, shown.id]).toEqual([1, 1, cart?.id])
    const cleared = await inPage(page, '/api/carts/clear/', { ...bearer(buyer.token), method: 'POST' })
    expect(((await cleared.json()) as Cart).total_count).toBe(0)
    const afresh = (await (await inPage({}, '/api/carts/', bearer(buyer.token))).json()) as Cart
    expect(afresh.total_count).toBe(0)
  })
})
