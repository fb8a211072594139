// The auth machine's actor, started by the AuthProvider after hydration (decision 031). Its calls are the API
// client's; the sign-in and registration forms show their own failures: no global server-error alert for those.
import { createActor } from 'xstate'
import { provideAuth, type AuthActors, type AuthEffects } from '../../machines/auth.machine'
import { getAccount } from '../api/accounts'
import { hasSession, login, logout, register } from '../api/auth'
import type { AccountUser } from '../../contract/account'

const actors: AuthActors = {
  loadAccount: ({ signal }) => getAccount({ signal }),
  login: ({ input, signal }) => login(input, { signal, suppressErrorAlert: true }),
  register: ({ input, signal }) => register(input, { signal, suppressErrorAlert: true }),
  logout: ({ signal }) => logout({ signal, suppressErrorAlert: true }),
}

/** The running actor, told first of the viewer the page was rendered for. */
export function startAuth(effects: AuthEffects, viewer: AccountUser | null) {
  const actor = createActor(provideAuth(actors, effects), { input: { hasToken: hasSession } }).start()
  actor.send({ type: 'auth.loaded', user: viewer })
  return actor
}

export type AuthActor = ReturnType<typeof startAuth>
