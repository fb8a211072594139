// The one HTTP client of the storefront (ARCHITECTURE "Data flow"), built on ofetch. ofetch is imported on the
// first call (the browser fetches it once idle, prefetch.ts), which keeps it out of a page's first load.
// Browser: base '/api', global fetch. SSR: same client, base 'http://internal/api' and an
// in-process `fetch` that hands the Request to the API app.
//
// Behaviour (SPEC 7-8):
// - locale prefix and query encoding: see url.ts;
// - a Bearer token (SSR: the visitor's session) goes out as `Authorization: Bearer <token>`; in the browser the
//   httpOnly session cookie authenticates instead, and every non-GET call carries `X-CSRF-Token` (the csrftoken
//   cookie) so the server can tell it from a cross-site request;
// - 401: the token is cleared ('auth.unauthorized' is emitted when a session was believed to exist) and, if
//   the request carried Authorization, it is retried once without it;
// - any answer with X-Session-Ended (the server refused the session, even on a public call it then answered as a
//   guest's): the token is cleared and 'auth.unauthorized' says why (`expired` or `deactivated`);
// - 403: 'auth.reject' is emitted, then the error is thrown;
// - 502 / 504: 'alert.serverError' is emitted unless `suppressErrorAlert`, then the error is thrown;
// - every failure is an ApiError (status 0 when no response arrived); an abort through
//   `signal` rethrows the signal's reason untouched, so callers can tell cancellation apart.

import type { $Fetch, FetchResponse } from 'ofetch'
import type { SessionEnd } from '../../machines/auth.machine'
import { ApiError } from './errors'
import { apiEvents, type ApiEvents } from './events'
import { CSRF_HEADER, type TokenStore } from './token-store'
import { buildUrl, type Locale, type Query } from './url'

export type ApiClientOptions = {
  /** '/api' in the browser, 'http://internal/api' on the server. */
  baseURL: string
  /** English calls go to `${baseURL}/en/<path>`, Russian ones to `${baseURL}/<path>`. */
  locale: () => Locale
  token: TokenStore
  /** Injectable transport: in-process on the server, fake in tests. Defaults to the global fetch. */
  fetch?: typeof globalThis.fetch
  /** Extra headers per call (e.g. forwarded cookies during SSR). */
  headers?: () => Record<string, string>
  /** Where 403 / 502 / 504 events go; defaults to the app-wide `apiEvents`. */
  events?: ApiEvents
}

export type CallOptions = {
  query?: Query
  signal?: AbortSignal
  /** Do not emit the 502/504 server-error alert for this call (the caller shows its own). */
  suppressErrorAlert?: boolean
  headers?: Record<string, string>
}

export interface ApiClient {
  /** A session is believed to exist: worth asking for the account (a stale one is cleared by the first 401). */
  hasToken(): boolean
  get<T>(path: string, options?: CallOptions): Promise<T>
  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>
  put<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>
  patch<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>
  delete<T>(path: string, options?: CallOptions & { body?: unknown }): Promise<T>
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

// ofetch serialises plain objects and arrays to JSON (with content-type application/json)
// and passes FormData, Blob, URLSearchParams and strings through.
type RequestBody = BodyInit | Record<string, unknown>

/** The server's word that the session presented no longer signs anybody in, and why. */
const SESSION_ENDED_HEADER = 'x-session-ended'

function sessionEndOf(response: Response): SessionEnd | null {
  const value = response.headers.get(SESSION_ENDED_HEADER)
  return value === 'expired' || value === 'deactivated' ? value : null
}

type OfetchModule = { ofetch: $Fetch }

let ofetchModule: Promise<OfetchModule> | undefined

/** ofetch's code, fetched once; a failed fetch (offline, a deploy in between) is tried again on the next call. */
export function loadOfetch(): Promise<OfetchModule> {
  ofetchModule ??= import('ofetch').catch((error: unknown) => {
    ofetchModule = undefined
    throw error
  })
  return ofetchModule
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const events = options.events ?? apiEvents
  // Resolve the global fetch per call, so a late polyfill or test stub is honoured.
  const transport: typeof globalThis.fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init)
  // Status handling is ours: no ofetch retries, no ofetch errors for 4xx/5xx.
  let fetcher: $Fetch | undefined
  const ready = async () =>
    (fetcher ??= (await loadOfetch()).ofetch.create({ retry: false, ignoreResponseError: true }, { fetch: transport }))

  function buildHeaders(method: Method, call: CallOptions, withAuth: boolean): Headers {
    const headers = new Headers({ accept: 'application/json' })
    for (const [name, value] of Object.entries(options.headers?.() ?? {})) headers.set(name, value)
    const token = withAuth ? options.token.get() : null
    if (token) headers.set('authorization', `Bearer ${token}`)
    const csrf = method === 'GET' ? null : options.token.csrf()
    if (csrf) headers.set(CSRF_HEADER, csrf)
    for (const [name, value] of Object.entries(call.headers ?? {})) headers.set(name, value)
    if (!withAuth) headers.delete('authorization')
    return headers
  }

  async function send(
    method: Method,
    url: string,
    body: unknown,
    headers: Headers,
    call: CallOptions,
  ): Promise<FetchResponse<unknown>> {
    try {
      const $fetch = await ready()
      call.signal?.throwIfAborted()
      return await $fetch.raw<unknown>(url, {
        method,
        headers,
        body: body === undefined ? undefined : (body as RequestBody),
        signal: call.signal,
      })
    } catch (error) {
      if (call.signal?.aborted) throw call.signal.reason
      // ofetch wraps the transport's exception; keep the original as the cause.
      const cause = error instanceof Error && error.cause !== undefined ? error.cause : error
      throw new ApiError({ status: 0, url, method, cause })
    }
  }

  async function request<T>(method: Method, path: string, body: unknown, call: CallOptions = {}): Promise<T> {
    const url = buildUrl(options.baseURL, options.locale(), path, call.query)

    // Asked before the call: in the browser the answer's Set-Cookie may already have removed the session hint.
    const hadSession = options.token.has()
    const headers = buildHeaders(method, call, true)
    let response = await send(method, url, body, headers, call)
    const ended = sessionEndOf(response)

    if (response.status === 401 || ended) {
      options.token.clear()
      if (response.status !== 403 && (hadSession || ended)) {
        events.emit('auth.unauthorized', { status: response.status, url, reason: ended ?? 'expired' })
      }
      // Once, and only when it could change anything: without Authorization.
      if (response.status === 401 && headers.has('authorization')) {
        response = await send(method, url, body, buildHeaders(method, call, false), call)
      }
    }

    const { status } = response
    if (status < 400) return response._data as T

    if (status === 403) {
      events.emit('auth.reject', ended ? { status: 403, url, reason: ended } : { status: 403, url })
    } else if ((status === 502 || status === 504) && !call.suppressErrorAlert) {
      events.emit('alert.serverError', { messageKey: 'errors_serverError', status })
    }
    throw new ApiError({ status, data: response._data, url, method })
  }

  return {
    hasToken: () => options.token.has(),
    get: (path, call) => request('GET', path, undefined, call),
    post: (path, body, call) => request('POST', path, body, call),
    put: (path, body, call) => request('PUT', path, body, call),
    patch: (path, body, call) => request('PATCH', path, body, call),
    delete: (path, call) => {
      const { body, ...rest } = call ?? {}
      return request('DELETE', path, body, rest)
    },
  }
}
