// Text PostgreSQL cannot store (NUL, a lone UTF-16 surrogate) and ids beyond int32 are refused at the schema:
// 400 naming the field, or 404 for an id, never a 500.
import { beforeAll, describe, expect, it } from 'vitest'
import type { SurveyDetail, SurveyListResponse } from '../../contract/survey'
import { setupApi } from '../fixtures/api-app'
import { jsonBody, registrationForm, uniqueEmail } from '../fixtures/auth'
import { newBuyer, orderableProducts, type Buyer } from '../fixtures/buyers'

const api = setupApi()
let buyer: Buyer
let itemId: number
let survey: SurveyDetail

beforeAll(async () => {
  buyer = await newBuyer(api)
  const [product] = await orderableProducts(api, buyer.token)
  const added = await buyer.call<{ item_added: { id: number } }>('POST', 'carts/items/', { product: product!.id })
  itemId = added.body.item_added.id
  const list = await buyer.call<SurveyListResponse>('GET', 'surveys/surveys/')
  survey = (await buyer.call<SurveyDetail>('GET', `surveys/surveys/${list.body.results[0]!.id}/`)).body
})

const tomorrow = () => new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)

type Case = { path: string; method?: string; body: () => Record<string, unknown>; fields: string[]; guest?: boolean }

const CASES: Case[] = [
  {
    path: 'authorization/registration/',
    guest: true,
    body: () => registrationForm(),
    fields: ['organization_name', 'legal_address', 'actual_address', 'full_name', 'email', 'password'],
  },
  {
    path: 'authorization/login/',
    guest: true,
    body: () => ({ username: uniqueEmail(), password: 'secret' }),
    fields: ['username', 'password'],
  },
  { path: 'authorization/restore/', guest: true, body: () => ({ email: uniqueEmail() }), fields: ['email'] },
  {
    path: 'forms/feedback/',
    guest: true,
    body: () => ({ full_name: 'Анна', phone: '+7 912 345-67-89', question: 'Вопрос', city: 'Казань', agreement: true }),
    fields: ['full_name', 'question', 'city'],
  },
  {
    path: 'forms/vacancy/',
    guest: true,
    body: () => ({
      vacancy: 'sales-manager',
      full_name: 'Иван',
      email: uniqueEmail(),
      phone: '89123456789',
      comment: 'Опыт',
    }),
    fields: ['vacancy', 'full_name', 'comment'],
  },
  {
    path: 'my/account/',
    method: 'PUT',
    body: () => {
      const { password: _p, password_repeat: _r, ...profile } = registrationForm()
      return profile
    },
    fields: ['organization_name', 'legal_address', 'actual_address', 'full_name'],
  },
  { path: 'orders/fast/', body: () => ({ text: 'SKU-1 2' }), fields: ['text'] },
  { path: 'orders/calc-price/', body: () => ({ coupon: 'SALE' }), fields: ['coupon'] },
  { path: 'orders/apply-coupon/', body: () => ({ code: 'SALE' }), fields: ['code'] },
  {
    path: 'orders/',
    body: () => ({
      company_name: 'ООО Лапа',
      email: uniqueEmail(),
      phone: '89123456789',
      delivery_address: 'Казань',
      delivery_type: 'delivery',
      payment_type: 'invoice',
      delivery_time: 'утро',
      delivery_date: tomorrow(),
      comment: 'Звоните',
    }),
    fields: ['company_name', 'delivery_address', 'delivery_time', 'comment', 'coupon'],
  },
]

const BAD = { nul: 'Мурка\u0000', surrogate: 'Мурка\ud800' }

function send(item: Case, body: unknown, locale = '') {
  const path = `/api/${locale}${item.path}`
  const init = jsonBody(item.method ?? 'POST', body)
  if (item.guest) return api.json<Record<string, string[]>>(path, init)
  return api.json<Record<string, string[]>>(path, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${buyer.token}` },
  })
}

describe('text that cannot be stored', () => {
  for (const item of CASES) {
    for (const field of item.fields) {
      for (const [kind, value] of Object.entries(BAD)) {
        it(`${item.path} ${field} with a ${kind}: 400 naming the field`, async () => {
          const { status, body } = await send(item, { ...item.body(), [field]: value })
          expect(status).toBe(400)
          // a vacancy is an id or a slug, so the union's own message names it
          expect(body[field]).toEqual([field === 'vacancy' ? 'Укажите вакансию' : 'Поле содержит недопустимые символы'])
        })
      }
    }
  }

  it('is named in English under /api/en/', async () => {
    const { status, body } = await send(CASES[3]!, { ...CASES[3]!.body(), question: 'a\u0000b' }, 'en/')
    expect(status).toBe(400)
    expect(body.question).toEqual(['The field contains characters that are not allowed'])
  })

  it('in a cart line comment: 400 naming the field', async () => {
    for (const value of Object.values(BAD)) {
      const { status, body } = await buyer.call<Record<string, string[]>>(
        'POST',
        `carts/items/${itemId}/update-comment/`,
        { comment: value },
      )
      expect(status).toBe(400)
      expect(body.comment).toEqual(['Поле содержит недопустимые символы'])
    }
  })

  it('in a survey text answer: 400 on that answer', async () => {
    const text = survey.questions.find((q) => q.kind === 'text')!
    for (const value of Object.values(BAD)) {
      const { status, body } = await buyer.call<Record<string, string[]>>('POST', 'surveys/responses/', {
        survey: survey.id,
        answers: [{ question: text.id, value }],
      })
      expect(status).toBe(400)
      expect(body[`answers.${text.id}`]).toEqual(['Поле содержит недопустимые символы'])
    }
  })
})

describe('ids beyond int32', () => {
  it('are unknown: 404 on paths, "not found" on a survey in the body', async () => {
    for (const path of [
      'surveys/surveys/2147483648/',
      'catalog/products/2147483648/',
      'orders/orders/9999999999/',
      'pages/vacancies/2147483648/',
    ]) {
      expect((await buyer.call('GET', path)).status, path).toBe(404)
    }
    const { status, body } = await buyer.call<Record<string, string[]>>('POST', 'surveys/responses/', {
      survey: 2 ** 31,
      answers: [],
    })
    expect(status).toBe(400)
    expect(body.survey).toEqual(['Опрос не найден или уже закрыт'])
  })
})
