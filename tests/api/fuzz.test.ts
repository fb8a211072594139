// Property-based fuzzing: request bodies generated from each endpoint's valibot schema (the right keys, with
// values that are sometimes well-typed and sometimes hostile: NUL, lone surrogates, huge numbers, wrong types),
// sent as a guest and as a buyer. No answer may be a 5xx, every error is in the SPEC's shape, and the server
// still answers afterwards. Bounded: FUZZ_RUNS cases per endpoint and role.
import fc from 'fast-check'
import type * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  LoginBody,
  ProfileBody,
  RegistrationBody,
  RestoreBody,
  ResetBody,
  ChangePasswordBody,
} from '../../contract/auth'
import { AddCartItemBody, CartCommentBody, CartQuantityBody } from '../../contract/cart'
import { AddFavoritesBody, RemoveFavoriteBody } from '../../contract/favorites'
import { FeedbackBody, VacancyResponseBody } from '../../contract/forms'
import { ApplyCouponBody, CalcPriceBody, CheckoutBody, QuickOrderBody } from '../../contract/orders'
import { SurveyResponseBody } from '../../contract/survey'
import { WaitListBody } from '../../contract/wait-list'
import { setupApi } from '../fixtures/api-app'
import { uniqueIp } from '../fixtures/auth'
import { newBuyer, type Buyer } from '../fixtures/buyers'

const FUZZ_RUNS = 50
const api = setupApi()
let buyer: Buyer

beforeAll(async () => {
  buyer = await newBuyer(api)
})

const ENDPOINTS: { method: string; path: string; schema: v.GenericSchema }[] = [
  { method: 'POST', path: 'authorization/login/', schema: LoginBody },
  { method: 'POST', path: 'authorization/registration/', schema: RegistrationBody },
  { method: 'POST', path: 'authorization/restore/', schema: RestoreBody },
  { method: 'POST', path: 'authorization/reset/', schema: ResetBody },
  { method: 'POST', path: 'change-password/', schema: ChangePasswordBody },
  { method: 'PUT', path: 'my/account/', schema: ProfileBody },
  { method: 'POST', path: 'forms/feedback/', schema: FeedbackBody },
  { method: 'POST', path: 'forms/vacancy/', schema: VacancyResponseBody },
  { method: 'POST', path: 'carts/items/', schema: AddCartItemBody },
  { method: 'POST', path: 'carts/items/1/update-quantity/', schema: CartQuantityBody },
  { method: 'POST', path: 'carts/items/1/update-comment/', schema: CartCommentBody },
  { method: 'POST', path: 'favorites/', schema: AddFavoritesBody },
  { method: 'DELETE', path: 'favorites/', schema: RemoveFavoriteBody },
  { method: 'POST', path: 'forms/subscribe-product/1/', schema: WaitListBody },
  { method: 'POST', path: 'orders/fast/', schema: QuickOrderBody },
  { method: 'POST', path: 'orders/calc-price/', schema: CalcPriceBody },
  { method: 'POST', path: 'orders/apply-coupon/', schema: ApplyCouponBody },
  { method: 'POST', path: 'orders/', schema: CheckoutBody },
  { method: 'POST', path: 'surveys/responses/', schema: SurveyResponseBody },
]

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '\u0000',
    'a\ud800b',
    '\udfff',
    '%00',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    ' ',
    '9'.repeat(40),
    'x'.repeat(5000),
  ),
)
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -0, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), hostileString), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
)

/** The object schema inside pipes; its keys are what the endpoint reads. */
function entriesOf(schema: v.GenericSchema): Record<string, v.GenericSchema> {
  const node = schema as unknown as { entries?: Record<string, v.GenericSchema>; pipe?: v.GenericSchema[] }
  if (node.entries) return node.entries
  const inner = node.pipe?.[0]
  return inner ? entriesOf(inner) : {}
}

/** A body with the schema's keys, each value left out or hostile, sometimes not an object at all. */
const bodyFor = (schema: v.GenericSchema): fc.Arbitrary<unknown> =>
  fc.oneof(
    {
      weight: 9,
      arbitrary: fc.record(Object.fromEntries(Object.keys(entriesOf(schema)).map((key) => [key, hostileValue])), {
        requiredKeys: [],
      }),
    },
    { weight: 1, arbitrary: hostileValue },
  )

const isSpecError = (body: unknown) => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
  const record = body as Record<string, unknown>
  if ('detail' in record) return true
  return Object.values(record).every((value) => Array.isArray(value) && value.every((item) => typeof item === 'string'))
}

describe('fuzzed requests', () => {
  for (const role of ['guest', 'buyer'] as const) {
    it(`never answer 5xx and keep errors in the SPEC shape (${role})`, async () => {
      let sent = 0
      for (const endpoint of ENDPOINTS) {
        await fc.assert(
          fc.asyncProperty(bodyFor(endpoint.schema), async (body) => {
            sent += 1
            const headers: Record<string, string> = {
              'content-type': 'application/json',
              'x-forwarded-for': uniqueIp(),
            }
            if (role === 'buyer') headers.authorization = `Bearer ${buyer.token}`
            const { status, body: answer } = await api.json(`/api/${endpoint.path}`, {
              method: endpoint.method,
              headers,
              body: JSON.stringify(body),
            })
            expect(status, `${endpoint.method} ${endpoint.path} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(
              500,
            )
            if (status >= 400) expect(isSpecError(answer), JSON.stringify(answer)).toBe(true)
          }),
          { numRuns: FUZZ_RUNS },
        )
      }
      expect(sent).toBe(ENDPOINTS.length * FUZZ_RUNS)
      expect((await api.json('/api/health/')).status).toBe(200)
    }, 120_000)
  }
})
