import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { surveyResponses, surveys } from '../../server/db/schema/content'
import type { SurveyDetail, SurveyListResponse, SurveyQuestion } from '../../contract/survey'
import { createAccount, SECRET_KEYS, type TestAccount } from '../fixtures/account-users'
import { setupApi } from '../fixtures/api-app'
import { findKeys } from '../fixtures/forbidden-keys'
import { bearer, createSessionFor } from '../fixtures/sessions'

const api = setupApi()

let account: TestAccount
let token: string
let survey: SurveyDetail

const post = (body: unknown, auth = token, locale = '') =>
  api.json<Record<string, unknown>>(`/api/${locale}surveys/responses/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${auth}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const question = (kind: SurveyQuestion['kind'], required: boolean) => {
  const found = survey.questions.find((q) => q.kind === kind && q.required === required)
  if (!found) throw new Error(`the seeded survey has no ${required ? 'required' : 'optional'} ${kind} question`)
  return found
}

/** A complete, valid set of answers to the seeded survey. */
const validAnswers = () => [
  { question: question('single', true).id, value: question('single', true).options[0]!.value },
  {
    question: question('multiple', true).id,
    value: question('multiple', true)
      .options.slice(0, 2)
      .map((o) => o.value),
  },
  { question: question('rating', true).id, value: 4 },
  { question: question('text', false).id, value: '  Больше кормов для рептилий  ' },
]

beforeAll(async () => {
  account = await createAccount(api.database.db)
  token = await createSessionFor(api.database.db, account.email)
  const list = await api.json<SurveyListResponse>('/api/surveys/surveys/', bearer(token))
  survey = (await api.json<SurveyDetail>(`/api/surveys/surveys/${list.body.results[0]!.id}/`, bearer(token))).body
})

describe('authentication', () => {
  it.each([
    ['GET', '/api/surveys/surveys/'],
    ['GET', '/api/surveys/surveys/1/'],
    ['POST', '/api/surveys/responses/'],
  ])('%s %s refuses a guest with 401 {detail}', async (method, path) => {
    const init =
      method === 'POST'
        ? { method, headers: { 'content-type': 'application/json' }, body: '{"survey":1,"answers":[]}' }
        : { method }
    const { status, body } = await api.json<{ detail: string }>(path, init)
    expect(status).toBe(401)
    expect(body.detail).toEqual(expect.any(String))
  })
})

describe('GET /api/surveys/surveys/', () => {
  it('lists the active survey, not yet answered, in the path language', async () => {
    const { status, body } = await api.json<SurveyListResponse>('/api/surveys/surveys/', bearer(token))
    expect(status).toBe(200)
    expect(body.count).toBe(body.results.length)
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      title: 'Оцените нашу работу',
      description: expect.any(String),
      answered: false,
    })
    const en = await api.json<SurveyListResponse>('/api/en/surveys/surveys/', bearer(token))
    expect(en.body.results[0]?.title).toBe('Rate our service')
  })
})

describe('GET /api/surveys/surveys/{id}/', () => {
  it('gives the questions of every kind with localized options', async () => {
    expect(survey.answered).toBe(false)
    expect(new Set(survey.questions.map((q) => q.kind))).toEqual(new Set(['text', 'single', 'multiple', 'rating']))
    for (const q of survey.questions) {
      expect(Object.keys(q).sort()).toEqual(['id', 'kind', 'options', 'required', 'text'])
      if (q.kind === 'single' || q.kind === 'multiple') expect(q.options.length).toBeGreaterThan(1)
      else expect(q.options).toEqual([])
    }
    expect(question('single', true).options[0]).toEqual({ value: 'shop', title: 'Зоомагазин' })
    const en = await api.json<SurveyDetail>(`/api/en/surveys/surveys/${survey.id}/`, bearer(token))
    expect(en.body.questions.find((q) => q.kind === 'single')?.options[0]).toEqual({ value: 'shop', title: 'Pet shop' })
  })

  it.each(['999999', 'abc'])('answers 404 for survey %s', async (id) => {
    const { status, body } = await api.json<{ detail: string }>(`/api/surveys/surveys/${id}/`, bearer(token))
    expect(status).toBe(404)
    expect(body.detail).toEqual(expect.any(String))
  })
})

describe('POST /api/surveys/responses/ validation', () => {
  it('requires a survey id and a list of answers', async () => {
    const missing = await post({})
    expect(missing.status).toBe(400)
    expect(missing.body).toEqual({
      survey: ['Укажите опрос'],
      answers: ['Ожидается список ответов: вопрос и значение'],
    })
    const notList = await post({ survey: survey.id, answers: { 1: 'x' } })
    expect(notList.body).toEqual({ answers: ['Ожидается список ответов: вопрос и значение'] })
    const badItem = await post({ survey: survey.id, answers: [{ value: 'x' }] })
    expect(badItem.body).toEqual({ answers: ['Ожидается список ответов: вопрос и значение'] })
  })

  it('refuses an unknown survey under survey', async () => {
    const { status, body } = await post({ survey: 999999, answers: validAnswers() })
    expect(status).toBe(400)
    expect(body).toEqual({ survey: ['Опрос не найден или уже закрыт'] })
  })

  it('reports every unanswered required question under answers.<question id>', async () => {
    const { status, body } = await post({ survey: survey.id, answers: [] })
    expect(status).toBe(400)
    const required = survey.questions.filter((q) => q.required)
    expect(Object.keys(body).sort()).toEqual(required.map((q) => `answers.${q.id}`).sort())
    for (const q of required) expect(body[`answers.${q.id}`]).toEqual(['Обязательное поле'])
  })

  it('treats blank values of required questions as unanswered', async () => {
    const single = question('single', true)
    const multiple = question('multiple', true)
    const { body } = await post({
      survey: survey.id,
      answers: [...validAnswers().slice(2), { question: single.id, value: ' ' }, { question: multiple.id, value: [] }],
    })
    expect(body).toEqual({
      [`answers.${single.id}`]: ['Обязательное поле'],
      [`answers.${multiple.id}`]: ['Обязательное поле'],
    })
  })

  const wrong: [string, () => { question: number; value: unknown }, string][] = [
    [
      'single: unknown option',
      () => ({ question: question('single', true).id, value: 'zoo' }),
      'Выберите один из предложенных вариантов',
    ],
    [
      'single: not a string',
      () => ({ question: question('single', true).id, value: ['shop'] }),
      'Выберите один из предложенных вариантов',
    ],
    [
      'multiple: not a list',
      () => ({ question: question('multiple', true).id, value: 'dogs' }),
      'Выберите варианты из списка',
    ],
    [
      'multiple: unknown option',
      () => ({ question: question('multiple', true).id, value: ['dogs', 'horses'] }),
      'Выберите один из предложенных вариантов',
    ],
    ['rating: above 5', () => ({ question: question('rating', true).id, value: 6 }), 'Оценка — целое число от 1 до 5'],
    ['rating: below 1', () => ({ question: question('rating', true).id, value: 0 }), 'Оценка — целое число от 1 до 5'],
    [
      'rating: fraction',
      () => ({ question: question('rating', true).id, value: 2.5 }),
      'Оценка — целое число от 1 до 5',
    ],
    ['text: not a string', () => ({ question: question('text', false).id, value: 42 }), 'Ответ должен быть текстом'],
    [
      'text: too long',
      () => ({ question: question('text', false).id, value: 'я'.repeat(2001) }),
      'Слишком длинное значение',
    ],
  ]

  it.each(wrong)('refuses %s under answers.<question id>', async (_name, answer, message) => {
    const bad = answer()
    const answers = [...validAnswers().filter((a) => a.question !== bad.question), bad]
    const { status, body } = await post({ survey: survey.id, answers })
    expect(status).toBe(400)
    expect(body).toEqual({ [`answers.${bad.question}`]: [message] })
  })

  it('refuses a question of another survey and a question answered twice under answers', async () => {
    const first = validAnswers()[0]!
    const { body } = await post({
      survey: survey.id,
      answers: [...validAnswers(), { question: 999999, value: 'x' }, first],
    })
    expect(body).toEqual({
      answers: ['В этом опросе нет вопроса 999999', `Ответ на вопрос ${first.question} указан дважды`],
    })
  })

  it('answers in English under /api/en/', async () => {
    const rating = question('rating', true)
    const { body } = await post(
      {
        survey: survey.id,
        answers: [...validAnswers().filter((a) => a.question !== rating.id), { question: rating.id, value: 9 }],
      },
      token,
      'en/',
    )
    expect(body).toEqual({ [`answers.${rating.id}`]: ['A rating is a whole number from 1 to 5'] })
  })

  it('stored nothing for the refused answers', async () => {
    const rows = await api.database.db.select().from(surveyResponses).where(eq(surveyResponses.userId, account.id))
    expect(rows).toEqual([])
  })
})

describe('POST /api/surveys/responses/ success', () => {
  it('stores valid answers once (optional blanks dropped), marks the survey answered, refuses a repeat', async () => {
    const optionalRating = question('rating', false)
    const { status, body } = await post({
      survey: String(survey.id),
      answers: [...validAnswers(), { question: optionalRating.id, value: null }],
    })
    expect(status).toBe(201)
    expect(body).toEqual({ detail: 'Спасибо! Ваши ответы сохранены.' })

    const rows = await api.database.db
      .select()
      .from(surveyResponses)
      .where(and(eq(surveyResponses.userId, account.id), eq(surveyResponses.surveyId, survey.id)))
    expect(rows).toHaveLength(1)
    const stored = rows[0]!.answers as { question: number; kind: string; value: unknown }[]
    expect(stored.map((a) => a.question).sort()).toEqual(
      validAnswers()
        .map((a) => a.question)
        .sort(),
    )
    expect(stored.find((a) => a.kind === 'text')?.value).toBe('Больше кормов для рептилий')

    const list = await api.json<SurveyListResponse>('/api/surveys/surveys/', bearer(token))
    expect(list.body.results.find((s) => s.id === survey.id)?.answered).toBe(true)
    const detail = await api.json<SurveyDetail>(`/api/surveys/surveys/${survey.id}/`, bearer(token))
    expect(detail.body.answered).toBe(true)

    const again = await post({ survey: survey.id, answers: validAnswers() })
    expect(again.status).toBe(400)
    expect(again.body).toEqual({ detail: 'Вы уже ответили на этот опрос. Спасибо!' })
  })

  it('keeps one response when the same buyer submits twice at once', async () => {
    const other = await createAccount(api.database.db)
    const otherToken = await createSessionFor(api.database.db, other.email)
    const results = await Promise.all([
      post({ survey: survey.id, answers: validAnswers() }, otherToken),
      post({ survey: survey.id, answers: validAnswers() }, otherToken),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([201, 400])
    const rows = await api.database.db.select().from(surveyResponses).where(eq(surveyResponses.userId, other.id))
    expect(rows).toHaveLength(1)
    for (const result of results) expect(findKeys(result.body, SECRET_KEYS)).toEqual([])
  })

  it('hides an inactive survey and refuses answers to it', async () => {
    const other = await createAccount(api.database.db)
    const otherToken = await createSessionFor(api.database.db, other.email)
    await api.database.db.update(surveys).set({ isActive: false }).where(eq(surveys.id, survey.id))
    const list = await api.json<SurveyListResponse>('/api/surveys/surveys/', bearer(otherToken))
    expect(list.body.results.map((s) => s.id)).not.toContain(survey.id)
    expect((await api.json(`/api/surveys/surveys/${survey.id}/`, bearer(otherToken))).status).toBe(404)
    const { status, body } = await post({ survey: survey.id, answers: validAnswers() }, otherToken)
    expect(status).toBe(400)
    expect(body).toHaveProperty('survey')
    await api.database.db.update(surveys).set({ isActive: true }).where(eq(surveys.id, survey.id))
  })
})
