// Who is looking at the storefront (SPEC 4 "Authentication", 8). Unknown until the root loader's viewer arrives
// (`auth.loaded`) or the account is fetched; login, registration, logout and the account fetch are injected
// actors. A failed login or registration leaves a guest with the normalized errors; a registered account waits
// for activation, so registration signs nobody in. A 401 or a 403 (reject-auth) seen anywhere clears the user;
// when it clears a signed-in buyer, why (`ended`: the session expired, or staff deactivated the account) stays
// for the page to say until dismissed or until the buyer signs in again.
// The account is fetched again only when flagged stale and a session exists (`hasToken`, injected through the
// input); with no session the user is cleared. After a login the page reloads, except a sign-in again after the
// session ended on this page: the page resumes as it is (what was typed in its forms stays). After a logout the
// visitor goes home. These are actions the app provides. A submit while one is in flight is ignored (no handler
// there).
import { assign, fromPromise, setup } from 'xstate'
import type { AccountResponse, AccountUser, LoginResponse } from '../contract/account'
import type { LoginBody, RegistrationBody } from '../contract/auth'
import { failureStatus, formErrors, withoutFieldError, type FormErrors } from './form-errors'

export type AuthForm = 'login' | 'register'

/** Why a session stopped signing the buyer in, as the server tells it: sign in again, or access is suspended. */
export type SessionEnd = 'expired' | 'deactivated'

export type AuthEvent =
  /** The viewer the root loader fetched (null: a guest). */
  | { type: 'auth.loaded'; user: AccountUser | null }
  | { type: 'auth.login'; username: string; password: string }
  | { type: 'auth.register'; body: RegistrationBody }
  /** The visitor changed a field: its server errors go. */
  | { type: 'auth.edit'; form: AuthForm; field: string }
  | { type: 'auth.logout' }
  | { type: 'auth.markStale' }
  | { type: 'auth.refresh' }
  /** A 401 answered some call, or an answer said the session ended (the client has already dropped it). */
  | { type: 'auth.unauthorized'; reason?: SessionEnd }
  /** A 403 answered some call: the API client's global 'auth.reject'. */
  | { type: 'auth.reject'; reason?: SessionEnd }
  /** The buyer read why the session ended. */
  | { type: 'auth.dismissEnded' }

export type AuthInput = {
  /** Whether a session exists (in the browser: the csrftoken cookie is present). */
  hasToken: () => boolean
}

export type AuthContext = {
  user: AccountUser | null
  /** The account changed on the server (or was never fetched): the next `auth.refresh` fetches it. */
  stale: boolean
  loginErrors: FormErrors | null
  registerErrors: FormErrors | null
  /** The server's message after a successful registration (the account awaits activation). */
  registered: string | null
  /** Why the signed-in buyer was just signed out, when the server said. */
  ended: SessionEnd | null
  hasToken: () => boolean
}

export type RegistrationResponse = { detail: string }

/** The injected async work, as plain functions; each rejects with `{ status, data }` (ApiError fits). */
export type AuthActors = {
  /** GET my/account/ */
  loadAccount: (args: { signal: AbortSignal }) => Promise<AccountResponse>
  /** POST authorization/login/ */
  login: (args: { input: LoginBody; signal: AbortSignal }) => Promise<LoginResponse>
  /** POST authorization/registration/ */
  register: (args: { input: RegistrationBody; signal: AbortSignal }) => Promise<RegistrationResponse>
  /** DELETE authorization/logout/ */
  logout: (args: { signal: AbortSignal }) => Promise<unknown>
}

/** The injected effects: the machine knows no window and no router. */
export type AuthEffects = {
  reloadPage: () => void
  /** Loads the page's data again in place, for the buyer who signed in again (forms keep what was typed). */
  resumePage: () => void
  goHome: () => void
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the app`))

const signOut = { target: '#auth.guest', actions: 'clearUser' } as const

/** A refusal that signs the buyer out and keeps why. */
const endSession = {
  target: '#auth.guest',
  actions: { type: 'endSession', params: ({ event }: { event: AuthEvent }) => event },
} as const

const refresh = [
  { guard: 'noToken', target: '#auth.guest', actions: 'clearUser' },
  { guard: 'isStale', target: '#auth.loading' },
] as const

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    loadAccount: fromPromise<AccountResponse>(notProvided('loadAccount')),
    login: fromPromise<LoginResponse, LoginBody>(notProvided('login')),
    register: fromPromise<RegistrationResponse, RegistrationBody>(notProvided('register')),
    logout: fromPromise<unknown>(notProvided('logout')),
  },
  guards: {
    userGiven: ({ event }) => event.type === 'auth.loaded' && event.user !== null,
    hasUser: ({ context }) => context.user !== null,
    noToken: ({ context }) => !context.hasToken(),
    isStale: ({ context }) => context.stale,
    refused: (_, { error }: { error: unknown }) => [401, 403].includes(failureStatus(error)),
    sessionEnded: ({ context }) => context.ended !== null,
  },
  actions: {
    setUser: assign((_, user: AccountUser | null) => ({ user, stale: false })),
    clearUser: assign({ user: null }),
    endSession: assign((_, event: AuthEvent) => ({
      user: null,
      ended: event.type === 'auth.unauthorized' || event.type === 'auth.reject' ? (event.reason ?? null) : null,
    })),
    forgetEnded: assign({ ended: null }),
    markStale: assign({ stale: true }),
    forgetFieldError: assign(({ context }, { form, field }: { form: AuthForm; field: string }) =>
      form === 'login'
        ? { loginErrors: withoutFieldError(context.loginErrors, field) }
        : { registerErrors: withoutFieldError(context.registerErrors, field) },
    ),
    clearLoginErrors: assign({ loginErrors: null }),
    loginFailed: assign((_, { error }: { error: unknown }) => ({ loginErrors: formErrors(error) })),
    clearRegistration: assign({ registerErrors: null, registered: null }),
    registered: assign((_, output: RegistrationResponse) => ({ registered: output.detail })),
    registrationFailed: assign((_, { error }: { error: unknown }) => ({ registerErrors: formErrors(error) })),
    // Provided by the app.
    reloadPage: () => {},
    resumePage: () => {},
    goHome: () => {},
  },
}).createMachine({
  id: 'auth',
  initial: 'unknown',
  context: ({ input }) => ({
    user: null,
    stale: true,
    loginErrors: null,
    registerErrors: null,
    registered: null,
    ended: null,
    hasToken: input.hasToken,
  }),
  on: {
    'auth.markStale': { actions: 'markStale' },
    'auth.edit': { actions: { type: 'forgetFieldError', params: ({ event }) => event } },
  },
  states: {
    unknown: {
      on: {
        'auth.loaded': [
          { guard: 'userGiven', target: 'signedIn', actions: { type: 'setUser', params: ({ event }) => event.user } },
          { target: 'guest', actions: { type: 'setUser', params: null } },
        ],
        'auth.refresh': refresh,
        'auth.unauthorized': signOut,
        'auth.reject': signOut,
      },
    },
    loading: {
      invoke: {
        id: 'loadAccount',
        src: 'loadAccount',
        onDone: { target: 'signedIn', actions: { type: 'setUser', params: ({ event }) => event.output.user } },
        onError: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            target: 'guest',
            actions: 'clearUser',
          },
          // Any other failure (offline, 5xx) keeps whoever was signed in; still stale, so the next refresh retries.
          { guard: 'hasUser', target: 'signedIn' },
          { target: 'guest' },
        ],
      },
      on: {
        'auth.unauthorized': [{ guard: 'hasUser', ...endSession }, signOut],
        'auth.reject': [{ guard: 'hasUser', ...endSession }, signOut],
      },
    },
    signedIn: {
      on: {
        'auth.refresh': refresh,
        'auth.logout': 'loggingOut',
        'auth.unauthorized': endSession,
        'auth.reject': endSession,
      },
    },
    guest: {
      on: {
        'auth.dismissEnded': { actions: 'forgetEnded' },
        'auth.login': { target: 'loggingIn', actions: 'clearLoginErrors' },
        'auth.register': { target: 'registering', actions: 'clearRegistration' },
        'auth.refresh': refresh,
      },
    },
    loggingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) =>
          event.type === 'auth.login'
            ? { username: event.username, password: event.password }
            : { username: '', password: '' },
        onDone: [
          {
            guard: 'sessionEnded',
            target: 'signedIn',
            actions: [{ type: 'setUser', params: ({ event }) => event.output.user }, 'forgetEnded', 'resumePage'],
          },
          {
            target: 'signedIn',
            actions: [{ type: 'setUser', params: ({ event }) => event.output.user }, 'reloadPage'],
          },
        ],
        onError: { target: 'guest', actions: { type: 'loginFailed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    registering: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => (event.type === 'auth.register' ? event.body : ({} as RegistrationBody)),
        onDone: { target: 'guest', actions: { type: 'registered', params: ({ event }) => event.output } },
        onError: {
          target: 'guest',
          actions: { type: 'registrationFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loggingOut: {
      // Signed out locally whatever the server says: the session may already be gone there.
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'guest', actions: ['clearUser', 'goHome'] },
        onError: { target: 'guest', actions: ['clearUser', 'goHome'] },
      },
    },
  },
})

/** The machine with the app's actors and effects, ready for `createActor(machine, { input })`. */
export const provideAuth = (actors: AuthActors, effects: AuthEffects) =>
  authMachine.provide({
    actors: {
      loadAccount: fromPromise(actors.loadAccount),
      login: fromPromise(actors.login),
      register: fromPromise(actors.register),
      logout: fromPromise(actors.logout),
    },
    actions: { reloadPage: effects.reloadPage, resumePage: effects.resumePage, goHome: effects.goHome },
  })
