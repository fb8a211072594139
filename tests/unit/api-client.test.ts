import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiClient, type ApiClientOptions } from '../../src/api/client'
import { ApiError } from '../../src/api/errors'
import { apiEvents, createApiEvents, type ApiEventMap } from '../../src/api/events'
import {
  browserTokenStore,
  memoryTokenStore,
  TOKEN_MAX_AGE_SECONDS,
  type WritableTokenStore,
} from '../../src/api/token-store'

type Recorded = { url: string; method: string; headers: Headers; body: BodyInit | null | undefined }
type Reply = Response | (() => Response) | Error

function json(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } })
}

/** A fake transport: answers with the queued replies in order (the last one repeats) and records requests. */
function fakeFetch(...replies: Reply[]) {
  const requests: Recorded[] = []
  const queue = replies.length > 0 ? replies : [json({})]
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    requests.push({
      url,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
    })
    const reply = queue[Math.min(requests.length - 1, queue.length - 1)]
    if (reply instanceof Error) throw reply
    if (typeof reply === 'function') return reply()
    // A Response body can be read once: hand out a copy so a repeated reply still works.
    return reply!.clone()
  }
  return { fetch, requests }
}

function setup(replies: Reply[] = [], overrides: Partial<ApiClientOptions> = {}) {
  const transport = fakeFetch(...replies)
  const events = createApiEvents()
  const token: WritableTokenStore = memoryTokenStore(null)
  let locale: 'ru' | 'en' = 'ru'
  const client = createApiClient({
    baseURL: '/api',
    locale: () => locale,
    token,
    fetch: transport.fetch,
    events,
    ...overrides,
  })
  const seen = {
    reject: [] as ApiEventMap['auth.reject'][],
    unauthorized: [] as ApiEventMap['auth.unauthorized'][],
    alerts: [] as ApiEventMap['alert.serverError'][],
  }
  events.on('auth.reject', (payload) => seen.reject.push(payload))
  events.on('auth.unauthorized', (payload) => seen.unauthorized.push(payload))
  events.on('alert.serverError', (payload) => seen.alerts.push(payload))
  return {
    client,
    token,
    events,
    seen,
    requests: transport.requests,
    setLocale: (next: 'ru' | 'en') => {
      locale = next
    },
  }
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the call to fail')
}

describe('paths and locale prefix', () => {
  it('puts relative paths under the base, with no prefix for ru', async () => {
    const t = setup()
    await t.client.get('vars/')
    expect(t.requests[0]!.url).toBe('/api/vars/')
  })

  it('adds /en for English, reading the locale on every call', async () => {
    const t = setup()
    t.setLocale('en')
    await t.client.get('vars/')
    t.setLocale('ru')
    await t.client.get('catalog/categories/')
    expect(t.requests.map((r) => r.url)).toEqual(['/api/en/vars/', '/api/catalog/categories/'])
  })

  it('tolerates a trailing slash on the base and an absolute server base', async () => {
    const a = setup([], { baseURL: '/api/' })
    await a.client.get('vars/')
    const b = setup([], { baseURL: 'http://internal/api', locale: () => 'en' })
    await b.client.get('catalog/products/12/')
    expect(a.requests[0]!.url).toBe('/api/vars/')
    expect(b.requests[0]!.url).toBe('http://internal/api/en/catalog/products/12/')
  })

  it('uses paths starting with / or http(s):// as is, without base or prefix', async () => {
    const t = setup()
    t.setLocale('en')
    await t.client.get('/robots.txt')
    await t.client.get('https://suggest.example.com/api/address')
    await t.client.get('HTTP://example.com/x')
    expect(t.requests.map((r) => r.url)).toEqual([
      '/robots.txt',
      'https://suggest.example.com/api/address',
      'HTTP://example.com/x',
    ])
  })

  it('gives root-relative paths the origin of an absolute (server) base, without base path or prefix', async () => {
    const t = setup([], { baseURL: 'http://internal/api', locale: () => 'en' })
    await t.client.get('/api/vars/')
    expect(t.requests[0]!.url).toBe('http://internal/api/vars/')
  })
})

describe('query encoding', () => {
  it('comma-joins arrays, drops undefined, null and empty arrays, stringifies the rest', async () => {
    const t = setup()
    await t.client.get('catalog/products/', {
      query: { ps: 24, p: 2, o: '-price', a: '1', b: [1, 2], c: ['x', 'y'], n: [], f: undefined, s: null, short: true },
    })
    expect(t.requests[0]!.url).toBe('/api/catalog/products/?ps=24&p=2&o=-price&a=1&b=1,2&c=x,y&short=true')
  })

  it('percent-encodes keys and values (except commas)', async () => {
    const t = setup()
    await t.client.get('search/', { query: { q: 'шуруп 4,5 мм&more', 'a b': 'c/d?' } })
    const url = t.requests[0]!.url
    expect(url).toBe(
      `/api/search/?q=${encodeURIComponent('шуруп 4')},${encodeURIComponent('5 мм&more')}&a%20b=c%2Fd%3F`,
    )
    expect(new URL(url, 'http://x').searchParams.get('q')).toBe('шуруп 4,5 мм&more')
  })

  it('appends to a query string already in the path', async () => {
    const t = setup()
    await t.client.get('carts/?cart_id=7', { query: { page: 1 } })
    await t.client.get('carts/', { query: {} })
    expect(t.requests.map((r) => r.url)).toEqual(['/api/carts/?cart_id=7&page=1', '/api/carts/'])
  })
})

describe('headers and bodies', () => {
  it('sends a stored token as Bearer and nothing without one', async () => {
    const t = setup()
    await t.client.get('my/account/')
    t.token.set('abc123')
    await t.client.get('my/account/')
    expect(t.requests[0]!.headers.has('authorization')).toBe(false)
    expect(t.requests[1]!.headers.get('authorization')).toBe('Bearer abc123')
  })

  it('adds per-client headers (SSR cookies) and per-call headers, the call winning', async () => {
    const t = setup([], { headers: () => ({ cookie: 'city=5', 'x-from': 'client' }) })
    await t.client.get('vars/', { headers: { 'x-from': 'call' } })
    const headers = t.requests[0]!.headers
    expect(headers.get('cookie')).toBe('city=5')
    expect(headers.get('x-from')).toBe('call')
    expect(headers.get('accept')).toBe('application/json')
  })

  it('sends JSON bodies with content-type application/json for every writing method', async () => {
    const t = setup()
    await t.client.post('authorization/login', { username: 'u', password: 'p' })
    await t.client.put('my/account/', { first_name: 'Ivan' })
    await t.client.patch('update-quantity/', { quantity: 3 })
    await t.client.delete('favorites/', { body: { favorite_products: 12 } })
    await t.client.post('favorites/', [1, 2])
    expect(t.requests.map((r) => [r.method, r.headers.get('content-type'), r.body])).toEqual([
      ['POST', 'application/json', '{"username":"u","password":"p"}'],
      ['PUT', 'application/json', '{"first_name":"Ivan"}'],
      ['PATCH', 'application/json', '{"quantity":3}'],
      ['DELETE', 'application/json', '{"favorite_products":12}'],
      ['POST', 'application/json', '[1,2]'],
    ])
  })

  it('sends no body when none is given, and passes FormData through', async () => {
    const t = setup()
    await t.client.post('carts/clear/')
    await t.client.delete('carts/items/5/')
    const form = new FormData()
    form.set('name', 'Ivan')
    await t.client.post('forms/vacancy/', form)
    expect(t.requests[0]!.body).toBeUndefined()
    expect(t.requests[1]!.method).toBe('DELETE')
    expect(t.requests[1]!.body).toBeUndefined()
    expect(t.requests[2]!.body).toBe(form)
    expect(t.requests[2]!.headers.get('content-type')).toBeNull()
  })

  it('passes the abort signal to the transport', async () => {
    const seenSignals: (AbortSignal | null | undefined)[] = []
    const controller = new AbortController()
    const client = createApiClient({
      baseURL: '/api',
      locale: () => 'ru',
      token: memoryTokenStore(),
      fetch: async (_input, init) => {
        seenSignals.push(init?.signal)
        return json({})
      },
    })
    await client.get('vars/', { signal: controller.signal })
    expect(seenSignals[0]).toBe(controller.signal)
  })
})

describe('responses', () => {
  it('returns parsed JSON', async () => {
    const t = setup([json({ results: [{ id: 1 }] })])
    await expect(t.client.get<{ results: { id: number }[] }>('favorites/')).resolves.toEqual({ results: [{ id: 1 }] })
  })

  it('returns undefined for 204 and text for text responses', async () => {
    const t = setup([
      new Response(null, { status: 204 }),
      new Response('ok', { headers: { 'content-type': 'text/plain' } }),
    ])
    await expect(t.client.delete('carts/items/1/')).resolves.toBeUndefined()
    await expect(t.client.get('health')).resolves.toBe('ok')
  })
})

describe('401: clear the token and retry once without Authorization', () => {
  it('retries without Authorization and returns the retry result', async () => {
    const t = setup([json({ detail: 'Invalid token.' }, 401), json({ id: 3 })])
    t.token.set('stale')
    await expect(t.client.get('catalog/products/3/')).resolves.toEqual({ id: 3 })
    expect(t.token.get()).toBeNull()
    expect(t.requests).toHaveLength(2)
    expect(t.requests[0]!.headers.get('authorization')).toBe('Bearer stale')
    expect(t.requests[1]!.headers.has('authorization')).toBe(false)
    expect(t.requests[1]!.url).toBe(t.requests[0]!.url)
  })

  it('repeats the same method and body on the retry', async () => {
    const t = setup([json({}, 401), json({ ok: true })])
    t.token.set('stale')
    await t.client.post('carts/items/', { product: 4, quantity: 2 }, { query: { cart_id: 9 } })
    expect(t.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/api/carts/items/?cart_id=9', '{"product":4,"quantity":2}'],
      ['POST', '/api/carts/items/?cart_id=9', '{"product":4,"quantity":2}'],
    ])
  })

  it('throws when the retry fails too, without looping', async () => {
    const t = setup([json({ detail: 'Authentication required.' }, 401)])
    t.token.set('stale')
    const error = await caught(t.client.get('my/account/'))
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(401)
    expect((error as ApiError).message).toBe('Authentication required.')
    expect(t.requests).toHaveLength(2)
  })

  it('drops an Authorization given per call on the retry as well', async () => {
    const t = setup([json({}, 401), json({})])
    await t.client.get('my/account/', { headers: { authorization: 'Bearer manual' } })
    expect(t.requests[0]!.headers.get('authorization')).toBe('Bearer manual')
    expect(t.requests[1]!.headers.has('authorization')).toBe(false)
  })

  it('reports auth.unauthorized when a session was believed to exist, and not for a guest', async () => {
    const t = setup([json({}, 401), json({})])
    t.token.set('stale')
    await t.client.get('catalog/products/3/')
    expect(t.seen.unauthorized).toEqual([{ status: 401, url: '/api/catalog/products/3/', reason: 'expired' }])
    const guest = setup([json({}, 401)])
    await caught(guest.client.get('my/account/'))
    expect(guest.seen.unauthorized).toEqual([])
  })

  it('knows a session existed even when the answer removed the hint (browsers apply Set-Cookie first)', async () => {
    const t = setup([() => (t.token.clear(), json({ detail: 'Сессия истекла.' }, 401))])
    t.token.set('cookie-hint')
    await caught(t.client.post('orders/', {}))
    expect(t.seen.unauthorized).toEqual([{ status: 401, url: '/api/orders/', reason: 'expired' }])
  })
})

describe('X-Session-Ended: the server refused the session and says why', () => {
  const ended = (reason: string, status = 200, data: unknown = {}) =>
    new Response(JSON.stringify(data), {
      status,
      headers: { 'content-type': 'application/json', 'x-session-ended': reason },
    })

  it("signs out on a public answer given as a guest's, with the reason, and still returns it", async () => {
    const t = setup([ended('deactivated', 200, { products: [] })])
    t.token.set('tok')
    await expect(t.client.get('catalog/products/')).resolves.toEqual({ products: [] })
    expect(t.token.get()).toBeNull()
    expect(t.seen.unauthorized).toEqual([{ status: 200, url: '/api/catalog/products/', reason: 'deactivated' }])
  })

  it('passes the reason of a refused call, and of a 403, once each', async () => {
    const t = setup([ended('deactivated', 401, { detail: 'Доступ приостановлен.', code: 'account_suspended' })])
    const error = await caught(t.client.get('my/account/'))
    expect((error as ApiError).fieldErrors).toEqual({})
    expect(t.seen.unauthorized).toEqual([{ status: 401, url: '/api/my/account/', reason: 'deactivated' }])
    const refused = setup([ended('expired', 403, { detail: 'CSRF', code: 'csrf_failed' })])
    await caught(refused.client.post('carts/clear/'))
    expect(refused.seen.reject).toEqual([{ status: 403, url: '/api/carts/clear/', reason: 'expired' }])
    expect(refused.seen.unauthorized).toEqual([])
  })

  it('ignores a value it does not know', async () => {
    const t = setup([ended('whatever')])
    t.token.set('tok')
    await t.client.get('vars/')
    expect(t.token.get()).toBe('tok')
    expect(t.seen.unauthorized).toEqual([])
  })

  it('does not retry a request that carried no Authorization (it would be identical)', async () => {
    const t = setup([json({ detail: 'Authentication required.' }, 401)])
    const clear = vi.spyOn(t.token, 'clear')
    const error = await caught(t.client.get('my/account/'))
    expect((error as ApiError).status).toBe(401)
    expect(clear).toHaveBeenCalledTimes(1)
    expect(t.requests).toHaveLength(1)
  })

  it('handles a 403 on the retry like any 403', async () => {
    const t = setup([json({}, 401), json({ detail: 'Forbidden' }, 403)])
    t.token.set('stale')
    const error = await caught(t.client.get('my/account/'))
    expect((error as ApiError).status).toBe(403)
    expect(t.seen.reject).toHaveLength(1)
  })
})

describe('403: global reject-auth', () => {
  it('emits auth.reject with the URL, then throws', async () => {
    const t = setup([json({ detail: 'You do not have permission to perform this action.' }, 403)])
    t.token.set('tok')
    const error = await caught(t.client.post('orders/', { comment: '' }))
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(403)
    expect((error as ApiError).message).toBe('You do not have permission to perform this action.')
    expect(t.seen.reject).toEqual([{ status: 403, url: '/api/orders/' }])
    expect(t.requests).toHaveLength(1)
    // The client only reports; clearing the user is the auth machine's job.
    expect(t.token.get()).toBe('tok')
  })

  it('emits even with suppressErrorAlert', async () => {
    const t = setup([json({}, 403)])
    await caught(t.client.get('my/account/', { suppressErrorAlert: true }))
    expect(t.seen.reject).toHaveLength(1)
  })
})

describe('502 / 504: server-error alert', () => {
  it.each([502, 504] as const)('emits alert.serverError for %i, then throws', async (status) => {
    const t = setup([new Response('<html>Bad gateway</html>', { status, headers: { 'content-type': 'text/html' } })])
    const error = await caught(t.client.get('vars/'))
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(status)
    expect((error as ApiError).data).toBe('<html>Bad gateway</html>')
    expect(t.seen.alerts).toEqual([{ messageKey: 'errors_serverError', status }])
  })

  it('is silenced by suppressErrorAlert', async () => {
    const t = setup([json({}, 502)])
    const error = await caught(t.client.post('authorization/login', {}, { suppressErrorAlert: true }))
    expect((error as ApiError).status).toBe(502)
    expect(t.seen.alerts).toEqual([])
  })

  it.each([400, 404, 500, 503])('is not emitted for %i', async (status) => {
    const t = setup([json({ detail: 'x' }, status)])
    const error = await caught(t.client.get('vars/'))
    expect((error as ApiError).status).toBe(status)
    expect(t.seen.alerts).toEqual([])
    expect(t.seen.reject).toEqual([])
  })
})

describe('errors', () => {
  it('throws ApiError with data, formatted message and field errors', async () => {
    const t = setup([json({ username: ['This field is required.'], password: ['Too short.'] }, 400)])
    const error = await caught(t.client.post('authorization/login', {}))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toBeInstanceOf(Error)
    const apiError = error as ApiError
    expect(apiError.name).toBe('ApiError')
    expect(apiError.status).toBe(400)
    expect(apiError.method).toBe('POST')
    expect(apiError.url).toBe('/api/authorization/login')
    expect(apiError.data).toEqual({ username: ['This field is required.'], password: ['Too short.'] })
    expect(apiError.message).toBe('This field is required.\nToo short.')
    expect(apiError.fieldErrors).toEqual({ username: ['This field is required.'], password: ['Too short.'] })
  })

  it('falls back to a status message when the body is empty', async () => {
    const t = setup([new Response(null, { status: 500 })])
    const error = (await caught(t.client.get('vars/'))) as ApiError
    expect(error.message).toBe('Request failed with status 500')
    expect(error.data).toBeUndefined()
    expect(error.fieldErrors).toEqual({})
  })

  it('turns a network failure into ApiError with status 0, keeping the cause', async () => {
    const failure = new TypeError('fetch failed')
    const t = setup([failure])
    const error = (await caught(t.client.get('vars/'))) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(0)
    expect(error.message).toBe('Network error')
    expect(error.cause).toBe(failure)
    expect(t.seen.alerts).toEqual([])
  })

  it('rethrows an abort as the signal reason, not as ApiError', async () => {
    const controller = new AbortController()
    const client = createApiClient({
      baseURL: '/api',
      locale: () => 'ru',
      token: memoryTokenStore(),
      fetch: (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    })
    const pending = caught(client.get('search/', { signal: controller.signal, query: { q: 'a' } }))
    controller.abort()
    const error = await pending
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as Error).name).toBe('AbortError')
  })
})

describe('events', () => {
  it('defaults to the app-wide apiEvents instance', async () => {
    const client = createApiClient({
      baseURL: '/api',
      locale: () => 'ru',
      token: memoryTokenStore(),
      fetch: async () => json({}, 504),
    })
    const listener = vi.fn()
    const off = apiEvents.on('alert.serverError', listener)
    await caught(client.get('vars/'))
    off()
    await caught(client.get('vars/'))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalledWith({ messageKey: 'errors_serverError', status: 504 })
  })

  it('unsubscribes, and a throwing listener does not stop the others or the request', async () => {
    const events = createApiEvents()
    const calls: string[] = []
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    events.on('auth.reject', () => {
      throw new Error('boom')
    })
    const off = events.on('auth.reject', () => calls.push('second'))
    events.emit('auth.reject', { status: 403, url: '/api/x/' })
    off()
    events.emit('auth.reject', { status: 403, url: '/api/x/' })
    expect(calls).toEqual(['second'])
    expect(quiet).toHaveBeenCalledTimes(2)
    quiet.mockRestore()
  })
})

describe('token stores', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('memoryTokenStore holds, sets and clears a Bearer token and never has a CSRF value', () => {
    const store = memoryTokenStore('a')
    expect(store.get()).toBe('a')
    expect(store.has()).toBe(true)
    expect(store.csrf()).toBeNull()
    store.set('b')
    expect(store.get()).toBe('b')
    store.clear()
    expect(store.get()).toBeNull()
    expect(store.has()).toBe(false)
    expect(memoryTokenStore().get()).toBeNull()
  })

  it('memoryTokenStore reports clearing a token it held, once (the server drops the cookies then)', () => {
    const onClear = vi.fn()
    const store = memoryTokenStore('a', onClear)
    store.clear()
    store.clear()
    expect(onClear).toHaveBeenCalledTimes(1)
    memoryTokenStore(null, onClear).clear()
    expect(onClear).toHaveBeenCalledTimes(1)
  })

  it('browserTokenStore is empty and inert during SSR (no document)', () => {
    expect(typeof document).toBe('undefined')
    const store = browserTokenStore()
    expect(store.get()).toBeNull()
    expect(store.has()).toBe(false)
    expect(store.csrf()).toBeNull()
    expect(() => store.clear()).not.toThrow()
  })

  function fakeBrowser() {
    const jar = new Map<string, string>()
    const written: string[] = []
    const document = {
      get cookie() {
        return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
      },
      set cookie(line: string) {
        written.push(line)
        const [pair = ''] = line.split(';')
        const eq = pair.indexOf('=')
        const name = pair.slice(0, eq)
        if (/max-age=0(;|$)/i.test(line)) jar.delete(name)
        else jar.set(name, pair.slice(eq + 1))
      },
    }
    vi.stubGlobal('document', document)
    return { jar, written }
  }

  it('browserTokenStore: signed in while the csrftoken cookie is there; never a Bearer token', () => {
    const browser = fakeBrowser()
    const store = browserTokenStore()
    expect(store.has()).toBe(false)
    browser.jar.set('city', '5')
    browser.jar.set('csrftoken', 'c%2Fsrf')
    expect(store.has()).toBe(true)
    expect(store.csrf()).toBe('c/srf')
    expect(store.get()).toBeNull()
  })

  it('browserTokenStore.clear deletes the csrftoken cookie only', () => {
    const browser = fakeBrowser()
    browser.jar.set('csrftoken', 'x')
    browser.jar.set('city', '5')
    browserTokenStore().clear()
    expect(browser.written).toEqual(['csrftoken=; Max-Age=0; Path=/; SameSite=Lax'])
    expect([...browser.jar.keys()]).toEqual(['city'])
  })

  it('the browser client sends X-CSRF-Token on every non-GET call and no Authorization', async () => {
    const browser = fakeBrowser()
    browser.jar.set('csrftoken', 'abc')
    const transport = fakeFetch(json({}))
    const client = createApiClient({
      baseURL: '/api',
      locale: () => 'ru',
      token: browserTokenStore(),
      fetch: transport.fetch,
      events: createApiEvents(),
    })
    await client.get('my/account/')
    await client.post('authorization/restore/', { email: 'a@b.c' })
    await client.put('my/account/', {})
    await client.patch('x/', {})
    await client.delete('authorization/logout/')
    expect(transport.requests.map((r) => [r.method, r.headers.get('x-csrf-token')])).toEqual([
      ['GET', null],
      ['POST', 'abc'],
      ['PUT', 'abc'],
      ['PATCH', 'abc'],
      ['DELETE', 'abc'],
    ])
    expect(transport.requests.some((r) => r.headers.has('authorization'))).toBe(false)
    expect(client.hasToken()).toBe(true)
  })

  it('the browser client sends no X-CSRF-Token without the cookie', async () => {
    fakeBrowser()
    const transport = fakeFetch(json({}))
    const client = createApiClient({
      baseURL: '/api',
      locale: () => 'ru',
      token: browserTokenStore(),
      fetch: transport.fetch,
      events: createApiEvents(),
    })
    await client.post('authorization/login/', { username: 'u', password: 'p' })
    expect(transport.requests[0]!.headers.has('x-csrf-token')).toBe(false)
    expect(client.hasToken()).toBe(false)
  })

  it('the browser client drops the csrftoken cookie on 401 and does not repeat the identical request', async () => {
    const browser = fakeBrowser()
    browser.jar.set('csrftoken', 'stale')
    const transport = fakeFetch(json({ detail: 'Authentication required.' }, 401))
    const client = createApiClient({
      baseURL: '/api',
      locale: () => 'ru',
      token: browserTokenStore(),
      fetch: transport.fetch,
      events: createApiEvents(),
    })
    const error = await caught(client.get('my/account/'))
    expect((error as ApiError).status).toBe(401)
    expect(browser.jar.has('csrftoken')).toBe(false)
    expect(client.hasToken()).toBe(false)
    expect(transport.requests).toHaveLength(1)
  })

  it('the SSR client forwards the session as Bearer, with no CSRF header, and reports a refused session', async () => {
    const onClear = vi.fn()
    const transport = fakeFetch(json({}, 401), json({ ok: true }))
    const client = createApiClient({
      baseURL: 'http://internal/api',
      locale: () => 'ru',
      token: memoryTokenStore('sess', onClear),
      fetch: transport.fetch,
      events: createApiEvents(),
    })
    await expect(client.post('carts/clear/')).resolves.toEqual({ ok: true })
    expect(transport.requests[0]!.headers.get('authorization')).toBe('Bearer sess')
    expect(transport.requests[0]!.headers.has('x-csrf-token')).toBe(false)
    expect(transport.requests[1]!.headers.has('authorization')).toBe(false)
    expect(onClear).toHaveBeenCalledTimes(1)
    expect(TOKEN_MAX_AGE_SECONDS).toBe(1295940)
  })
})
