// Staff users (admin only): the list, an invitation mailed with a link to set a password (after which the member
// signs in), a role change and a deactivation that end the member's sessions, and the last admin kept.
import { and, eq, inArray, isNull, ne } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TablePage } from '../../contract/staff/table'
import type { TeamMember } from '../../contract/staff/team'
import { sessions, users } from '../../server/db/schema/accounts'
import { auditLog } from '../../server/db/schema/staff'
import { setupApi } from '../fixtures/api-app'
import { jsonBody, uniqueEmail } from '../fixtures/auth'
import { setupMailCatcher } from '../fixtures/mail-catcher'
import { bearer, createSessionFor } from '../fixtures/sessions'
import { as, CALLERS, callerHeaders, createStaffMember } from '../fixtures/staff'

const mail = setupMailCatcher()
const api = setupApi({ env: () => ({ SMTP_URL: mail.url }) })
let headers: Awaited<ReturnType<typeof callerHeaders>>

beforeAll(async () => {
  headers = await callerHeaders(api.database.db)
})

const post = (path: string, body: unknown, caller: RequestInit) =>
  api.json<TeamMember & Record<string, unknown>>(path, as(caller, jsonBody('POST', body)))

const liveSessions = async (userId: number) =>
  (
    await api.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
  ).length

describe('who may manage staff', () => {
  it.each(CALLERS)('%s', async (caller) => {
    const allowed = caller === 'admin'
    const target = await createStaffMember(api.database.db, 'editor')
    const invited = await createStaffMember(api.database.db, 'editor', { isActive: false, activatedAt: null })
    const calls = [
      await api.request('/api/staff/team/', headers[caller]),
      await api.request(
        '/api/staff/team/',
        as(headers[caller], jsonBody('POST', { email: uniqueEmail('inv'), full_name: 'A B', role: 'editor' })),
      ),
      await api.request(
        `/api/staff/team/${target.id}/role/`,
        as(headers[caller], jsonBody('POST', { role: 'manager' })),
      ),
      await api.request(
        `/api/staff/team/${target.id}/active/`,
        as(headers[caller], jsonBody('POST', { is_active: false })),
      ),
    ]
    calls.push(await api.request(`/api/staff/team/${invited.id}/invite/`, as(headers[caller], jsonBody('POST', {}))))
    expect(calls.map((response) => response.status)).toEqual(
      allowed ? [200, 201, 200, 200, 200] : [404, 404, 404, 404, 404],
    )
  })
})

describe('the list', () => {
  it('names every staff member with role, state and last sign-in; no customers', async () => {
    const { status, body } = await api.json<TablePage<TeamMember>>('/api/staff/team/?page_size=100', headers.admin)
    expect(status).toBe(200)
    const emails = body.results.map((member) => member.email)
    expect(emails).toContain('staff@example.com')
    expect(emails).not.toContain('buyer@example.com')
    const admin = body.results.find((member) => member.id === headers.members.admin.id)
    expect(admin).toMatchObject({ role: 'admin', is_active: true, invited: false, last_sign_in: expect.any(String) })
    const searched = await api.json<TablePage<TeamMember>>('/api/staff/team/?search=editor@example', headers.admin)
    expect(searched.body.results.map((member) => member.email)).toEqual(['editor@example.com'])
    expect((await api.request('/api/staff/team/?sort=password', headers.admin)).status).toBe(400)
  })
})

describe('an invitation', () => {
  it('mails a link; the member sets a password, becomes active and signs in to the back office', async () => {
    const email = uniqueEmail('newbie')
    const created = await post(
      '/api/staff/team/',
      { email, full_name: 'Новый Сотрудник', role: 'manager' },
      headers.admin,
    )
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ email, role: 'manager', is_active: false, invited: true })

    const password = 'new-password-123'
    const signIn = () => api.request('/api/authorization/login/', jsonBody('POST', { username: email, password }))
    expect((await signIn()).status).not.toBe(200)

    const letter = await mail.next(email)
    expect(letter.subject).toMatch(/бэк-офис/)
    const token = /token=([A-Za-z0-9_-]+)/.exec(letter.text ?? '')?.[1]
    expect(token).toBeTruthy()
    const reset = await api.request(
      '/api/authorization/reset/',
      jsonBody('POST', { token, password, password_repeat: password }),
    )
    expect(reset.status).toBe(200)

    const signedIn = await signIn()
    expect(signedIn.status).toBe(200)
    const [row] = await api.database.db.select().from(users).where(eq(users.email, email))
    expect(row).toMatchObject({ isActive: true, staffRole: 'manager' })
    const entries = await api.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row!.id)))
    expect(entries.map((entry) => entry.action).sort()).toEqual(['team.invite', 'team.invite.accept'])
  })

  it('is mailed again with a new link; the old one stops working; not to a member who set a password', async () => {
    const email = uniqueEmail('again')
    const created = await post('/api/staff/team/', { email, full_name: 'Ещё Раз', role: 'editor' }, headers.admin)
    const first = await mail.next(email)
    const again = await post(`/api/staff/team/${created.body.id}/invite/`, {}, headers.admin)
    expect(again.status).toBe(200)
    const second = await mail.next(email)
    const tokenOf = (text: string | undefined) => /token=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1]
    expect(tokenOf(second.text)).not.toBe(tokenOf(first.text))
    const password = 'again-password-1'
    const reset = (token: string | undefined) =>
      api.request('/api/authorization/reset/', jsonBody('POST', { token, password, password_repeat: password }))
    expect((await reset(tokenOf(first.text))).status).toBe(400)
    expect((await reset(tokenOf(second.text))).status).toBe(200)
    const late = await post(`/api/staff/team/${created.body.id}/invite/`, {}, headers.admin)
    expect(late.status).toBe(400)
    expect(late.body).toHaveProperty('non_field_errors')
  })

  it('in English when asked', async () => {
    const email = uniqueEmail('english')
    await post('/api/staff/team/', { email, full_name: 'New Person', role: 'editor', locale: 'en' }, headers.admin)
    const letter = await mail.next(email)
    expect(letter.subject).toMatch(/Invitation/)
    expect(letter.text).toContain('/en/auth/reset/')
  })

  it('refuses bad fields and a taken e-mail with field errors', async () => {
    const bad = await post('/api/staff/team/', { email: 'nope', full_name: '', role: 'owner' }, headers.admin)
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body).sort()).toEqual(['email', 'full_name', 'role'])
    const taken = await post(
      '/api/staff/team/',
      { email: 'Buyer@Example.com', full_name: 'X', role: 'editor' },
      headers.admin,
    )
    expect(taken.status).toBe(400)
    expect(taken.body).toHaveProperty('email')
    const broken = await api.request(
      '/api/staff/team/',
      as(headers.admin, { method: 'POST', body: '[1]', headers: { 'content-type': 'application/json' } }),
    )
    expect(broken.status).toBe(400)
  })
})

describe('role and active state', () => {
  it('a role change ends the member’s sessions and is recorded with before and after', async () => {
    const member = await createStaffMember(api.database.db, 'editor')
    const token = await createSessionFor(api.database.db, member.email)
    expect((await api.request('/api/staff/me/', bearer(token))).status).toBe(200)
    const { status, body } = await post(`/api/staff/team/${member.id}/role/`, { role: 'manager' }, headers.admin)
    expect(status).toBe(200)
    expect(body.role).toBe('manager')
    expect(await liveSessions(member.id)).toBe(0)
    expect((await api.request('/api/staff/me/', bearer(token))).status).not.toBe(200)
    const [entry] = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team.role'), eq(auditLog.entityId, String(member.id))))
    expect(entry).toMatchObject({
      before: { role: 'editor' },
      after: { role: 'manager' },
      actor: headers.members.admin.email,
    })
  })

  it('deactivation ends the sessions and refuses sign-in; reactivation lets them back', async () => {
    const member = await createStaffMember(api.database.db, 'editor')
    await createSessionFor(api.database.db, member.email)
    const off = await post(`/api/staff/team/${member.id}/active/`, { is_active: false }, headers.admin)
    expect(off.body).toMatchObject({ is_active: false, invited: false })
    expect(await liveSessions(member.id)).toBe(0)
    const on = await post(`/api/staff/team/${member.id}/active/`, { is_active: true }, headers.admin)
    expect(on.body.is_active).toBe(true)
  })

  it('answers bad input with field errors and an unknown or customer id with a 404', async () => {
    const member = await createStaffMember(api.database.db, 'editor')
    expect((await post(`/api/staff/team/${member.id}/role/`, { role: 'boss' }, headers.admin)).status).toBe(400)
    expect((await post(`/api/staff/team/${member.id}/active/`, { is_active: 'no' }, headers.admin)).status).toBe(400)
    expect((await post('/api/staff/team/999999/role/', { role: 'editor' }, headers.admin)).status).toBe(404)
    const [buyer] = await api.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'buyer@example.com'))
    expect((await post(`/api/staff/team/${buyer!.id}/role/`, { role: 'admin' }, headers.admin)).status).toBe(404)
  })

  it('keeps the last active administrator', async () => {
    const { db } = api.database
    const me = headers.members.admin.id
    const others = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.staffRole, 'admin'), eq(users.isActive, true), ne(users.id, me)))
    const ids = others.map((row) => row.id)
    if (ids.length > 0) await db.update(users).set({ staffRole: 'editor' }).where(inArray(users.id, ids))
    try {
      const demote = await post(`/api/staff/team/${me}/role/`, { role: 'editor' }, headers.admin)
      expect(demote.status).toBe(409)
      expect(String(demote.body.detail)).toMatch(/администратор/)
      const off = await post(`/api/staff/team/${me}/active/`, { is_active: false }, headers.admin)
      expect(off.status).toBe(409)
    } finally {
      if (ids.length > 0) await db.update(users).set({ staffRole: 'admin' }).where(inArray(users.id, ids))
    }
  })
})
