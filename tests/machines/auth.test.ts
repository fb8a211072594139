// Model-based test of the auth machine: the shortest path to every transition of the machine, once with a session
// present and once without, is replayed against a live actor whose calls (account, login, registration, logout)
// are promises the test settles, so the calls made, the page reload and the way home are checked as well as the
// states; an inspector records what the actor went through, and the file ends by checking that this is every
// state and every transition the machine declares. Focused tests of the rules follow.
import { createTestModel } from '@xstate/graph'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createActor, type Actor, type EventObject } from 'xstate'
import { authMachine, provideAuth, type AuthEvent, type RegistrationResponse } from '../../machines/auth.machine'
import { SERVER_ERROR_KEY } from '../../machines/form-errors'
import type { AccountResponse, AccountUser, LoginResponse } from '../../contract/account'
import type { LoginBody, RegistrationBody } from '../../contract/auth'
import {
  ACCOUNT,
  CREDENTIALS,
  EMAIL_TAKEN,
  failure,
  LOGIN,
  OFFLINE,
  REGISTERED,
  REGISTRATION,
  UNAUTHORIZED,
  USER,
  WRONG_PASSWORD,
} from './auth-fixtures'
import { coverageRecorder, expectWholeMachineTaken } from './harness/coverage'
import { deferredCall, settle } from './harness/deferred-call'
import { actorDone as done, actorError as error, testModelMachine } from './harness/model-machine'
import { modelParams, testPaths } from './harness/paths'
import { describeStep, failureKeys } from './harness/state-keys'

type Settled =
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: ReturnType<typeof failure> }
type ModelEvent = AuthEvent | Settled

const events: ModelEvent[] = [
  { type: 'auth.loaded', user: USER },
  { type: 'auth.loaded', user: null },
  { type: 'auth.login', ...CREDENTIALS },
  { type: 'auth.register', body: REGISTRATION },
  { type: 'auth.edit', form: 'login', field: 'username' },
  { type: 'auth.logout' },
  { type: 'auth.markStale' },
  { type: 'auth.refresh' },
  { type: 'auth.unauthorized', reason: 'expired' },
  { type: 'auth.reject' },
  { type: 'auth.dismissEnded' },
  { type: done('loadAccount'), output: ACCOUNT },
  { type: error('loadAccount'), error: UNAUTHORIZED },
  { type: error('loadAccount'), error: OFFLINE },
  { type: done('login'), output: LOGIN },
  { type: error('login'), error: WRONG_PASSWORD },
  { type: done('register'), output: REGISTERED },
  { type: error('register'), error: EMAIL_TAKEN },
  { type: done('logout'), output: { detail: 'Вы вышли.' } },
  { type: error('logout'), error: OFFLINE },
]

/** An event as a title shows it: an account by its e-mail, a registration by its e-mail. */
const describeAuthStep = (event: EventObject) => {
  const { user, body, ...rest } = event as EventObject & { user?: AccountUser | null; body?: RegistrationBody }
  return describeStep({
    ...rest,
    ...(user !== undefined && { user: user?.email ?? null }),
    ...(body && { body: body.email }),
  })
}

const modelFor = (token: boolean) =>
  createTestModel(testModelMachine(authMachine), {
    events,
    input: { hasToken: () => token },
    serializeState: failureKeys(),
  })

const coverage = coverageRecorder()
let actor: Actor<typeof authMachine>
let token: boolean
let calls: ReturnType<typeof fakeCalls>
let reloads: number
let resumes: number
let homecomings: number

function fakeCalls() {
  return {
    loadAccount: deferredCall<AccountResponse>(),
    login: deferredCall<LoginResponse, LoginBody>(),
    register: deferredCall<RegistrationResponse, RegistrationBody>(),
    logout: deferredCall<unknown>(),
  }
}

function start(withToken = true) {
  token = withToken
  calls = fakeCalls()
  reloads = 0
  resumes = 0
  homecomings = 0
  const machine = provideAuth(
    {
      loadAccount: calls.loadAccount.run,
      login: calls.login.run,
      register: calls.register.run,
      logout: calls.logout.run,
    },
    {
      reloadPage: () => void (reloads += 1),
      resumePage: () => void (resumes += 1),
      goHome: () => void (homecomings += 1),
    },
  )
  actor = createActor(machine, { input: { hasToken: () => token }, inspect: coverage.inspect }).start()
}

const context = () => actor.getSnapshot().context
const inFlight = () =>
  Object.fromEntries(
    Object.entries(calls).flatMap(([name, call]) => call.inFlight().map((pending) => [name, pending.input])),
  )

const stateChecks: Record<string, () => void> = {
  unknown: () => {
    expect(context().user).toBeNull()
    expect(inFlight()).toEqual({})
  },
  loading: () => expect(inFlight()).toEqual({ loadAccount: undefined }),
  signedIn: () => {
    expect(context().user).toEqual(USER)
    expect(inFlight()).toEqual({})
  },
  guest: () => {
    expect(context().user).toBeNull()
    expect(inFlight()).toEqual({})
  },
  loggingIn: () => {
    expect(inFlight()).toEqual({ login: CREDENTIALS })
    expect(context().loginErrors).toBeNull()
  },
  registering: () => {
    expect(inFlight()).toEqual({ register: REGISTRATION })
    expect(context()).toMatchObject({ registerErrors: null, registered: null })
  },
  loggingOut: () => {
    expect(inFlight()).toEqual({ logout: undefined })
    expect(context().user).toEqual(USER)
  },
}

const params = modelParams({
  actor: () => actor,
  states: stateChecks,
  events,
  on: {
    'auth.refresh': () => {
      const { stale } = context()
      const asked = calls.loadAccount.calls.length
      actor.send({ type: 'auth.refresh' })
      // The account is asked for only when stale and a session exists.
      expect(calls.loadAccount.calls.length - asked).toBe(stale && token ? 1 : 0)
    },
    [done('loadAccount')]: () => settle(actor, calls.loadAccount, { output: ACCOUNT }),
    [error('loadAccount')]: (event) => settle(actor, calls.loadAccount, event),
    [done('login')]: async () => {
      await settle(actor, calls.login, { output: LOGIN })
      expect(reloads).toBe(1)
    },
    [error('login')]: async () => {
      await settle(actor, calls.login, { error: WRONG_PASSWORD })
      expect(context().loginErrors).toEqual({ fieldErrors: {}, message: 'Неверный e-mail или пароль.' })
      expect(reloads).toBe(0)
    },
    [done('register')]: async () => {
      await settle(actor, calls.register, { output: REGISTERED })
      expect(context()).toMatchObject({ user: null, registered: REGISTERED.detail, registerErrors: null })
    },
    [error('register')]: async () => {
      await settle(actor, calls.register, { error: EMAIL_TAKEN })
      expect(context()).toMatchObject({
        registered: null,
        registerErrors: { fieldErrors: EMAIL_TAKEN.data, message: null },
      })
    },
    [done('logout')]: async () => {
      const before = homecomings
      await settle(actor, calls.logout, { output: { detail: 'Вы вышли.' } })
      expect(homecomings - before).toBe(1)
    },
    [error('logout')]: async () => {
      const before = homecomings
      await settle(actor, calls.logout, { error: OFFLINE })
      expect(homecomings - before).toBe(1)
    },
  },
})

afterEach(() => {
  actor.stop()
})

describe('auth machine: model', () => {
  for (const withToken of [true, false]) {
    describe(withToken ? 'with a session' : 'without a session', () => {
      testPaths(modelFor(withToken).getShortestPaths(), params, {
        start: () => start(withToken),
        describe: describeAuthStep,
      })
    })
  }
})

describe('auth machine: rules', () => {
  const loginFailingWith = async (rejection: unknown) => {
    start()
    actor.send({ type: 'auth.loaded', user: null })
    actor.send({ type: 'auth.login', ...CREDENTIALS })
    await settle(actor, calls.login, { error: rejection })
    expect(actor.getSnapshot().value).toBe('guest')
    return context().loginErrors
  }

  it('keeps field errors under their fields and the detail as the message', async () => {
    expect(
      await loginFailingWith(failure(400, { username: ['Введите e-mail.'], password: 'Введите пароль.' })),
    ).toEqual({
      fieldErrors: { username: ['Введите e-mail.'], password: ['Введите пароль.'] },
      message: null,
    })
    actor.stop()
    expect(await loginFailingWith(failure(400, { detail: 'Учётная запись ждёт активации.' }))).toEqual({
      fieldErrors: {},
      message: 'Учётная запись ждёт активации.',
    })
    actor.stop()
    expect(await loginFailingWith(failure(429, { detail: 'Слишком много попыток.', non_field_errors: ['x'] }))).toEqual(
      {
        fieldErrors: {},
        message: 'Слишком много попыток.',
      },
    )
  })

  it('falls back to the generic server error when no usable response came', async () => {
    for (const rejection of [
      OFFLINE,
      failure(502, '<html>Bad Gateway</html>'),
      failure(500, {}),
      failure(400, ['x']),
      new Error('boom'),
    ]) {
      expect(await loginFailingWith(rejection)).toEqual({ fieldErrors: {}, message: SERVER_ERROR_KEY })
      actor.stop()
    }
    start()
  })

  it('forgets a field error when its field is edited, and the old errors on a new attempt', async () => {
    await loginFailingWith(failure(400, { username: ['Введите e-mail.'], password: ['Введите пароль.'] }))
    actor.send({ type: 'auth.edit', form: 'login', field: 'username' })
    actor.send({ type: 'auth.edit', form: 'register', field: 'password' })
    expect(context().loginErrors).toEqual({ fieldErrors: { password: ['Введите пароль.'] }, message: null })
    actor.send({ type: 'auth.login', ...CREDENTIALS })
    expect(context().loginErrors).toBeNull()
  })

  it('reloads the page once after a successful login, never after a failed one', async () => {
    start()
    actor.send({ type: 'auth.loaded', user: null })
    actor.send({ type: 'auth.login', ...CREDENTIALS })
    await settle(actor, calls.login, { error: WRONG_PASSWORD })
    expect(reloads).toBe(0)
    actor.send({ type: 'auth.login', ...CREDENTIALS })
    await settle(actor, calls.login, { output: LOGIN })
    expect(reloads).toBe(1)
    expect(context()).toMatchObject({ user: USER, loginErrors: null, stale: false })
  })

  it('ignores a login or a registration submitted while one is in flight', async () => {
    start()
    actor.send({ type: 'auth.loaded', user: null })
    actor.send({ type: 'auth.login', ...CREDENTIALS })
    actor.send({ type: 'auth.login', username: 'other@example.com', password: 'other1' })
    actor.send({ type: 'auth.register', body: REGISTRATION })
    expect(calls.login.calls.map((call) => call.input)).toEqual([CREDENTIALS])
    expect(calls.register.calls).toEqual([])
    await settle(actor, calls.login, { error: WRONG_PASSWORD })

    actor.send({ type: 'auth.register', body: REGISTRATION })
    actor.send({ type: 'auth.register', body: { ...REGISTRATION, email: 'twice@example.com' } })
    actor.send({ type: 'auth.login', ...CREDENTIALS })
    expect(calls.register.calls.map((call) => call.input.email)).toEqual([REGISTRATION.email])
    expect(calls.login.calls).toHaveLength(1)
  })

  it('signs nobody in after registration: the account awaits activation', async () => {
    start()
    actor.send({ type: 'auth.loaded', user: null })
    actor.send({ type: 'auth.register', body: REGISTRATION })
    await settle(actor, calls.register, { output: REGISTERED })
    expect(actor.getSnapshot().value).toBe('guest')
    expect(context()).toMatchObject({ user: null, registered: REGISTERED.detail })
    expect(reloads).toBe(0)
  })

  it('clears the user and goes home after logout, whatever the server answers', async () => {
    for (const outcome of ['resolve', 'reject'] as const) {
      start()
      actor.send({ type: 'auth.loaded', user: USER })
      actor.send({ type: 'auth.logout' })
      expect(context().user).toEqual(USER)
      await settle(actor, calls.logout, outcome === 'resolve' ? { output: {} } : { error: OFFLINE })
      expect(actor.getSnapshot().value).toBe('guest')
      expect(context().user).toBeNull()
      expect(homecomings).toBe(1)
      actor.stop()
    }
    start()
  })

  it('clears the user on a 401 and on a 403 reject-auth, also while the account loads', async () => {
    for (const type of ['auth.unauthorized', 'auth.reject'] as const) {
      start()
      actor.send({ type: 'auth.loaded', user: USER })
      actor.send({ type })
      expect(actor.getSnapshot().value).toBe('guest')
      expect(context().user).toBeNull()
      actor.stop()

      start()
      actor.send({ type: 'auth.refresh' })
      actor.send({ type })
      expect(calls.loadAccount.calls[0]?.signal.aborted).toBe(true)
      expect(actor.getSnapshot().value).toBe('guest')
      actor.stop()
    }
    start()
  })

  it('keeps why a signed-in buyer was signed out, until dismissed; a guest refused has nothing to be told', () => {
    for (const [type, reason] of [
      ['auth.unauthorized', 'deactivated'],
      ['auth.reject', 'expired'],
    ] as const) {
      start()
      actor.send({ type: 'auth.loaded', user: USER })
      actor.send({ type, reason })
      expect(context()).toMatchObject({ user: null, ended: reason })
      actor.send({ type: 'auth.unauthorized', reason: 'expired' })
      expect(context().ended).toBe(reason)
      actor.send({ type: 'auth.dismissEnded' })
      expect(context().ended).toBeNull()
      actor.stop()
    }
    start()
    actor.send({ type: 'auth.loaded', user: null })
    actor.send({ type: 'auth.unauthorized', reason: 'deactivated' })
    expect(context().ended).toBeNull()
    actor.stop()
    // A refusal without a reason (a 403 the server gave none for) signs out without a story.
    start()
    actor.send({ type: 'auth.loaded', user: USER })
    actor.send({ type: 'auth.reject' })
    expect(context()).toMatchObject({ user: null, ended: null })
  })

  it('says why when the buyer is signed out while the account reloads', () => {
    for (const type of ['auth.unauthorized', 'auth.reject'] as const) {
      start()
      actor.send({ type: 'auth.loaded', user: USER })
      actor.send({ type: 'auth.markStale' })
      actor.send({ type: 'auth.refresh' })
      actor.send({ type, reason: 'deactivated' })
      expect(actor.getSnapshot().value).toBe('guest')
      expect(context()).toMatchObject({ user: null, ended: 'deactivated' })
      actor.stop()
    }
    start()
  })

  it('resumes the page in place, not reloading it, when the buyer signs in again after the session ended', async () => {
    start()
    actor.send({ type: 'auth.loaded', user: USER })
    actor.send({ type: 'auth.unauthorized', reason: 'expired' })
    actor.send({ type: 'auth.login', ...CREDENTIALS })
    await settle(actor, calls.login, { error: WRONG_PASSWORD })
    expect(context().ended).toBe('expired')
    actor.send({ type: 'auth.login', ...CREDENTIALS })
    await settle(actor, calls.login, { output: LOGIN })
    expect([resumes, reloads]).toEqual([1, 0])
    expect(context()).toMatchObject({ user: USER, ended: null })
  })

  it('fetches the account again only when stale and a session exists', async () => {
    start()
    actor.send({ type: 'auth.loaded', user: USER })
    actor.send({ type: 'auth.refresh' })
    expect(calls.loadAccount.calls).toHaveLength(0)
    actor.send({ type: 'auth.markStale' })
    actor.send({ type: 'auth.refresh' })
    expect(calls.loadAccount.calls).toHaveLength(1)
    const changed = { ...USER, full_name: 'Пётр Иванов' }
    await settle(actor, calls.loadAccount, { output: { ...ACCOUNT, user: changed } })
    expect(context()).toMatchObject({ user: changed, stale: false })
    actor.send({ type: 'auth.refresh' })
    expect(calls.loadAccount.calls).toHaveLength(1)
  })

  it('keeps the user when a refresh fails for a reason other than 401/403, and retries on the next one', async () => {
    start()
    actor.send({ type: 'auth.loaded', user: USER })
    actor.send({ type: 'auth.markStale' })
    actor.send({ type: 'auth.refresh' })
    await settle(actor, calls.loadAccount, { error: failure(503) })
    expect(actor.getSnapshot().value).toBe('signedIn')
    expect(context()).toMatchObject({ user: USER, stale: true })
    actor.send({ type: 'auth.refresh' })
    await settle(actor, calls.loadAccount, { error: UNAUTHORIZED })
    expect(actor.getSnapshot().value).toBe('guest')
    expect(context().user).toBeNull()
  })

  it('clears the user without asking when no session exists', () => {
    start()
    actor.send({ type: 'auth.loaded', user: USER })
    actor.send({ type: 'auth.markStale' })
    token = false
    actor.send({ type: 'auth.refresh' })
    expect(calls.loadAccount.calls).toEqual([])
    expect(actor.getSnapshot().value).toBe('guest')
    expect(context().user).toBeNull()
  })

  it('starts unknown and, with a session, fetches the account on the first refresh', async () => {
    start()
    expect(actor.getSnapshot().value).toBe('unknown')
    actor.send({ type: 'auth.refresh' })
    await settle(actor, calls.loadAccount, { output: ACCOUNT })
    expect(actor.getSnapshot().value).toBe('signedIn')
    expect(context().user).toEqual(USER)
  })
})

// The generated paths and the focused tests together must have taken the whole machine.
afterAll(() => expectWholeMachineTaken(coverage, authMachine))
