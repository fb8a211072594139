import { eq, like, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createApiApp } from '../../server/app'
import { rateLimits, users } from '../../server/db/schema/accounts'
import { letRegisteredIn } from '../fixtures/account-users'
import { setupApi } from '../fixtures/api-app'
import { jsonBody, registrationForm, uniqueEmail, uniqueIp } from '../fixtures/auth'

const api = setupApi()
const PASSWORD = 'right-pass'

const from = (ip: string, method: string, body: unknown) => jsonBody(method, body, { 'x-forwarded-for': ip })
const login = (ip: string, username: string, password: string) =>
  api.json<{ detail?: string }>('/api/authorization/login/', from(ip, 'POST', { username, password }))

async function activeAccount(): Promise<string> {
  const form = registrationForm({ password: PASSWORD, password_repeat: PASSWORD })
  expect((await api.json('/api/authorization/registration/', jsonBody('POST', form))).status).toBe(201)
  await letRegisteredIn(api.database.db, form.email as string)
  return form.email as string
}

function expectTooMany(result: { status: number; body: { detail?: string }; response: Response }) {
  expect(result.status).toBe(429)
  expect(result.body.detail).toMatch(/Слишком много попыток|Too many attempts/)
  const retryAfter = Number(result.response.headers.get('retry-after'))
  expect(Number.isInteger(retryAfter)).toBe(true)
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(15 * 60)
}

describe('sign-in failures', () => {
  it('are limited per address: 10 in 15 minutes, then 429 with Retry-After, even with the right password', async () => {
    const ip = uniqueIp()
    const email = await activeAccount()
    for (let i = 0; i < 10; i += 1) expect((await login(ip, uniqueEmail('guess'), 'wrong-pass')).status).toBe(400)
    expectTooMany(await login(ip, uniqueEmail('guess'), 'wrong-pass'))
    expectTooMany(await login(ip, email, PASSWORD))
    const en = await api.json<{ detail: string }>(
      '/api/en/authorization/login/',
      from(ip, 'POST', { username: email, password: PASSWORD }),
    )
    expect(en.body.detail).toMatch(/Too many attempts\. Try again in 1[45] min\./)
    // another address is not affected
    expect((await login(uniqueIp(), email, PASSWORD)).status).toBe(200)
  })

  it('are limited per account, whatever the address: after 10, every wrong guess gets 429', async () => {
    const email = await activeAccount()
    for (let i = 0; i < 10; i += 1) expect((await login(uniqueIp(), email, 'wrong-pass')).status).toBe(400)
    expectTooMany(await login(uniqueIp(), email, 'wrong-pass'))
    expectTooMany(await login(uniqueIp(), email.toUpperCase(), 'another-guess'))
  })

  it('do not lock the owner out: the right password from an address without failures still signs in', async () => {
    const email = await activeAccount()
    const attacker = uniqueIp()
    for (let i = 0; i < 10; i += 1)
      expect((await login(i < 5 ? attacker : uniqueIp(), email, 'wrong-pass')).status).toBe(400)
    // the guessing address is refused even with the right password; the owner's clean address is not
    expectTooMany(await login(attacker, email, PASSWORD))
    expect((await login(uniqueIp(), email.toUpperCase(), PASSWORD)).status).toBe(200)
  })

  it('count per account until a successful sign-in', async () => {
    const email = await activeAccount()
    for (let i = 0; i < 9; i += 1) expect((await login(uniqueIp(), email, 'wrong-pass')).status).toBe(400)
    expect((await login(uniqueIp(), email, PASSWORD)).status).toBe(200)
    for (let i = 0; i < 9; i += 1) expect((await login(uniqueIp(), email, 'wrong-pass')).status).toBe(400)
    expect((await login(uniqueIp(), email, PASSWORD)).status).toBe(200)
  })

  it('are allowed again once the window has passed', async () => {
    const ip = uniqueIp()
    for (let i = 0; i < 10; i += 1) await login(ip, uniqueEmail('guess'), 'wrong-pass')
    expect((await login(ip, uniqueEmail('guess'), 'wrong-pass')).status).toBe(429)
    await api.database.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(like(rateLimits.key, `%:${ip}`))
    expect((await login(ip, uniqueEmail('guess'), 'wrong-pass')).status).toBe(400)
  })

  it('are counted in the database, so every app instance on it shares them', async () => {
    const other = createApiApp(api.ctx)
    const ip = uniqueIp()
    for (let i = 0; i < 10; i += 1) expect((await login(ip, uniqueEmail('guess'), 'wrong-pass')).status).toBe(400)
    const response = await other.request(
      'http://localhost/api/authorization/login/',
      from(ip, 'POST', { username: uniqueEmail('guess'), password: 'x1234' }),
    )
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('take the X-Forwarded-For hop the trusted proxy added, not the ones the client wrote', async () => {
    const ip = uniqueIp()
    for (let i = 0; i < 10; i += 1) await login(`192.168.${i}.1, ${ip}`, uniqueEmail('guess'), 'wrong-pass')
    expect((await login(`172.16.0.1, ${ip}`, uniqueEmail('guess'), 'wrong-pass')).status).toBe(429)
    expect((await login(`${ip}, 192.168.0.1`, uniqueEmail('guess'), 'wrong-pass')).status).toBe(400)
  })
})

describe('registration', () => {
  it('is limited to 10 per address in 15 minutes; invalid forms do not count', async () => {
    const ip = uniqueIp()
    for (let i = 0; i < 5; i += 1)
      expect(
        (await api.json('/api/authorization/registration/', from(ip, 'POST', registrationForm({ phone: '1' })))).status,
      ).toBe(400)
    for (let i = 0; i < 10; i += 1)
      expect((await api.json('/api/authorization/registration/', from(ip, 'POST', registrationForm()))).status).toBe(
        201,
      )
    const form = registrationForm()
    expectTooMany(await api.json('/api/authorization/registration/', from(ip, 'POST', form)))
    expect(
      await api.database.db
        .select()
        .from(users)
        .where(eq(users.email, form.email as string)),
    ).toHaveLength(0)
    expect(
      (await api.json('/api/authorization/registration/', from(uniqueIp(), 'POST', registrationForm()))).status,
    ).toBe(201)
  })
})

describe('password recovery', () => {
  const restore = (ip: string, email: string) =>
    api.json<{ detail?: string }>('/api/authorization/restore/', from(ip, 'POST', { email }))

  it('is limited to 5 requests per address in 15 minutes', async () => {
    const ip = uniqueIp()
    for (let i = 0; i < 5; i += 1) expect((await restore(ip, uniqueEmail('someone'))).status).toBe(200)
    expectTooMany(await restore(ip, uniqueEmail('someone')))
  })

  it('is limited to 5 requests per e-mail, registered or not, whatever the address', async () => {
    const known = await activeAccount()
    const unknown = uniqueEmail('nobody')
    for (const email of [known, unknown]) {
      for (let i = 0; i < 5; i += 1) expect((await restore(uniqueIp(), email)).status).toBe(200)
      expectTooMany(await restore(uniqueIp(), email))
    }
  })
})

describe('password change', () => {
  it('allows 10 wrong current passwords per account in 15 minutes', async () => {
    const email = await activeAccount()
    const { body } = await api.json<{ token: string }>(
      '/api/authorization/login/',
      jsonBody('POST', { username: email, password: PASSWORD }),
    )
    const change = (current: string) =>
      api.json<{ detail?: string }>('/api/change-password/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${body.token}` },
        body: JSON.stringify({ current_password: current, password: 'new-pass', password_repeat: 'new-pass' }),
      })
    for (let i = 0; i < 10; i += 1) expect((await change('wrong-pass')).status).toBe(400)
    expectTooMany(await change(PASSWORD))
  })
})
