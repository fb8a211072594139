// The inbox (admin, manager, editor): feedback and vacancy responses with filters, paging and handled state,
// survey answers per question and as CSV, the wait list per product.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { InboxMessage, SurveyAnswers, SurveySummary, WaitListProduct } from '../../contract/staff/inbox'
import type { TablePage } from '../../contract/staff/table'
import { products } from '../../server/db/schema/catalogue'
import { formSubmissions, surveyQuestions, surveyResponses, surveys } from '../../server/db/schema/content'
import { waitList } from '../../server/db/schema/ordering'
import { auditLog } from '../../server/db/schema/staff'
import { setupApi } from '../fixtures/api-app'
import { jsonBody } from '../fixtures/auth'
import { as, CALLERS, callerHeaders, type Caller } from '../fixtures/staff'

const api = setupApi()
let headers: Awaited<ReturnType<typeof callerHeaders>>
const ids = { feedback: 0, vacancy: 0, survey: 0, product: 0 }

beforeAll(async () => {
  headers = await callerHeaders(api.database.db)
  const { db } = api.database
  const [feedback] = await db
    .insert(formSubmissions)
    .values({
      kind: 'feedback',
      payload: {
        full_name: 'Иван Кормов',
        phone: '79123456789',
        question: 'Есть ли корм "Барсик"?',
        city: 'Пермь',
        locale: 'ru',
      },
    })
    .returning({ id: formSubmissions.id })
  const [vacancy] = await db
    .insert(formSubmissions)
    .values({
      kind: 'vacancy',
      payload: {
        vacancy: { id: 1, slug: 'driver', title: 'Водитель' },
        full_name: 'Пётр Рулев',
        email: 'petr@example.com',
        phone: '79000000000',
        comment: 'Опыт 5 лет',
        locale: 'ru',
      },
    })
    .returning({ id: formSubmissions.id })
  ids.feedback = feedback!.id
  ids.vacancy = vacancy!.id

  const [survey] = await db
    .insert(surveys)
    .values({ title: { ru: 'Опрос о доставке', en: 'Delivery survey' } })
    .returning({ id: surveys.id })
  ids.survey = survey!.id
  const [single, rating, text] = await db
    .insert(surveyQuestions)
    .values([
      {
        surveyId: survey!.id,
        kind: 'single',
        text: { ru: 'Как часто?', en: 'How often?' },
        options: [
          { value: 'week', title: { ru: 'Раз в неделю', en: 'Weekly' } },
          { value: 'month', title: { ru: 'Раз в месяц', en: 'Monthly' } },
        ],
        position: 1,
      },
      { surveyId: survey!.id, kind: 'rating', text: { ru: 'Оценка', en: 'Rating' }, position: 2 },
      { surveyId: survey!.id, kind: 'text', text: { ru: 'Пожелания, "важно"', en: 'Wishes' }, position: 3 },
    ])
    .returning({ id: surveyQuestions.id })
  await db.insert(surveyResponses).values([
    {
      surveyId: survey!.id,
      answers: [
        { question: single!.id, kind: 'single', value: 'week' },
        { question: rating!.id, kind: 'rating', value: 5 },
        { question: text!.id, kind: 'text', value: 'Быстрее, "пожалуйста";\nи дешевле' },
      ],
    },
    { surveyId: survey!.id, answers: [{ question: single!.id, kind: 'single', value: 'week' }] },
  ])

  const [product] = await db.select({ id: products.id }).from(products).limit(1)
  ids.product = product!.id
  await db.insert(waitList).values([
    { productId: product!.id, email: 'wait-one@example.com' },
    { productId: product!.id, email: 'wait-two@example.com', notifiedAt: new Date() },
  ])
})

const INBOX_CALLERS: Caller[] = ['admin', 'manager', 'editor']

describe('who may open the inbox', () => {
  it.each(CALLERS)('%s', async (caller) => {
    const allowed = INBOX_CALLERS.includes(caller)
    const reads = [
      '/api/staff/inbox/messages/',
      `/api/staff/inbox/messages/${ids.feedback}/`,
      '/api/staff/inbox/surveys/',
      `/api/staff/inbox/surveys/${ids.survey}/`,
      `/api/staff/inbox/surveys/${ids.survey}/csv/`,
      '/api/staff/inbox/wait-list/',
    ]
    for (const path of reads) expect((await api.request(path, headers[caller])).status, path).toBe(allowed ? 200 : 404)
    const handle = await api.request(
      `/api/staff/inbox/messages/${ids.vacancy}/handled/`,
      as(headers[caller], jsonBody('POST', { handled: false })),
    )
    expect(handle.status).toBe(allowed ? 200 : 404)
  })
})

const messages = (query = '') => api.json<TablePage<InboxMessage>>(`/api/staff/inbox/messages/${query}`, headers.editor)

describe('messages', () => {
  it('lists feedback and vacancy responses with the sender, the text and the vacancy', async () => {
    const { body } = await messages('?sort=created')
    const feedback = body.results.find((row) => row.id === ids.feedback)
    expect(feedback).toMatchObject({ kind: 'feedback', full_name: 'Иван Кормов', city: 'Пермь', vacancy: null })
    expect(feedback?.text).toContain('Барсик')
    const vacancy = body.results.find((row) => row.id === ids.vacancy)
    expect(vacancy).toMatchObject({ kind: 'vacancy', email: 'petr@example.com', vacancy: 'Водитель', handled_at: null })
  })

  it('filters by kind, handled state and search, and pages', async () => {
    expect((await messages('?kind=vacancy')).body.results.every((row) => row.kind === 'vacancy')).toBe(true)
    expect((await messages('?search=рулев')).body.results.map((row) => row.id)).toEqual([ids.vacancy])
    expect((await messages('?search=100%25')).body.total).toBe(0)
    expect((await messages('?page=5')).body.results).toEqual([])
    for (const query of ['?kind=spam', '?handled=maybe', '?sort=name', '?page_size=3']) {
      expect((await messages(query)).status, query).toBe(400)
    }
  })

  it('an editor marks a message handled and back, each recorded', async () => {
    const path = `/api/staff/inbox/messages/${ids.feedback}/handled/`
    const done = await api.json<InboxMessage>(path, as(headers.editor, jsonBody('POST', { handled: true })))
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ handled_by: headers.members.editor.email, handled_at: expect.any(String) })
    expect((await messages('?handled=yes')).body.results.map((row) => row.id)).toContain(ids.feedback)
    expect((await messages('?handled=no')).body.results.map((row) => row.id)).not.toContain(ids.feedback)
    const undone = await api.json<InboxMessage>(path, as(headers.editor, jsonBody('POST', { handled: false })))
    expect(undone.body).toMatchObject({ handled_by: null, handled_at: null })
    const entries = await api.database.db
      .select({ action: auditLog.action, actor: auditLog.actor })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(ids.feedback)))
    expect(entries.map((entry) => entry.action)).toEqual(['inbox.message.handle', 'inbox.message.unhandle'])
  })

  it('refuses bad input and unknown messages', async () => {
    const path = `/api/staff/inbox/messages/${ids.feedback}/handled/`
    expect((await api.request(path, as(headers.admin, jsonBody('POST', { handled: 'yes' })))).status).toBe(400)
    expect((await api.request(path, as(headers.admin, jsonBody('POST', [])))).status).toBe(400)
    const unknown = '/api/staff/inbox/messages/999999/handled/'
    expect((await api.request(unknown, as(headers.admin, jsonBody('POST', { handled: true })))).status).toBe(404)
    expect((await api.request('/api/staff/inbox/messages/999999/', headers.admin)).status).toBe(404)
  })
})

describe('surveys', () => {
  it('lists surveys with their number of responses', async () => {
    const { body } = await api.json<SurveySummary[]>('/api/en/staff/inbox/surveys/', headers.manager)
    expect(body.find((survey) => survey.id === ids.survey)).toEqual({
      id: ids.survey,
      title: 'Delivery survey',
      is_active: true,
      responses: 2,
    })
  })

  it('counts choices and ratings per question and gives the texts', async () => {
    const { body } = await api.json<SurveyAnswers>(`/api/staff/inbox/surveys/${ids.survey}/`, headers.manager)
    const [single, rating, text] = body.questions
    expect(single).toMatchObject({ kind: 'single', answered: 2 })
    expect(single!.counts).toEqual([
      { value: 'week', title: 'Раз в неделю', count: 2 },
      { value: 'month', title: 'Раз в месяц', count: 0 },
    ])
    expect(rating!.counts.find((count) => count.value === '5')?.count).toBe(1)
    expect(rating!.counts).toHaveLength(5)
    expect(text).toMatchObject({ answered: 1, texts: ['Быстрее, "пожалуйста";\nи дешевле'] })
    expect((await api.request('/api/staff/inbox/surveys/999999/', headers.admin)).status).toBe(404)
  })

  it('exports every response as CSV: UTF-8 with BOM, quoted, one column per question', async () => {
    const response = await api.request(`/api/staff/inbox/surveys/${ids.survey}/csv/`, headers.admin)
    expect(response.headers.get('content-type')).toMatch(/text\/csv; charset=utf-8/)
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="survey-\d+\.csv"/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    const lines = text.split('\r\n')
    expect(lines[0]).toBe('Ответ №,Дата,Как часто?,Оценка,"Пожелания, ""важно"""')
    expect(text).toContain('"Быстрее, ""пожалуйста"";\nи дешевле"')
    expect(text).toContain(',Раз в неделю,5,')
    expect(lines.filter(Boolean)).toHaveLength(3)
  })
})

describe('the wait list', () => {
  it('lists products with their subscribers, notified or waiting', async () => {
    const { body } = await api.json<TablePage<WaitListProduct>>('/api/staff/inbox/wait-list/', headers.editor)
    const product = body.results.find((row) => row.product_id === ids.product)
    expect(product).toMatchObject({ subscribers: 2, waiting: 1 })
    expect(product!.emails.map((entry) => [entry.email, entry.notified_at !== null])).toEqual([
      ['wait-one@example.com', false],
      ['wait-two@example.com', true],
    ])
    const waiting = await api.json<TablePage<WaitListProduct>>(
      '/api/staff/inbox/wait-list/?notified=no',
      headers.editor,
    )
    expect(waiting.body.results.find((row) => row.product_id === ids.product)?.emails).toHaveLength(1)
    const searched = await api.json<TablePage<WaitListProduct>>(
      '/api/staff/inbox/wait-list/?search=wait-two',
      headers.editor,
    )
    expect(searched.body.total).toBe(1)
    expect((await api.request('/api/staff/inbox/wait-list/?sort=email', headers.editor)).status).toBe(400)
  })
})
