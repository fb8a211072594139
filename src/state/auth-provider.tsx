// The auth machine for the whole app. It starts from the viewer the root loader fetched; its calls are the API
// client's; after a login the page reloads (SPEC 4), after a logout the visitor goes home (a full load, so every
// page drops the buyer's prices) and this browser forgets the buyer's favourites and cart id. When the server
// refuses the session (a 401, a 403, an answer saying it ended) the user is cleared at once and the page's data
// is loaded again as a guest's in place, without a reload that would lose what forms hold; a page that keeps its
// form for the buyer to sign in again (`staticData.keepsFormWhenSignedOut`) is left as it is.
import { useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { createContext, use, useEffect, useMemo, type ReactNode } from 'react'
import { authMachine, provideAuth, type AuthActors, type SessionEnd } from '../../machines/auth.machine'
import { providedInBrowser } from './provided-in-browser'
import { apiEvents } from '../api/events'
import { getAccount } from '../api/accounts'
import { hasSession, login, logout, register } from '../api/auth'
import { forgetBuyerStorage } from '../lib/buyer-storage'
import { rememberViewer } from '../lib/viewer'
import { localizeHref } from '../../messages/compiled/runtime.js'
import type { AccountUser } from '../../contract/account'
import type { AuthActions, AuthState } from './auth-view'

const AuthContext = createContext<(AuthState & AuthActions) | null>(null)

// The sign-in and registration forms show their own failures: no global server-error alert for those calls.
const actors: AuthActors = {
  loadAccount: ({ signal }) => getAccount({ signal }),
  login: ({ input, signal }) => login(input, { signal, suppressErrorAlert: true }),
  register: ({ input, signal }) => register(input, { signal, suppressErrorAlert: true }),
  logout: ({ signal }) => logout({ signal, suppressErrorAlert: true }),
}

const BUSY = { loggingIn: 'login', registering: 'register', loggingOut: 'logout' } as const

export function AuthProvider({ viewer, children }: { viewer: AccountUser | null; children: ReactNode }) {
  const router = useRouter()
  const machine = useMemo(
    () =>
      providedInBrowser(authMachine, () =>
        provideAuth(actors, {
          reloadPage: () => window.location.reload(),
          resumePage: () => void router.invalidate(),
          goHome: () => {
            forgetBuyerStorage()
            window.location.assign(localizeHref('/'))
          },
        }),
      ),
    [router],
  )
  const actor = useActorRef(machine, { input: { hasToken: hasSession } })

  useEffect(() => actor.send({ type: 'auth.loaded', user: viewer }), [actor, viewer])
  useEffect(() => {
    // The page on screen was rendered for the buyer (prices, stock): once the session is refused its data is
    // loaded again as a guest's (guards send the guest away from account pages). A guest refused again stays
    // put, so this cannot loop.
    const signOut = (type: 'auth.reject' | 'auth.unauthorized') => (payload: { reason?: SessionEnd }) => {
      const wasSignedIn = actor.getSnapshot().context.user !== null
      actor.send({ type, reason: payload.reason })
      if (!wasSignedIn) return
      forgetBuyerStorage()
      rememberViewer(null)
      if (!router.state.matches.some((match) => match.staticData.keepsFormWhenSignedOut)) void router.invalidate()
    }
    const offReject = apiEvents.on('auth.reject', signOut('auth.reject'))
    const offUnauthorized = apiEvents.on('auth.unauthorized', signOut('auth.unauthorized'))
    return () => {
      offReject()
      offUnauthorized()
    }
  }, [actor, router])

  // Until the machine has heard of the loader's viewer (the server render, the first client render) it is the user.
  const user = useSelector(actor, (snapshot) => (snapshot.matches('unknown') ? viewer : snapshot.context.user))
  const busy = useSelector(actor, (snapshot) => {
    const value = snapshot.value
    return typeof value === 'string' && value in BUSY ? BUSY[value as keyof typeof BUSY] : null
  })
  const loginErrors = useSelector(actor, (snapshot) => snapshot.context.loginErrors)
  const registerErrors = useSelector(actor, (snapshot) => snapshot.context.registerErrors)
  const registered = useSelector(actor, (snapshot) => snapshot.context.registered)
  const ended = useSelector(actor, (snapshot) => snapshot.context.ended)

  useEffect(() => rememberViewer(user), [user])

  const actions = useMemo(
    (): AuthActions => ({
      login: (body) => actor.send({ type: 'auth.login', username: body.username, password: body.password }),
      register: (body) => actor.send({ type: 'auth.register', body }),
      logout: () => actor.send({ type: 'auth.logout' }),
      edit: (form, field) => actor.send({ type: 'auth.edit', form, field }),
      dismissEnded: () => actor.send({ type: 'auth.dismissEnded' }),
      reload: () => {
        actor.send({ type: 'auth.markStale' })
        actor.send({ type: 'auth.refresh' })
      },
    }),
    [actor],
  )

  const value = useMemo(
    () => ({ user, busy, loginErrors, registerErrors, registered, ended, ...actions }),
    [user, busy, loginErrors, registerErrors, registered, ended, actions],
  )
  return <AuthContext value={value}>{children}</AuthContext>
}

export function useAuth(): AuthState & AuthActions {
  const value = use(AuthContext)
  if (!value) throw new Error('useAuth needs an AuthProvider above it')
  return value
}
