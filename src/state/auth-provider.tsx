// The auth machine for the whole app. It starts from the viewer the root loader fetched; its calls are the API
// client's; after a login the page reloads (SPEC 4), after a logout the visitor goes home (a full load, so every
// page drops the buyer's prices) and this browser forgets the buyer's favourites and cart id. When the server
// refuses the session (a 401, a 403, an answer saying it ended) the user is cleared at once and the page's data
// is loaded again as a guest's in place, without a reload that would lose what forms hold; a page that keeps its
// form for the buyer to sign in again (`staticData.keepsFormWhenSignedOut`) is left as it is.
import { useRouter } from '@tanstack/react-router'
import { createContext, use, useEffect, useMemo, useRef, type ReactNode } from 'react'
import type { AuthEffects, SessionEnd } from '../../machines/auth.machine'
import { useDeferredActor, useDeferredSelector } from './deferred-actor'
import type { AuthActor } from './auth-actor'
import { apiEvents } from '../api/events'
import { forgetBuyerStorage } from '../lib/buyer-storage'
import { rememberViewer } from '../lib/viewer'
import { useLatest } from '../lib/use-latest'
import { localizeHref } from '../../messages/compiled/runtime.js'
import type { AccountUser } from '../../contract/account'
import type { AuthActions, AuthState } from './auth-view'

const AuthContext = createContext<(AuthState & AuthActions) | null>(null)

const BUSY = { loggingIn: 'login', registering: 'register', loggingOut: 'logout' } as const

const startAuth = (effects: AuthEffects, viewer: AccountUser | null): Promise<AuthActor> =>
  import('./auth-actor').then((module) => module.startAuth(effects, viewer))

export function AuthProvider({ viewer, children }: { viewer: AccountUser | null; children: ReactNode }) {
  const router = useRouter()
  const latestViewer = useLatest(viewer)
  // The viewer the running actor last heard of: it starts with the one of that moment.
  const told = useRef<AccountUser | null>(null)
  const { actor, send } = useDeferredActor(() => {
    told.current = latestViewer.current
    return startAuth(
      {
        reloadPage: () => window.location.reload(),
        resumePage: () => void router.invalidate(),
        goHome: () => {
          forgetBuyerStorage()
          window.location.assign(localizeHref('/'))
        },
      },
      latestViewer.current,
    )
  })

  useEffect(() => {
    if (!actor || told.current === viewer) return
    told.current = viewer
    actor.send({ type: 'auth.loaded', user: viewer })
  }, [actor, viewer])

  // Until the machine runs and has heard of the loader's viewer, the viewer is the user.
  const user = useDeferredSelector(
    actor,
    (snapshot) => (snapshot.matches('unknown') ? viewer : snapshot.context.user),
    viewer,
  )
  const busy = useDeferredSelector(
    actor,
    (snapshot) => {
      const value = snapshot.value
      return typeof value === 'string' && value in BUSY ? BUSY[value as keyof typeof BUSY] : null
    },
    null,
  )
  const loginErrors = useDeferredSelector(actor, (snapshot) => snapshot.context.loginErrors, null)
  const registerErrors = useDeferredSelector(actor, (snapshot) => snapshot.context.registerErrors, null)
  const registered = useDeferredSelector(actor, (snapshot) => snapshot.context.registered, null)
  const ended = useDeferredSelector(actor, (snapshot) => snapshot.context.ended, null)

  const latestUser = useLatest(user)
  useEffect(() => {
    // The page on screen was rendered for the buyer (prices, stock): once the session is refused its data is
    // loaded again as a guest's (guards send the guest away from account pages). A guest refused again stays
    // put, so this cannot loop.
    const signOut = (type: 'auth.reject' | 'auth.unauthorized') => (payload: { reason?: SessionEnd }) => {
      const wasSignedIn = latestUser.current !== null
      send({ type, reason: payload.reason })
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
  }, [send, router, latestUser])

  useEffect(() => rememberViewer(user), [user])

  const actions = useMemo(
    (): AuthActions => ({
      login: (body) => send({ type: 'auth.login', username: body.username, password: body.password }),
      register: (body) => send({ type: 'auth.register', body }),
      logout: () => send({ type: 'auth.logout' }),
      edit: (form, field) => send({ type: 'auth.edit', form, field }),
      dismissEnded: () => send({ type: 'auth.dismissEnded' }),
      reload: () => {
        send({ type: 'auth.markStale' })
        send({ type: 'auth.refresh' })
      },
    }),
    [send],
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
