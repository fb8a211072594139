import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { passwordResets, users } from '../../server/db/schema/accounts'
import { hashToken } from '../../server/http/middleware'
import { letRegisteredIn } from '../fixtures/account-users'
import { setupApi } from '../fixtures/api-app'
import { jsonBody, registrationForm } from '../fixtures/auth'
import { findKeys } from '../fixtures/forbidden-keys'
import { setupMailCatcher } from '../fixtures/mail-catcher'
import { bearer, createSessionFor } from '../fixtures/sessions'

const mail = setupMailCatcher()
const api = setupApi({ env: () => ({ SMTP_URL: mail.url }) })

const SENT_RU =
  'Если этот адрес зарегистрирован, мы отправили на него ссылку для восстановления пароля. Ссылка действует 1 час.'
const INVALID_LINK = { token: ['Ссылка для восстановления пароля недействительна или устарела. Запросите новую.'] }

const restore = (email: unknown, path = '/api/authorization/restore/') =>
  api.json<Record<string, unknown>>(path, jsonBody('POST', { email }))
const reset = (body: unknown, path = '/api/authorization/reset/') =>
  api.json<Record<string, unknown>>(path, jsonBody('POST', body))
const login = (username: string, password: string) =>
  api.json('/api/authorization/login/', jsonBody('POST', { username, password }))

/** A fresh account; active unless told otherwise. */
async function account(active = true): Promise<string> {
  const form = registrationForm({ password: 'old-pass', password_repeat: 'old-pass' })
  expect((await api.json('/api/authorization/registration/', jsonBody('POST', form))).status).toBe(201)
  if (active) await letRegisteredIn(api.database.db, form.email as string)
  return form.email as string
}

/** Requests a link and returns the token from the mail actually received. */
async function linkFor(
  email: string,
  path?: string,
): Promise<{ token: string; link: string; subject: string; text: string }> {
  expect((await restore(email, path)).status).toBe(200)
  const received = await mail.next(email, /пароля|password/)
  const link = received.text?.match(/https:\/\/\S+\/auth\/reset\/\?token=\S+/)?.[0]
  expect(link).toBeDefined()
  expect(received.html).toContain(link!.replace(/&/g, '&amp;'))
  return {
    token: new URL(link!).searchParams.get('token')!,
    link: link!,
    subject: received.subject ?? '',
    text: received.text ?? '',
  }
}

describe('POST authorization/restore/', () => {
  it('answers the same for a registered and an unknown e-mail', async () => {
    const known = await restore(await account())
    const unknown = await restore('nobody-here@example.com')
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(known.body).toEqual({ detail: SENT_RU })
    expect(unknown.body).toEqual(known.body)
    expect(unknown.response.headers.getSetCookie()).toEqual(known.response.headers.getSetCookie())
    const en = await restore('nobody-here@example.com', '/api/en/authorization/restore/')
    expect(en.body).toEqual({
      detail:
        'If this address is registered, we have sent a password recovery link to it. The link is valid for 1 hour.',
    })
    const rows = await api.database.db
      .select()
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
    expect(rows.some((row) => row.users.email === 'nobody-here@example.com')).toBe(false)
  })

  it('validates the e-mail', async () => {
    expect((await restore('')).body).toEqual({ email: ['Обязательное поле'] })
    expect((await restore('not-an-email')).body).toEqual({ email: ['Неверный адрес электронной почты'] })
  })

  it('mails a link to the reset page, valid for one hour; the database keeps only its hash', async () => {
    const email = await account()
    const { token, link, subject, text } = await linkFor(email)
    expect(link).toBe(`https://vitrina.example/auth/reset/?token=${token}`)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(subject).toMatch(/восстановление пароля/)
    expect(text).toMatch(/1 час/)
    const [row] = await api.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)))
    expect(row).toBeDefined()
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000).toBeCloseTo(3600, -1)
    expect(await api.database.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, token))).toHaveLength(
      0,
    )
  })

  it('sends the English page and text for an English request, and mails inactive accounts too', async () => {
    const email = await account(false)
    const { token, link, subject } = await linkFor(email, '/api/en/authorization/restore/')
    expect(link).toBe(`https://vitrina.example/en/auth/reset/?token=${token}`)
    expect(subject).toMatch(/password recovery/)
  })
})

describe('POST authorization/reset/check/', () => {
  const check = (token: unknown, path = '/api/authorization/reset/check/') =>
    api.json<Record<string, unknown>>(path, jsonBody('POST', { token }))

  it('tells a live link from a used, expired, unknown or malformed one, using nothing up', async () => {
    const email = await account()
    const { token } = await linkFor(email)
    expect((await check(token)).status).toBe(200)
    expect((await check(token)).status).toBe(200)
    expect((await reset({ token, password: 'new-pass', password_repeat: 'new-pass' })).status).toBe(200)
    const used = await check(token)
    expect(used.status).toBe(400)
    expect(used.body).toEqual(INVALID_LINK)

    const { token: late } = await linkFor(email)
    await api.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.tokenHash, hashToken(late)))
    expect((await check(late)).body).toEqual(INVALID_LINK)
    expect((await check('a'.repeat(43))).body).toEqual(INVALID_LINK)
    expect((await check('short')).status).toBe(400)
    const en = await check('a'.repeat(43), '/api/en/authorization/reset/check/')
    expect(en.body.token).toEqual([expect.stringMatching(/link/i)])
  })
})

describe('POST authorization/reset/', () => {
  it('sets the new password from the mailed link and signs every session out', async () => {
    const email = await account()
    const session = await createSessionFor(api.database.db, email)
    const { token } = await linkFor(email)
    const { status, body } = await reset({ token, password: 'new-pass', password_repeat: 'new-pass' })
    expect(status).toBe(200)
    expect(body).toEqual({ detail: 'Пароль изменён. Войдите с новым паролем.' })
    expect(findKeys(body, ['password_hash', 'token_hash'])).toEqual([])
    expect((await api.json('/api/my/account/', bearer(session))).status).toBe(401)
    expect((await login(email, 'old-pass')).status).toBe(400)
    expect((await login(email, 'new-pass')).status).toBe(200)
  })

  it('works once only', async () => {
    const email = await account()
    const { token } = await linkFor(email)
    expect((await reset({ token, password: 'new-pass', password_repeat: 'new-pass' })).status).toBe(200)
    const again = await reset({ token, password: 'other-pass', password_repeat: 'other-pass' })
    expect(again.status).toBe(400)
    expect(again.body).toEqual(INVALID_LINK)
    expect((await login(email, 'new-pass')).status).toBe(200)
  })

  it('refuses a link older than one hour', async () => {
    const email = await account()
    const { token } = await linkFor(email)
    await api.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.tokenHash, hashToken(token)))
    const { status, body } = await reset({ token, password: 'new-pass', password_repeat: 'new-pass' })
    expect(status).toBe(400)
    expect(body).toEqual(INVALID_LINK)
    expect((await login(email, 'old-pass')).status).toBe(200)
  })

  it('uses up the other links of the account as well', async () => {
    const email = await account()
    const first = await linkFor(email)
    const second = await linkFor(email)
    expect((await reset({ token: second.token, password: 'new-pass', password_repeat: 'new-pass' })).status).toBe(200)
    expect((await reset({ token: first.token, password: 'other-pass', password_repeat: 'other-pass' })).body).toEqual(
      INVALID_LINK,
    )
  })

  it('refuses unknown and malformed tokens, in the request language', async () => {
    expect((await reset({ token: 'A'.repeat(43), password: 'new-pass', password_repeat: 'new-pass' })).body).toEqual(
      INVALID_LINK,
    )
    expect((await reset({ token: 'bad token!', password: 'new-pass', password_repeat: 'new-pass' })).body).toEqual(
      INVALID_LINK,
    )
    expect(
      (
        await reset(
          { token: 'A'.repeat(43), password: 'new-pass', password_repeat: 'new-pass' },
          '/api/en/authorization/reset/',
        )
      ).body,
    ).toEqual({
      token: ['The password reset link is invalid or has expired. Request a new one.'],
    })
  })

  it('validates the new password without using the link up', async () => {
    const email = await account()
    const { token } = await linkFor(email)
    expect((await reset({ token, password: 'abcd', password_repeat: 'abcd' })).body).toEqual({
      password: ['Пароль должен быть не короче пяти символов'],
    })
    expect((await reset({ token, password: 'abcde', password_repeat: 'abcdf' })).body).toEqual({
      password_repeat: ['Пароли не совпадают'],
    })
    expect((await reset({})).body).toEqual({
      token: ['Обязательное поле'],
      password: ['Обязательное поле'],
      password_repeat: ['Обязательное поле'],
    })
    expect((await reset({ token, password: 'abcde', password_repeat: 'abcde' })).status).toBe(200)
  })
})
