// Who is looking at the storefront, as a guest who signs in through the header meets it. The model is the machine
// with two of its readings made the path's own: whether a session is left when the account is fetched again is
// the refresh's sample (`session: 'gone'` when the buyer signed out in another tab meanwhile), and the password a
// login tried is kept, so the server's answer the path waits for is the one those credentials earn. The events
// are only those the page offers: the dialog's failure to edit only once shown, the notice to dismiss only once
// the session ended, the account fetched again only after the profile was saved.
import { TestModel } from '@xstate/graph'
import { assign, type AnyMachineSnapshot } from 'xstate'
import type { AccountUser } from '../../../contract/account'
import type { RegistrationBody } from '../../../contract/auth'
import { withInnCheckDigits } from '../../../contract/inn'
import { authMachine, type AuthContext, type AuthEvent } from '../../../machines/auth.machine'
import { actorDone, actorError, testModelMachine } from '../../machines/harness/model-machine'
import { describeStep, keyedBy } from '../../machines/harness/state-keys'
import type { Credentials } from '../session'
import { coveringPaths, lazyPaths, offeredOnly } from '../model-paths'

export const LOGIN_DONE = actorDone('login')
export const LOGIN_ERROR = actorError('login')
export const REGISTER_DONE = actorDone('register')
export const REGISTER_ERROR = actorError('register')
export const LOGOUT_DONE = actorDone('logout')
export const LOGOUT_ERROR = actorError('logout')
export const ACCOUNT_DONE = actorDone('loadAccount')
export const ACCOUNT_ERROR = actorError('loadAccount')

/** The demo buyer of the fresh app; PATHS_BUYER (email:password) names another against a shared copy. */
export function pathBuyer(env: NodeJS.ProcessEnv = process.env): Credentials {
  const given = env.PATHS_BUYER
  const at = given?.indexOf(':') ?? -1
  return given && at > 0
    ? { email: given.slice(0, at), password: given.slice(at + 1) }
    : { email: 'buyer@example.com', password: 'buyer12345' }
}

export const WRONG_PASSWORD = 'not-the-password-1'

/** The failures the adapter answers for the server: unavailable, a refusal (403), a session gone (401). */
export const UNAVAILABLE = { status: 503, data: {} }
export const FORBIDDEN = { status: 403, data: { detail: 'forbidden' } }
export const UNAUTHORIZED = { status: 401, data: { detail: 'unauthorized' } }

/** The viewer's sample: the page's own buyer is whoever signs in; the model only tells a buyer from none. */
const SOMEONE = { email: 'buyer' } as AccountUser

/** A new company with a valid INN; its e-mail is made unique when the path registers it (auth.ts). */
export const REGISTRATION: RegistrationBody = {
  user_type: 'legal',
  organization_name: 'ООО «Путь»',
  organization_inn: withInnCheckDigits([7, 7, 1, 2, 3, 4, 5, 6, 7]),
  legal_address: 'г. Москва, ул. Тестовая, д. 1',
  actual_address: 'г. Москва, ул. Тестовая, д. 1',
  full_name: 'Тестов Тест Тестович',
  phone: '+7 912 345-67-89',
  email: 'paths@example.com',
  password: 'first-pass1',
  password_repeat: 'first-pass1',
}

export type ModelEvent =
  | AuthEvent
  | { type: 'auth.refresh'; session: 'gone' }
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: { status: number; data: unknown } }

export type ModelContext = AuthContext & { tried?: string }

const pageAsModelled = authMachine.provide({
  guards: {
    noToken: ({ event }) => event.type === 'auth.refresh' && (event as { session?: string }).session === 'gone',
  },
  actions: {
    clearLoginErrors: assign(({ event }) => ({
      loginErrors: null,
      tried: event.type === 'auth.login' ? event.password : undefined,
    })) as never,
  },
})

export const authModel = testModelMachine(pageAsModelled)

export const INPUT = { hasToken: () => true }

function offered(state: AnyMachineSnapshot): ModelEvent[] {
  const context = state.context as ModelContext
  const buyer = pathBuyer()
  if (state.matches('unknown'))
    return [
      { type: 'auth.loaded', user: null },
      { type: 'auth.loaded', user: SOMEONE },
    ]
  if (state.matches('guest'))
    return [
      { type: 'auth.login', username: buyer.email, password: buyer.password },
      { type: 'auth.login', username: buyer.email, password: WRONG_PASSWORD },
      // Registration is a page of its own: a guest told nothing else opens it.
      ...(context.ended || context.loginErrors ? [] : [{ type: 'auth.register', body: REGISTRATION } as const]),
      ...(context.ended ? [{ type: 'auth.dismissEnded' } as const] : []),
      ...(context.loginErrors ? [{ type: 'auth.edit', form: 'login', field: 'username' } as const] : []),
    ]
  if (state.matches('loggingIn'))
    return context.tried === buyer.password
      ? [{ type: LOGIN_DONE, output: { user: SOMEONE } }]
      : [{ type: LOGIN_ERROR, error: { status: 400, data: { non_field_errors: ['wrong'] } } }]
  if (state.matches('registering'))
    return [
      { type: REGISTER_DONE, output: { detail: 'the server answers its own' } },
      { type: REGISTER_ERROR, error: UNAVAILABLE },
    ]
  if (state.matches('loggingOut'))
    return [
      { type: LOGOUT_DONE, output: {} },
      { type: LOGOUT_ERROR, error: UNAVAILABLE },
    ]
  if (state.matches('loading'))
    return [
      { type: ACCOUNT_DONE, output: { user: SOMEONE } },
      { type: ACCOUNT_ERROR, error: UNAVAILABLE },
      { type: 'auth.reject' },
      { type: 'auth.unauthorized', reason: 'expired' },
    ]
  // A save under way (stale) is answered before anything else happens on the page.
  return context.stale
    ? [{ type: 'auth.refresh' }, { type: 'auth.refresh', session: 'gone' }]
    : [
        { type: 'auth.logout' },
        { type: 'auth.unauthorized', reason: 'expired' },
        { type: 'auth.reject' },
        { type: 'auth.markStale' },
      ]
}

/** What the guards and the page read: who, why a session ended, stale, a failure shown, the password tried. */
const keyOf = (state: AnyMachineSnapshot) => {
  const { user, ended, stale, loginErrors, registered, registerErrors, tried } = state.context as ModelContext
  const right = tried === undefined ? '-' : tried === pathBuyer().password
  return [
    JSON.stringify(state.value),
    `user=${user !== null} ended=${ended} stale=${stale} failed=${loginErrors !== null} right=${right}`,
    `registered=${registered !== null} refused=${registerErrors !== null}`,
  ].join(' ')
}

const model = new TestModel(authModel, {
  ...offeredOnly(authModel),
  events: offered,
  input: INPUT,
  serializeState: keyedBy(keyOf, describeStep),
})

export const authPaths = lazyPaths(() => coveringPaths(model.getShortestPaths(), authModel, INPUT))

const NEVER_UNKNOWN =
  'the provider sends auth.loaded in its first effect, before it listens to the API client and before any ' +
  'form can ask to fetch the account: the machine has left `unknown` before any other event can come'
const NO_GUEST_REFRESH =
  'the account is fetched again (auth.refresh) only by the profile form after a save, and only a signed-in ' +
  "buyer has it: /my/'s guard takes it away as soon as the buyer is signed out, so no refresh starts as a guest"

export const EXCLUDED = [
  ...[
    'auth.unknown --auth.refresh [isStale]--> auth.loading',
    'auth.unknown --auth.refresh [noToken]--> auth.guest',
    'auth.unknown --auth.reject--> auth.guest',
    'auth.unknown --auth.unauthorized--> auth.guest',
  ].map((item) => ({ item, reason: NEVER_UNKNOWN })),
  ...[
    'auth.guest --auth.refresh [isStale]--> auth.loading',
    'auth.guest --auth.refresh [noToken]--> auth.guest',
    'auth.loading --auth.reject--> auth.guest',
    'auth.loading --auth.unauthorized--> auth.guest',
    'auth.loading --xstate.error.actor.loadAccount--> auth.guest',
  ].map((item) => ({ item, reason: NO_GUEST_REFRESH })),
  {
    item: 'auth.loading --xstate.error.actor.loadAccount [refused]--> auth.guest',
    reason:
      'the API client emits auth.unauthorized (401) or auth.reject (403) before it rejects the call, and the ' +
      'machine leaves `loading` on that event: the refused failure never reaches it (the paths take those events)',
  },
]
