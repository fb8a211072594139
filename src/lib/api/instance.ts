// The API client for the current environment: one per page in the browser, one per request during SSR
// (in process, with the visitor's locale and token).
import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { getLocale } from '../../paraglide/runtime.js'
import { createApiClient, type ApiClient } from './client'
import { apiEvents } from './events'
import { serverTransport } from './server-transport'
import { browserTokenStore, memoryTokenStore } from './token-store'

/** Any absolute origin works: the in-process transport only reads the path. */
const SERVER_BASE = 'http://vitrina.internal/api'

let browserClient: ApiClient | undefined

export const api = createIsomorphicFn()
  .server(
    (): ApiClient =>
      createApiClient({
        baseURL: SERVER_BASE,
        locale: getLocale,
        token: memoryTokenStore(getCookie('token') ?? null),
        fetch: (input, init) => serverTransport()(new Request(input, init)),
      }),
  )
  .client((): ApiClient => {
    browserClient ??= createApiClient({ baseURL: '/api', locale: getLocale, token: browserTokenStore(), events: apiEvents })
    return browserClient
  })
