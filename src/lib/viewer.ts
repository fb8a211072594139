// Who is looking, for code outside React (the root loader, route guards). On the server the account is asked
// once per page request (guards and the root loader share the answer); in the browser the app remembers the
// signed-in account as the auth state knows it, so guards decide at once on client navigation.
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import type { AccountUser } from '../../contract/account'
import { getAccount } from '../api/accounts'
import { hasSession } from '../api/auth'

/** my/account/ when a session is believed to exist; any failure counts as a guest. */
function askAccount(): Promise<AccountUser | null> {
  if (!hasSession()) return Promise.resolve(null)
  return getAccount().then(
    ({ user }) => user,
    () => null,
  )
}

const perRequest = new WeakMap<Request, Promise<AccountUser | null>>()

/** Asks the API for the account (on the server at most once per page request). */
export const fetchViewer = createIsomorphicFn()
  .server((): Promise<AccountUser | null> => {
    const request = getRequest()
    let viewer = perRequest.get(request)
    if (!viewer) {
      viewer = askAccount()
      perRequest.set(request, viewer)
    }
    return viewer
  })
  .client(askAccount)

let remembered: { user: AccountUser | null } | undefined

/** The browser app reports every change of the signed-in account here (sign-in, sign-out, reject-auth). */
export function rememberViewer(user: AccountUser | null): void {
  if (typeof window !== 'undefined') remembered = { user }
}

/** The account as the app knows it now: in the browser without a request once the app is running. */
export function currentViewer(): Promise<AccountUser | null> {
  return remembered ? Promise.resolve(remembered.user) : fetchViewer()
}
