// The API client for the current environment: one per page in the browser, one per request during SSR
// (in process, with the visitor's locale and session).
import { createIsomorphicFn } from '@tanstack/react-start'
import { deleteCookie, getCookie, getRequest } from '@tanstack/react-start/server'
import { getLocale } from '../../messages/compiled/runtime.js'
import { createApiClient, type ApiClient } from './client'
import { apiEvents } from './events'
import { serverTransport } from './server-transport'
import { browserTokenStore, CSRF_COOKIE, memoryTokenStore, SESSION_COOKIE } from './token-store'

/** Any absolute origin works: the in-process transport only reads the path. */
const SERVER_BASE = 'http://vitrina.internal/api'

const inProcess: typeof globalThis.fetch = (input, init) => serverTransport()(new Request(input, init))

/** The calls of one page request: the API may share what they have in common (the session behind them). */
const inProcessFor =
  (page: Request): typeof globalThis.fetch =>
  (input, init) =>
    serverTransport()(new Request(input, init), page)

let browserClient: ApiClient | undefined

export const api = createIsomorphicFn()
  .server((): ApiClient =>
    createApiClient({
      baseURL: SERVER_BASE,
      locale: getLocale,
      // The visitor's session cookie authenticates the in-process calls as Bearer (no CSRF check applies).
      // When the API refuses it, the page answer drops both cookies, as a direct API answer would.
      token: memoryTokenStore(getCookie(SESSION_COOKIE) ?? null, () => {
        deleteCookie(SESSION_COOKIE, { path: '/' })
        deleteCookie(CSRF_COOKIE, { path: '/' })
      }),
      fetch: inProcessFor(getRequest()),
    }),
  )
  .client((): ApiClient => {
    browserClient ??= createApiClient({
      baseURL: '/api',
      locale: getLocale,
      token: browserTokenStore(),
      events: apiEvents,
    })
    return browserClient
  })

/**
 * The server entry's client, for calls made before the storefront takes a request (so without the visitor's
 * session or locale): a guest's calls to the Russian API, in process.
 */
export function entryApi(): ApiClient {
  return createApiClient({ baseURL: SERVER_BASE, locale: () => 'ru', token: memoryTokenStore(), fetch: inProcess })
}
