// The DaData provider against a local HTTP server speaking DaData's request and response shapes.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApiApp } from '../../server/app'
import { parseEnv } from '../../server/env'
import { createDadataProvider } from '../../server/modules/suggestions/dadata'
import { createSuggestionProvider } from '../../server/modules/suggestions/select-provider'
import type { CompanySuggestion, SuggestionsResponse, ValueSuggestion } from '../../contract/suggestions'
import { setupApi } from '../fixtures/api-app'

const api = setupApi()

type Received = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown }
type Mode = 'ok' | 'error' | 'hang' | 'garbage'

const LEGAL = {
  value: 'ООО "ХВОСТИК"',
  unrestricted_value: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "ХВОСТИК"',
  data: {
    inn: '7707083893',
    kpp: '773601001',
    type: 'LEGAL',
    name: {
      full_with_opf: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "ХВОСТИК"',
      short_with_opf: 'ООО "ХВОСТИК"',
      full: 'ХВОСТИК',
      short: 'ХВОСТИК',
    },
    management: { name: 'Петров Иван Сергеевич', post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР' },
    address: {
      value: 'г Москва, ул Профсоюзная, д 56',
      unrestricted_value: '117342, г Москва, ул Профсоюзная, д 56',
      data: {},
    },
  },
}

const INDIVIDUAL = {
  value: 'ИП Сидорова Анна Викторовна',
  unrestricted_value: 'ИП Сидорова Анна Викторовна',
  data: {
    inn: '500100732259',
    kpp: null,
    type: 'INDIVIDUAL',
    name: {
      full_with_opf: 'Индивидуальный предприниматель Сидорова Анна Викторовна',
      short_with_opf: 'ИП Сидорова Анна Викторовна',
      full: 'Сидорова Анна Викторовна',
      short: null,
    },
    fio: { surname: 'Сидорова', name: 'Анна', patronymic: 'Викторовна' },
    management: null,
    address: {
      value: 'Московская обл, г Подольск',
      unrestricted_value: '142100, Московская обл, г Подольск',
      data: {},
    },
  },
}

const ANSWERS: Record<string, unknown[]> = {
  '/suggestions/api/4_1/rs/suggest/party': [LEGAL, INDIVIDUAL, { value: 'без ИНН', data: { name: {} } }],
  '/suggestions/api/4_1/rs/findById/party': [LEGAL],
  '/suggestions/api/4_1/rs/suggest/address': [
    {
      value: 'г Москва, ул Профсоюзная',
      unrestricted_value: '117292, г Москва, ул Профсоюзная',
      data: { city: 'Москва' },
    },
    {
      value: 'г Москва, ул Профсоюзная, д 56',
      unrestricted_value: '117342, г Москва, ул Профсоюзная, д 56',
      data: { house: '56' },
    },
  ],
  '/suggestions/api/4_1/rs/suggest/fio': [
    { value: 'Петров Иван', unrestricted_value: 'Петров Иван', data: { surname: 'Петров', name: 'Иван' } },
  ],
}

let server: Server
let baseUrl: string
let mode: Mode = 'ok'
let received: Received[] = []
const logged: string[] = []
let app: ReturnType<typeof createApiApp>

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: raw ? JSON.parse(raw) : null,
      })
      if (mode === 'hang') return
      if (mode === 'error') return void response.writeHead(503).end('busy')
      if (mode === 'garbage') return void response.writeHead(200, { 'content-type': 'application/json' }).end('<html>')
      if (request.headers.authorization !== 'Token test-token')
        return void response.writeHead(403).end('{"family":"CLIENT_ERROR"}')
      const suggestions = ANSWERS[request.url ?? '']
      if (!suggestions) return void response.writeHead(404).end()
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ suggestions }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/suggestions/api/4_1/rs`
  const provider = createDadataProvider({
    token: 'test-token',
    baseUrl,
    timeoutMs: 300,
    cacheTtlMs: 0,
    log: (line) => logged.push(line),
  })
  const env = parseEnv({
    NODE_ENV: 'test',
    SITE_URL: 'https://vitrina.example',
    DADATA_TOKEN: 'test-token',
    TRUST_PROXY: '1',
  })
  app = createApiApp({ ...api.ctx, env, suggestions: provider })
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  mode = 'ok'
  received = []
  logged.length = 0
})

async function get<T>(path: string, target = app) {
  const response = await target.request(`http://localhost${path}`)
  return { status: response.status, body: (await response.json()) as SuggestionsResponse<T> }
}

describe('with DaData', () => {
  it('looks companies up by name with DaData’s headers and body and maps them to the registration fields', async () => {
    const { status, body } = await get<CompanySuggestion>(
      `/api/suggestions/company/?query=${encodeURIComponent('  хвостик ')}`,
    )
    expect(status).toBe(200)
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({
      method: 'POST',
      path: '/suggestions/api/4_1/rs/suggest/party',
      body: { query: 'хвостик', count: 10 },
    })
    expect(received[0]?.headers).toMatchObject({
      authorization: 'Token test-token',
      'content-type': 'application/json',
      accept: 'application/json',
    })
    expect(body.results).toEqual([
      {
        name: 'ООО "ХВОСТИК"',
        inn: '7707083893',
        kpp: '773601001',
        legal_address: '117342, г Москва, ул Профсоюзная, д 56',
        user_type: 'legal',
        full_name: 'Петров Иван Сергеевич',
      },
      {
        name: 'ИП Сидорова Анна Викторовна',
        inn: '500100732259',
        kpp: '',
        legal_address: '142100, Московская обл, г Подольск',
        user_type: 'entrepreneur',
        full_name: 'Сидорова Анна Викторовна',
      },
    ])
  })

  it.each(['7707083893', '500100732259'])('looks an INN (%s) up with findById/party', async (inn) => {
    const { body } = await get<CompanySuggestion>(`/api/en/suggestions/company/?query=${inn}`)
    expect(received.map((r) => r.path)).toEqual(['/suggestions/api/4_1/rs/findById/party'])
    expect(received[0]?.body).toEqual({ query: inn, count: 10 })
    expect(body.results.map((r) => r.inn)).toEqual(['7707083893'])
  })

  it('suggests addresses and person names as {value}', async () => {
    const address = await get<ValueSuggestion>(
      `/api/suggestions/address/?query=${encodeURIComponent('Москва Профсоюзная')}`,
    )
    expect(address.body).toEqual({
      results: [{ value: 'г Москва, ул Профсоюзная' }, { value: 'г Москва, ул Профсоюзная, д 56' }],
    })
    const name = await get<ValueSuggestion>(`/api/suggestions/name/?query=${encodeURIComponent('Петров Ив')}`)
    expect(name.body).toEqual({ results: [{ value: 'Петров Иван' }] })
    expect(received.map((r) => [r.path, r.body])).toEqual([
      ['/suggestions/api/4_1/rs/suggest/address', { query: 'Москва Профсоюзная', count: 10 }],
      ['/suggestions/api/4_1/rs/suggest/fio', { query: 'Петров Ив', count: 10 }],
    ])
  })

  it.each(['', '?query=', '?query=%20%D0%9C%20'])(
    'answers a query shorter than 2 characters (%s) with nothing, without asking DaData',
    async (query) => {
      for (const kind of ['company', 'address', 'name']) {
        expect((await get(`/api/suggestions/${kind}/${query}`)).body).toEqual({ results: [] })
      }
      expect(received).toEqual([])
    },
  )

  it.each<[Mode, RegExp]>([
    ['error', /HTTP 503/],
    ['garbage', /SyntaxError/],
    ['hang', /TimeoutError/],
  ])('answers 200 with no suggestions when DaData fails (%s), and logs why', async (failure, reason) => {
    mode = failure
    const started = Date.now()
    const { status, body } = await get('/api/suggestions/address/?query=Москва')
    expect(status).toBe(200)
    expect(body).toEqual({ results: [] })
    expect(Date.now() - started).toBeLessThan(2000)
    expect(logged).toEqual([expect.stringMatching(reason)])
    expect(logged[0]).not.toContain('test-token')
  })

  it('answers nothing when DaData refuses the token', async () => {
    const provider = createDadataProvider({ token: 'wrong', baseUrl, timeoutMs: 300, log: (line) => logged.push(line) })
    expect(await provider.companies('хвостик')).toEqual([])
    expect(logged).toEqual([expect.stringMatching(/HTTP 403/)])
  })

  it('keeps answers for a while, but not failures', async () => {
    const provider = createDadataProvider({
      token: 'test-token',
      baseUrl,
      timeoutMs: 300,
      log: (line) => logged.push(line),
    })
    mode = 'error'
    expect(await provider.names('Петров')).toEqual([])
    mode = 'ok'
    expect(await provider.names('Петров')).toEqual([{ value: 'Петров Иван' }])
    expect(await provider.names('Петров')).toEqual([{ value: 'Петров Иван' }])
    expect(received).toHaveLength(2)
  })

  it('limits each address to 300 look-ups in 15 minutes (429 with Retry-After), shared via the database', async () => {
    const ip = { headers: { 'x-forwarded-for': '203.0.113.77' } }
    for (let i = 0; i < 300; i++) {
      expect((await app.request('http://localhost/api/suggestions/address/?query=Москва', ip)).status).toBe(200)
    }
    const refused = await app.request('http://localhost/api/suggestions/address/?query=Москва', ip)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const otherAddress = await app.request('http://localhost/api/suggestions/address/?query=Москва', {
      headers: { 'x-forwarded-for': '203.0.113.78' },
    })
    expect(otherAddress.status).toBe(200)
  })

  it('needs no session (registration is anonymous)', async () => {
    const response = await app.request('http://localhost/api/suggestions/name/?query=Петров', {
      headers: { authorization: 'Bearer ' + 'x'.repeat(43) },
    })
    expect(response.status).toBe(200)
  })
})

describe('without a DaData token', () => {
  it('picks no provider, and every suggestion list is empty', async () => {
    expect(createSuggestionProvider({ DADATA_TOKEN: undefined }).name).toBe('none')
    expect(createSuggestionProvider({ DADATA_TOKEN: '  ' }).name).toBe('none')
    expect(createSuggestionProvider({ DADATA_TOKEN: 'abc' }).name).toBe('dadata')
    for (const kind of ['company', 'address', 'name']) {
      const response = await api.json(`/api/suggestions/${kind}/?query=${encodeURIComponent('Москва 7707083893')}`)
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ results: [] })
    }
    expect(received).toEqual([])
  })
})
