import { eq, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { createApiApp } from '../../server/app'
import { users } from '../../server/db/schema/accounts'
import { parseEnv } from '../../server/env'
import { createMailer } from '../../server/mail/mailer'
import { setupApi } from '../fixtures/api-app'
import { innOf, jsonBody, registrationForm, setCookies, uniqueEmail } from '../fixtures/auth'
import { findKeys } from '../fixtures/forbidden-keys'
import { setupMailCatcher } from '../fixtures/mail-catcher'

const STAFF = 'sales@vitrina.example'
const mail = setupMailCatcher()
const api = setupApi({ env: () => ({ SMTP_URL: mail.url, STAFF_EMAIL: STAFF }) })

const register = (body: unknown, path = '/api/authorization/registration/') =>
  api.json<Record<string, unknown>>(path, jsonBody('POST', body))

const FIELDS = [
  'user_type',
  'organization_name',
  'organization_inn',
  'legal_address',
  'actual_address',
  'full_name',
  'phone',
  'email',
  'password',
  'password_repeat',
] as const

const userByEmail = async (email: string) =>
  (
    await api.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  )[0]

describe('POST authorization/registration/', () => {
  it('stores an inactive account, answers 201 {detail} and signs nobody in', async () => {
    const form = registrationForm()
    const { status, body, response } = await register(form)
    expect(status).toBe(201)
    expect(body).toEqual({ detail: expect.stringMatching(/рабочие дни с 9:00 до 17:00.*менеджер/) })
    expect(setCookies(response)).toEqual({})
    const user = await userByEmail(form.email as string)
    expect(user).toMatchObject({
      isActive: false,
      locale: 'ru',
      userType: 'legal',
      organizationName: form.organization_name,
      organizationInn: form.organization_inn,
      fullName: form.full_name,
      phone: '79123456789',
    })
    expect(user?.passwordHash).toMatch(/^scrypt\$/)
    expect(user?.passwordHash).not.toContain(form.password as string)
    // until staff activate it, signing in is refused with the activation notice
    const login = await api.json<{ detail: string }>(
      '/api/authorization/login/',
      jsonBody('POST', { username: form.email, password: form.password }),
    )
    expect(login.status).toBe(400)
    expect(login.body.detail).toMatch(/не активирован/)
  })

  it('keeps the locale of the registration and answers in it', async () => {
    const form = registrationForm({ user_type: 'entrepreneur', organization_inn: innOf(12, 4) })
    const { status, body } = await register(form, '/api/en/authorization/registration/')
    expect(status).toBe(201)
    expect(body.detail).toMatch(/business days from 9:00 to 17:00.*manager will call/)
    expect((await userByEmail(form.email as string))?.locale).toBe('en')
    expect(findKeys(body, ['password_hash', 'token_hash', 'token'])).toEqual([])
  })

  it('mails the customer an acknowledgement and staff a notice with the company details', async () => {
    const form = registrationForm({ organization_name: 'ООО «Кот & <Пёс>»', full_name: 'Иванов Пётр' })
    expect((await register(form)).status).toBe(201)
    const ack = await mail.next(form.email as string)
    expect(ack.subject).toMatch(/заявка на регистрацию/)
    expect(ack.text).toMatch(/рабочие дни с 9:00 до 17:00/)
    expect(ack.text).toMatch(/менеджер позвонит/)
    expect(ack.text).toContain('Здравствуйте, Иванов Пётр!')
    expect(ack.html).toContain('ООО «Кот &amp; &lt;Пёс&gt;»')
    expect(ack.html).not.toContain('<Пёс>')

    const notice = await mail.next(STAFF, /Кот/)
    expect(notice.subject).toBe('Новая регистрация: ООО «Кот & <Пёс>»')
    for (const value of [form.organization_inn, 'Иванов Пётр', '79123456789', form.email])
      expect(notice.text).toContain(value)
    expect(notice.html).toContain('ООО «Кот &amp; &lt;Пёс&gt;»')
    expect(notice.html).not.toContain('<Пёс>')
  })

  it('writes the acknowledgement in English for an English registration', async () => {
    const form = registrationForm()
    expect((await register(form, '/api/en/authorization/registration/')).status).toBe(201)
    const ack = await mail.next(form.email as string)
    expect(ack.subject).toMatch(/registration received/)
    expect(ack.text).toMatch(/business days from 9:00 to 17:00/)
    expect(ack.text).toMatch(/manager will call/)
    expect(ack.html).toContain('lang="en"')
  })

  it('answers an e-mail that is taken exactly like a new one, and mails its owner instead', async () => {
    const fresh = await register(registrationForm())
    const form = registrationForm()
    expect((await register(form)).status).toBe(201)
    await mail.next(form.email as string)
    const taken = await register(
      registrationForm({ email: (form.email as string).toUpperCase(), full_name: 'Someone Else' }),
    )
    expect([taken.status, taken.body]).toEqual([fresh.status, fresh.body])
    expect(
      await api.database.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${form.email as string}`),
    ).toHaveLength(1)
    const notice = await mail.next(form.email as string)
    expect(notice.subject).toMatch(/регистрац/i)
    expect(notice.text).toMatch(/уже есть аккаунт/)
    expect(notice.text).not.toMatch(/Someone Else/)
    const en = await register(registrationForm({ email: 'BUYER@Example.com' }), '/api/en/authorization/registration/')
    expect(en.status).toBe(201)
    expect((await mail.next('buyer@example.com')).text).toMatch(/already has an account/)
  })

  it('stores the account even when the mail server is down', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const env = parseEnv({ NODE_ENV: 'test', SMTP_URL: 'smtp://127.0.0.1:1' })
      const app = createApiApp({ ...api.ctx, env, mailer: createMailer(env, api.dataDir) })
      const form = registrationForm()
      const response = await app.request('http://localhost/api/authorization/registration/', jsonBody('POST', form))
      expect(response.status).toBe(201)
      expect(await userByEmail(form.email as string)).toBeDefined()
      await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(2), { timeout: 10_000 })
      expect(String(errors.mock.calls[0]?.[0])).toMatch(/\[mail\]/)
    } finally {
      errors.mockRestore()
    }
  })
})

describe('registration validation (field errors keyed by field name)', () => {
  it('requires every field', async () => {
    const { status, body } = await register({})
    expect(status).toBe(400)
    expect(Object.keys(body).sort()).toEqual([...FIELDS].sort())
    for (const field of FIELDS) {
      const missing = registrationForm()
      delete missing[field]
      expect((await register(missing)).body, field).toEqual({ [field]: ['Обязательное поле'] })
    }
  })

  it('refuses blank text fields', async () => {
    for (const field of [
      'organization_name',
      'organization_inn',
      'legal_address',
      'actual_address',
      'full_name',
      'phone',
      'email',
      'password',
    ] as const) {
      expect(
        (await register(registrationForm({ [field]: '   '.slice(0, field === 'password' ? 0 : 3) }))).body,
        field,
      ).toEqual({ [field]: ['Обязательное поле'] })
    }
    expect((await register(registrationForm({ password_repeat: '' }))).body).toEqual({
      password_repeat: ['Введите новый пароль дважды'],
    })
    expect((await register(registrationForm({ user_type: '' }))).body).toEqual({
      user_type: ['Выберите: организация или индивидуальный предприниматель'],
    })
  })

  it('answers in English on /api/en/', async () => {
    expect((await register(registrationForm({ full_name: '' }), '/api/en/authorization/registration/')).body).toEqual({
      full_name: ['This field is required'],
    })
  })

  it('checks the user type', async () => {
    expect((await register(registrationForm({ user_type: 'company' }))).body).toEqual({
      user_type: ['Выберите: организация или индивидуальный предприниматель'],
    })
  })

  it('checks the INN: digits only, 10 digits with a checksum for organizations, 12 for sole traders', async () => {
    const INVALID = {
      organization_inn: ['Неверный ИНН: у организации 10 цифр, у ИП 12, и контрольные цифры должны сходиться'],
    }
    expect((await register(registrationForm({ organization_inn: '77012345AB' }))).body).toEqual({
      organization_inn: ['ИНН состоит только из цифр'],
    })
    const legal = innOf(10, 2)
    const broken = legal.slice(0, 9) + String((Number(legal[9]) + 1) % 10)
    expect((await register(registrationForm({ organization_inn: broken }))).body).toEqual(INVALID)
    expect((await register(registrationForm({ organization_inn: innOf(12, 2) }))).body).toEqual(INVALID)
    expect((await register(registrationForm({ user_type: 'entrepreneur', organization_inn: legal }))).body).toEqual(
      INVALID,
    )
    const trader = innOf(12, 3)
    const brokenTrader = trader.slice(0, 11) + String((Number(trader[11]) + 1) % 10)
    expect(
      (await register(registrationForm({ user_type: 'entrepreneur', organization_inn: brokenTrader }))).body,
    ).toEqual(INVALID)
    expect((await register(registrationForm({ organization_inn: legal }))).status).toBe(201)
    expect((await register(registrationForm({ user_type: 'entrepreneur', organization_inn: trader }))).status).toBe(201)
  })

  it('checks the phone: digits only, at least 11 and at most 15 of them', async () => {
    expect((await register(registrationForm({ phone: '+7 912 ABC-67-89' }))).body).toEqual({ phone: ['Только цифры'] })
    expect((await register(registrationForm({ phone: '+7 912 345-67-8' }))).body).toEqual({
      phone: ['Не меньше 11 цифр'],
    })
    expect((await register(registrationForm({ phone: '7912345678901234' }))).body).toEqual({
      phone: ['Не больше 15 цифр'],
    })
    expect((await register(registrationForm({ phone: '8 (912) 345-67-89' }))).status).toBe(201)
  })

  it('checks the e-mail', async () => {
    expect((await register(registrationForm({ email: 'not-an-email' }))).body).toEqual({
      email: ['Неверный адрес электронной почты'],
    })
    const stored = uniqueEmail('Mixed.Case')
    expect((await register(registrationForm({ email: `  ${stored.toUpperCase()} ` }))).status).toBe(201)
    expect((await userByEmail(stored))?.email).toBe(stored.toLowerCase())
  })

  it('checks the password: at least five characters, repeated equal', async () => {
    expect((await register(registrationForm({ password: 'abcd', password_repeat: 'abcd' }))).body).toEqual({
      password: ['Пароль должен быть не короче пяти символов'],
    })
    expect((await register(registrationForm({ password: 'abcde', password_repeat: 'abcdE' }))).body).toEqual({
      password_repeat: ['Пароли не совпадают'],
    })
    const form = registrationForm({ password: 'abcde', password_repeat: 'abcde' })
    expect((await register(form)).status).toBe(201)
  })

  it('stores nothing when the form is invalid', async () => {
    const form = registrationForm({ password_repeat: 'different' })
    expect((await register(form)).status).toBe(400)
    expect(
      await api.database.db
        .select()
        .from(users)
        .where(eq(users.email, form.email as string)),
    ).toHaveLength(0)
  })
})
