import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { formSubmissions, vacancies } from '../../server/db/schema/content'
import { setupApi } from '../fixtures/api-app'
import { jsonBody, uniqueEmail, uniqueIp } from '../fixtures/auth'
import { setupMailCatcher } from '../fixtures/mail-catcher'

const STAFF = 'office@vitrina.example'
const mail = setupMailCatcher()
const api = setupApi({ env: () => ({ SMTP_URL: mail.url, STAFF_EMAIL: STAFF }) })

type Answer = Record<string, unknown>
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.json<Answer>(path, jsonBody('POST', body, headers))
const feedback = (body: unknown, locale = '') => post(`/api${locale}/forms/feedback/`, body)
const respond = (body: unknown, locale = '') => post(`/api${locale}/forms/vacancy/`, body)

let sequence = 0
/** A distinct name per form, so each test finds its own row and its own mail. */
const uniqueName = (base = 'Соколова Анна') => `${base} ${(sequence += 1)}`

const feedbackForm = (overrides: Answer = {}): Answer => ({
  full_name: uniqueName(),
  phone: '+7 (912) 345-67-89',
  question: 'Есть ли корм «Мурка» в упаковке 10 кг?',
  city: 'Казань',
  agreement: true,
  ...overrides,
})

const vacancyForm = (overrides: Answer = {}): Answer => ({
  vacancy: 'sales-manager',
  full_name: uniqueName('Петров Иван'),
  email: uniqueEmail('applicant'),
  phone: '8 912 345 67 89',
  comment: 'Опыт продаж 5 лет.',
  ...overrides,
})

const submissionsNamed = (name: string) =>
  api.database.db
    .select()
    .from(formSubmissions)
    .where(sql`${formSubmissions.payload}->>'full_name' = ${name}`)

const submissionCount = async () =>
  Number((await api.database.db.select({ n: sql<number>`count(*)` }).from(formSubmissions))[0]?.n)

const vacancyBySlug = async (slug: string) =>
  (await api.database.db.select().from(vacancies).where(eq(vacancies.slug, slug)))[0]!

describe('POST forms/feedback/', () => {
  it('stores the question, answers 201 with thanks and mails staff in Russian', async () => {
    const form = feedbackForm({
      question: 'Нужен <b>прайс</b> & условия\nдля магазина',
      full_name: uniqueName('Кот & <Пёс>'),
    })
    const { status, body } = await feedback(form)
    expect(status).toBe(201)
    expect(body).toEqual({ detail: 'Спасибо! Ваш вопрос отправлен, мы ответим в ближайшее время.' })

    const [row, ...more] = await submissionsNamed(form.full_name as string)
    expect(more).toEqual([])
    expect(row).toMatchObject({
      kind: 'feedback',
      vacancyId: null,
      payload: {
        full_name: form.full_name,
        phone: '79123456789',
        question: form.question,
        city: 'Казань',
        agreement: true,
        locale: 'ru',
      },
    })
    expect(row?.ip).toMatch(/^10\./)

    const notice = await mail.next(STAFF, /Вопрос с сайта/)
    expect(notice.subject).toBe(`Вопрос с сайта: ${form.full_name}`)
    expect(notice.text).toContain(`Номер обращения: ${row?.id}`)
    expect(notice.text).toContain('Телефон: 79123456789')
    expect(notice.text).toContain('Город: Казань')
    expect(notice.text).toContain('Язык сайта: ru')
    expect(notice.text).toContain(form.question)
    expect(notice.html).toContain('Нужен &lt;b&gt;прайс&lt;/b&gt; &amp; условия')
    expect(notice.html).toContain('Кот &amp; &lt;Пёс&gt;')
    expect(notice.html).not.toContain('<b>прайс')
  })

  it('answers in English under /api/en/ and notes the locale for staff', async () => {
    const form = feedbackForm()
    const { status, body } = await feedback(form, '/en')
    expect(status).toBe(201)
    expect(body).toEqual({ detail: 'Thank you! Your question has been sent; we will answer soon.' })
    expect((await submissionsNamed(form.full_name as string))[0]?.payload).toMatchObject({ locale: 'en' })
    const notice = await mail.next(STAFF, new RegExp(form.full_name as string))
    expect(notice.subject).toMatch(/^Вопрос с сайта/)
    expect(notice.text).toContain('Язык сайта: en')
  })

  it('requires every field, the consent included, in ru and en', async () => {
    const ru = await feedback({})
    expect(ru.status).toBe(400)
    expect(ru.body).toEqual({
      full_name: ['Обязательное поле'],
      phone: ['Обязательное поле'],
      question: ['Обязательное поле'],
      city: ['Обязательное поле'],
      agreement: ['Нужно согласие на обработку персональных данных'],
    })
    const en = await feedback({}, '/en')
    expect(en.status).toBe(400)
    expect(en.body).toEqual({
      full_name: ['This field is required'],
      phone: ['This field is required'],
      question: ['This field is required'],
      city: ['This field is required'],
      agreement: ['Consent to the processing of personal data is required'],
    })
    const blank = await feedback(feedbackForm({ full_name: '   ', question: '\n ', city: '' }))
    expect(blank.body).toEqual({
      full_name: ['Обязательное поле'],
      question: ['Обязательное поле'],
      city: ['Обязательное поле'],
    })
  })

  it.each([
    [
      { agreement: false },
      'agreement',
      'Нужно согласие на обработку персональных данных',
      'Consent to the processing of personal data is required',
    ],
    [
      { agreement: 'yes' },
      'agreement',
      'Нужно согласие на обработку персональных данных',
      'Consent to the processing of personal data is required',
    ],
    [{ phone: '+7 912 ABC-67-89' }, 'phone', 'Только цифры', 'Digits only'],
    [{ phone: '912 345 67 8' }, 'phone', 'Не меньше 11 цифр', 'At least 11 digits'],
    [{ phone: '7912345678901234' }, 'phone', 'Не больше 15 цифр', 'At most 15 digits'],
    [{ phone: 79123456789 }, 'phone', 'Обязательное поле', 'This field is required'],
    [{ full_name: 'Я'.repeat(256) }, 'full_name', 'Слишком длинное значение', 'The value is too long'],
    [{ city: 'Г'.repeat(101) }, 'city', 'Слишком длинное значение', 'The value is too long'],
    [{ question: 'в'.repeat(5001) }, 'question', 'Слишком длинное значение', 'The value is too long'],
  ])('refuses %j on its field', async (change, field, ruText, enText) => {
    const before = await submissionCount()
    const ru = await feedback(feedbackForm(change))
    expect(ru.status).toBe(400)
    expect(ru.body).toEqual({ [field]: [ruText] })
    const en = await feedback(feedbackForm(change), '/en')
    expect(en.status).toBe(400)
    expect(en.body).toEqual({ [field]: [enText] })
    expect(await submissionCount()).toBe(before)
  })

  it('accepts the longest allowed texts', async () => {
    const form = feedbackForm({ question: 'в'.repeat(5000), city: 'Г'.repeat(100) })
    expect((await feedback(form)).status).toBe(201)
    await mail.next(STAFF, new RegExp(form.full_name as string))
  })
})

describe('POST forms/vacancy/', () => {
  it('stores a response to a vacancy by slug and mails staff the vacancy title in Russian', async () => {
    const form = vacancyForm({ email: 'Applicant.Case@Example.COM' })
    const { status, body } = await respond(form, '/en')
    expect(status).toBe(201)
    expect(body).toEqual({ detail: 'Thank you! Your response has been sent; we will contact you.' })
    const vacancy = await vacancyBySlug('sales-manager')
    const [row] = await submissionsNamed(form.full_name as string)
    expect(row).toMatchObject({
      kind: 'vacancy',
      vacancyId: vacancy.id,
      payload: {
        vacancy: { id: vacancy.id, slug: 'sales-manager', title: 'Менеджер по продажам' },
        full_name: form.full_name,
        email: 'applicant.case@example.com',
        phone: '89123456789',
        comment: 'Опыт продаж 5 лет.',
        locale: 'en',
      },
    })
    const notice = await mail.next(STAFF, /Отклик на вакансию/)
    expect(notice.subject).toBe(`Отклик на вакансию «Менеджер по продажам»: ${form.full_name}`)
    expect(notice.text).toContain('Эл. почта: applicant.case@example.com')
    expect(notice.text).toContain('Телефон: 89123456789')
    expect(notice.text).toContain('Комментарий:\n\nОпыт продаж 5 лет.')
    expect(notice.text).toContain(`Номер обращения: ${row?.id}`)
    expect(notice.text).toContain('Вакансия на сайте:\nhttps://vitrina.example/vacancies/sales-manager/')
  })

  it('finds the vacancy by id, as a number or as digits, and answers in Russian by default', async () => {
    const vacancy = await vacancyBySlug('driver-forwarder')
    for (const ref of [vacancy.id, String(vacancy.id)]) {
      const form = vacancyForm({ vacancy: ref, comment: undefined })
      const { status, body } = await respond(form)
      expect(status).toBe(201)
      expect(body).toEqual({ detail: 'Спасибо! Ваш отклик отправлен, мы свяжемся с вами.' })
      const [row] = await submissionsNamed(form.full_name as string)
      expect(row?.vacancyId).toBe(vacancy.id)
      expect(row?.payload).toMatchObject({ comment: '' })
      const notice = await mail.next(STAFF, new RegExp(form.full_name as string))
      expect(notice.subject).toMatch(/«Водитель-экспедитор»/)
      expect(notice.text).not.toContain('Комментарий')
    }
  })

  it('refuses an unknown or unpublished vacancy on the vacancy field', async () => {
    await api.database.db.update(vacancies).set({ isPublished: false }).where(eq(vacancies.slug, 'merchandiser'))
    const before = await submissionCount()
    for (const ref of ['no-such-vacancy', 999999, '99999999999', 'merchandiser']) {
      const ru = await respond(vacancyForm({ vacancy: ref }))
      expect(ru.status).toBe(400)
      expect(ru.body).toEqual({ vacancy: ['Такой вакансии нет или она уже закрыта'] })
    }
    const en = await respond(vacancyForm({ vacancy: 'no-such-vacancy' }), '/en')
    expect(en.body).toEqual({ vacancy: ['There is no such vacancy, or it is already closed'] })
    expect(await submissionCount()).toBe(before)
    await api.database.db.update(vacancies).set({ isPublished: true }).where(eq(vacancies.slug, 'merchandiser'))
  })

  it('requires the vacancy, name, e-mail and phone but not the comment, in ru and en', async () => {
    const ru = await respond({})
    expect(ru.status).toBe(400)
    expect(ru.body).toEqual({
      vacancy: ['Обязательное поле'],
      full_name: ['Обязательное поле'],
      email: ['Обязательное поле'],
      phone: ['Обязательное поле'],
    })
    const en = await respond({}, '/en')
    expect(en.body).toEqual({
      vacancy: ['This field is required'],
      full_name: ['This field is required'],
      email: ['This field is required'],
      phone: ['This field is required'],
    })
  })

  it.each([
    [{ vacancy: '' }, 'vacancy', 'Обязательное поле', 'This field is required'],
    [{ vacancy: 0 }, 'vacancy', 'Укажите вакансию', 'Specify the vacancy'],
    [{ vacancy: 1.5 }, 'vacancy', 'Укажите вакансию', 'Specify the vacancy'],
    [{ vacancy: 99_999_999_999 }, 'vacancy', 'Укажите вакансию', 'Specify the vacancy'],
    [{ vacancy: true }, 'vacancy', 'Укажите вакансию', 'Specify the vacancy'],
    [{ vacancy: 'x'.repeat(201) }, 'vacancy', 'Укажите вакансию', 'Specify the vacancy'],
    [{ email: 'not-an-email' }, 'email', 'Неверный адрес электронной почты', 'Invalid email address'],
    [{ email: ' ' }, 'email', 'Обязательное поле', 'This field is required'],
    [{ phone: '12345' }, 'phone', 'Не меньше 11 цифр', 'At least 11 digits'],
    [{ phone: '8-912-abc' }, 'phone', 'Только цифры', 'Digits only'],
    [{ full_name: '' }, 'full_name', 'Обязательное поле', 'This field is required'],
    [{ comment: 42 }, 'comment', 'Введите текст', 'Enter text'],
    [{ comment: 'к'.repeat(5001) }, 'comment', 'Слишком длинное значение', 'The value is too long'],
  ])('refuses %j on its field', async (change, field, ruText, enText) => {
    const ru = await respond(vacancyForm(change))
    expect(ru.status).toBe(400)
    expect(ru.body).toEqual({ [field]: [ruText] })
    const en = await respond(vacancyForm(change), '/en')
    expect(en.body).toEqual({ [field]: [enText] })
  })
})

describe('spam protection', () => {
  it.each([
    ['feedback', feedbackForm, 'Спасибо! Ваш вопрос отправлен, мы ответим в ближайшее время.'],
    ['vacancy', vacancyForm, 'Спасибо! Ваш отклик отправлен, мы свяжемся с вами.'],
  ] as const)(
    'a filled honeypot on forms/%s/ looks accepted but nothing is stored or mailed',
    async (path, form, thanks) => {
      const before = await submissionCount()
      const bot = form({ website: 'http://spam.example' })
      const { status, body } = await post(`/api/forms/${path}/`, bot)
      expect(status).toBe(201)
      expect(body).toEqual({ detail: thanks })
      // even an invalid form: a bot learns nothing from the answer
      expect((await post(`/api/forms/${path}/`, { website: 'x' })).status).toBe(201)
      expect(await submissionCount()).toBe(before)
      // a person's form sent after it is mailed; the bot's never was
      const person = form({ website: '' })
      expect((await post(`/api/forms/${path}/`, person)).status).toBe(201)
      await mail.next(STAFF, new RegExp(person.full_name as string))
      expect(mail.received.filter((item) => item.subject?.includes(bot.full_name as string))).toEqual([])
      expect(await submissionCount()).toBe(before + 1)
    },
  )

  it('allows 5 forms per address in 15 min, then 429 + Retry-After; ignores mistakes and other addresses', async () => {
    const ip = uniqueIp()
    const from = { 'x-forwarded-for': ip }
    expect((await post('/api/forms/feedback/', feedbackForm({ phone: '1' }), from)).status).toBe(400)
    for (let i = 0; i < 5; i += 1) expect((await post('/api/forms/feedback/', feedbackForm(), from)).status).toBe(201)
    const before = await submissionCount()
    const refused = await post('/api/forms/feedback/', feedbackForm(), from)
    expect(refused.status).toBe(429)
    expect(refused.body.detail).toMatch(/^Слишком много попыток\. Повторите через 1[45] мин\.$/)
    const retryAfter = Number(refused.response.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    const en = await post('/api/en/forms/feedback/', feedbackForm(), from)
    expect(en.status).toBe(429)
    expect(en.body.detail).toMatch(/^Too many attempts\. Try again in 1[45] min\.$/)
    expect(await submissionCount()).toBe(before)
    // the vacancy form has its own count, and another address is not affected
    expect((await post('/api/forms/vacancy/', vacancyForm(), from)).status).toBe(201)
    expect((await post('/api/forms/feedback/', feedbackForm(), { 'x-forwarded-for': uniqueIp() })).status).toBe(201)
  })

  it('a mail server that is down neither delays nor fails the answer, and the form stays stored', async () => {
    const { createApiApp } = await import('../../server/app')
    const failing = createApiApp({ ...api.ctx, mailer: { send: () => Promise.reject(new Error('smtp down')) } })
    const form = feedbackForm()
    const response = await failing.request('http://localhost/api/forms/feedback/', jsonBody('POST', form))
    expect(response.status).toBe(201)
    expect(await submissionsNamed(form.full_name as string)).toHaveLength(1)
  })
})

describe('malformed requests', () => {
  it.each(['feedback', 'vacancy'])(
    'forms/%s/ answers 400, never 500, to bad JSON and to JSON that is not an object',
    async (path) => {
      const broken = await api.json<Answer>(`/api/forms/${path}/`, { ...jsonBody('POST', {}), body: '{"full_name": ' })
      expect(broken.status).toBe(400)
      expect(broken.body).toEqual({ detail: 'Тело запроса не является корректным JSON.' })
      const brokenEn = await api.json<Answer>(`/api/en/forms/${path}/`, { ...jsonBody('POST', {}), body: 'nope' })
      expect(brokenEn.body).toEqual({ detail: 'The request body is not valid JSON.' })
      for (const body of [null, [], 'text', 42]) {
        const answer = await post(`/api/forms/${path}/`, body)
        expect(answer.status).toBe(400)
        expect(answer.body).toEqual({ non_field_errors: ['Ожидается JSON-объект с полями формы'] })
      }
      expect((await post(`/api/en/forms/${path}/`, null)).body).toEqual({
        non_field_errors: ['A JSON object with the form fields is expected'],
      })
    },
  )

  it('GET on a form is not a route', async () => {
    expect((await api.request('/api/forms/feedback/')).status).toBe(404)
  })
})
