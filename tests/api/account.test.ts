import { describe, expect, it } from 'vitest'
import type { AccountResponse } from '../../contract/account'
import { setupApi } from '../fixtures/api-app'
import { bearer, createSessionFor, DEMO_BUYER_EMAIL } from '../fixtures/sessions'

const api = setupApi()

describe('GET /api/my/account/', () => {
  it('refuses a guest with 401 in the SPEC error format', async () => {
    const { status, body } = await api.json<{ detail: string }>('/api/my/account/')
    expect(status).toBe(401)
    expect(body.detail).toMatch(/Войдите/)
    const en = await api.json<{ detail: string }>('/api/en/my/account/')
    expect(en.body.detail).toMatch(/sign in/i)
  })

  it('refuses an unknown token', async () => {
    const { status } = await api.json('/api/my/account/', bearer('x'.repeat(43)))
    expect(status).toBe(401)
  })

  it('returns the signed-in buyer with the ordering permission', async () => {
    const token = await createSessionFor(api.database.db, DEMO_BUYER_EMAIL)
    const { status, body } = await api.json<AccountResponse>('/api/my/account/', bearer(token))
    expect(status).toBe(200)
    expect(body.user.email).toBe(DEMO_BUYER_EMAIL)
    expect(body.user.organization_name).not.toBe('')
    expect(body.user.permissions).toEqual({ can_order: true })
    expect(body.user).not.toHaveProperty('password_hash')
  })

  it('does not let a pending (inactive) account in', async () => {
    const token = await createSessionFor(api.database.db, 'pending@example.com')
    const { status } = await api.json('/api/my/account/', bearer(token))
    expect(status).toBe(401)
  })
})
