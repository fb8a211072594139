// The back office's gate: staff/me/ names the staff member and the sections of their role; every other caller
// gets the 404 of a path that does not exist; staff sessions are shorter than buyers'.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../server/db/schema/accounts'
import { STAFF_SESSION_LIFETIME_SECONDS } from '../../server/modules/auth/sessions'
import { jsonBody, setCookies } from '../fixtures/auth'
import { setupApi } from '../fixtures/api-app'
import { callerHeaders, type Caller } from '../fixtures/staff'

const api = setupApi()
let headers: Awaited<ReturnType<typeof callerHeaders>>

beforeAll(async () => {
  headers = await callerHeaders(api.database.db)
})

describe('staff/me/', () => {
  it.each([
    ['admin', ['customers', 'orders', 'content', 'inbox', 'audit', 'team']],
    ['manager', ['customers', 'orders', 'inbox']],
    ['editor', ['content', 'inbox']],
  ] as const)('names the %s and the sections of the role', async (role, areas) => {
    const { status, body } = await api.json('/api/staff/me/', headers[role])
    expect(status).toBe(200)
    expect(body).toEqual({
      id: headers.members[role].id,
      email: headers.members[role].email,
      full_name: 'Тестов Тест Тестович',
      role,
      areas,
    })
  })

  it.each(['buyer', 'guest'] as Caller[])('is a 404 to a %s, as is any staff path', async (caller) => {
    for (const path of ['/api/staff/me/', '/api/en/staff/me/', '/api/staff/customers/', '/api/staff/nothing/']) {
      const response = await api.request(path, headers[caller])
      expect(response.status, path).toBe(404)
      expect(await response.json()).toHaveProperty('detail')
    }
  })
})

describe('staff sessions', () => {
  it('last a working day, buyers keep theirs for about 15 days', async () => {
    const { db } = api.database
    const signIn = async (email: string, password: string) => {
      const response = await api.request('/api/authorization/login/', jsonBody('POST', { username: email, password }))
      expect(response.status).toBe(200)
      return setCookies(response).session
    }
    const staff = await signIn('staff@example.com', 'staff12345')
    const buyer = await signIn('buyer@example.com', 'buyer12345')
    expect(staff?.attributes['max-age']).toBe(String(STAFF_SESSION_LIFETIME_SECONDS))
    expect(Number(buyer?.attributes['max-age'])).toBeGreaterThan(14 * 86_400)

    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'staff@example.com'))
    const [latest] = await db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, admin!.id))
      .orderBy(sessions.id)
      .limit(1)
    const hours = (latest!.expiresAt.getTime() - latest!.createdAt.getTime()) / 3_600_000
    expect(Math.round(hours)).toBe(12)
  })
})
