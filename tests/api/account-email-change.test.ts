import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { emailChanges, users } from '../../server/db/schema/accounts'
import { hashToken } from '../../server/modules/auth/sessions'
import type { AccountResponse } from '../../contract/account'
import { letRegisteredIn } from '../fixtures/account-users'
import { setupApi } from '../fixtures/api-app'
import { jsonBody, registrationForm, uniqueEmail } from '../fixtures/auth'
import { setupMailCatcher } from '../fixtures/mail-catcher'
import { bearer, createSessionFor } from '../fixtures/sessions'

const mail = setupMailCatcher()
const api = setupApi({ env: () => ({ SMTP_URL: mail.url }) })

const PASSWORD = 'secret123'
const INVALID_LINK = {
  token: ['Ссылка для подтверждения адреса недействительна или устарела. Смените адрес в личном кабинете ещё раз.'],
}

type Buyer = { email: string; session: string; profile: Record<string, unknown> }

/** A fresh active account with a known password, signed in. */
async function buyer(): Promise<Buyer> {
  const form = registrationForm()
  expect((await api.json('/api/authorization/registration/', jsonBody('POST', form))).status).toBe(201)
  const email = form.email as string
  await letRegisteredIn(api.database.db, email)
  const { password: _p, password_repeat: _r, ...profile } = form
  return { email, session: await createSessionFor(api.database.db, email), profile }
}

const put = (who: Buyer, change: Record<string, unknown>, locale = '') =>
  api.json<Record<string, unknown>>(`/api/${locale}my/account/`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${who.session}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...who.profile, ...change }),
  })

const confirm = (token: string, locale = '') =>
  api.json<Record<string, unknown>>(`/api/${locale}my/account/email/confirm/`, jsonBody('POST', { token }))

const emailOf = async (who: Buyer) =>
  (await api.json<AccountResponse>('/api/my/account/', bearer(who.session))).body.user.email

/** Asks for the change with the right password and returns the token from the mail the new address received. */
async function requestChange(who: Buyer, newEmail: string, locale = ''): Promise<{ token: string; link: string }> {
  const { status } = await put(who, { email: newEmail, current_password: PASSWORD }, locale)
  expect(status).toBe(200)
  const received = await mail.next(newEmail, /адрес|address/)
  const link = received.text?.match(/https:\/\/\S+\/auth\/email\/\?token=\S+/)?.[0]
  expect(link).toBeDefined()
  return { token: new URL(link!).searchParams.get('token')!, link: link! }
}

describe('PUT my/account/ with a new e-mail', () => {
  it('refuses the change without the current password or with a wrong one, saving nothing', async () => {
    const who = await buyer()
    const newEmail = uniqueEmail('new')
    const missing = await put(who, { email: newEmail, full_name: 'Другое Имя' })
    expect(missing.status).toBe(400)
    expect(missing.body).toEqual({
      current_password: ['Введите текущий пароль, чтобы сменить адрес электронной почты.'],
    })
    const wrong = await put(who, { email: newEmail, current_password: 'not-my-password' })
    expect(wrong.body).toEqual({ current_password: ['Неверный текущий пароль.'] })
    const en = await put(who, { email: newEmail }, 'en/')
    expect(en.body).toEqual({ current_password: ['Enter your current password to change the e-mail address.'] })
    const [row] = await api.database.db.select().from(users).where(eq(users.email, who.email))
    expect(row?.fullName).toBe(who.profile.full_name)
    expect(await api.database.db.select().from(emailChanges).where(eq(emailChanges.newEmail, newEmail))).toHaveLength(0)
  })

  it('saves the other fields without a password when the e-mail stays', async () => {
    const who = await buyer()
    const { status, body } = await put(who, { full_name: 'Новое Имя Отчество', email: who.email.toUpperCase() })
    expect(status).toBe(200)
    expect((body as unknown as AccountResponse).user).toMatchObject({
      full_name: 'Новое Имя Отчество',
      email: who.email,
    })
  })

  it('keeps the e-mail until the link mailed to the new address is followed, and tells the old address', async () => {
    const who = await buyer()
    const newEmail = uniqueEmail('new')
    const { status, body } = await put(who, { email: newEmail, current_password: PASSWORD, full_name: 'Сменила Почту' })
    expect(status).toBe(200)
    expect((body as unknown as AccountResponse).user).toMatchObject({ email: who.email, full_name: 'Сменила Почту' })
    const confirmation = await mail.next(newEmail, /подтвердите новый адрес/)
    const link = confirmation.text?.match(/https:\/\/\S+\/auth\/email\/\?token=\S+/)?.[0]
    expect(link).toMatch(/^https:\/\/vitrina\.example\/auth\/email\/\?token=[A-Za-z0-9_-]{43}$/)
    const notice = await mail.next(who.email, /запрошена смена адреса/)
    expect(notice.text).toContain(newEmail)
    expect(await emailOf(who)).toBe(who.email)

    const token = new URL(link!).searchParams.get('token')!
    const [row] = await api.database.db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.tokenHash, hashToken(token)))
    expect(row?.newEmail).toBe(newEmail)
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000).toBeCloseTo(24 * 3600, -1)
    expect(await api.database.db.select().from(emailChanges).where(eq(emailChanges.tokenHash, token))).toHaveLength(0)

    const done = await confirm(token)
    expect(done.status).toBe(200)
    expect(done.body).toEqual({ detail: `Адрес электронной почты изменён на ${newEmail}. Теперь входите с ним.` })
    expect(await emailOf(who)).toBe(newEmail)
    const changed = await mail.next(who.email, /адрес электронной почты изменён/)
    expect(changed.text).toContain(newEmail)
    expect(
      (await api.json('/api/authorization/login/', jsonBody('POST', { username: newEmail, password: PASSWORD })))
        .status,
    ).toBe(200)

    const again = await confirm(token)
    expect(again.status).toBe(400)
    expect(again.body).toEqual(INVALID_LINK)
  })

  it('sends the English link for an English request', async () => {
    const who = await buyer()
    const { link } = await requestChange(who, uniqueEmail('new'), 'en/')
    expect(link).toMatch(/^https:\/\/vitrina\.example\/en\/auth\/email\/\?token=/)
  })
})

describe('POST my/account/email/confirm/', () => {
  it('refuses an expired, superseded, unknown or malformed link', async () => {
    const who = await buyer()
    const { token: late } = await requestChange(who, uniqueEmail('late'))
    await api.database.db
      .update(emailChanges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailChanges.tokenHash, hashToken(late)))
    expect((await confirm(late)).body).toEqual(INVALID_LINK)
    const { token: first } = await requestChange(who, uniqueEmail('first'))
    await requestChange(who, uniqueEmail('second'))
    expect((await confirm(first)).body).toEqual(INVALID_LINK)
    expect((await confirm('a'.repeat(43))).body).toEqual(INVALID_LINK)
    expect((await confirm('short')).status).toBe(400)
    expect((await confirm('a'.repeat(43), 'en/')).body.token).toEqual([expect.stringMatching(/link/)])
    expect(await emailOf(who)).toBe(who.email)
  })

  it('refuses an address another account took meanwhile', async () => {
    const who = await buyer()
    const newEmail = uniqueEmail('contested')
    const { token } = await requestChange(who, newEmail)
    const other = registrationForm({ email: newEmail })
    expect((await api.json('/api/authorization/registration/', jsonBody('POST', other))).status).toBe(201)
    const { status, body } = await confirm(token)
    expect(status).toBe(400)
    expect(body).toEqual({ email: ['Этот адрес электронной почты уже используется другим аккаунтом'] })
    expect(await emailOf(who)).toBe(who.email)
  })
})
