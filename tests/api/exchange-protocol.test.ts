// The 1C exchange protocol at /exchange/1c/, driven the way 1C drives it, over fake services that record calls.
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/context'
import { exchangeImports, exchangeSessions, exchangeStaged } from '../../server/db/schema/exchange'
import { createExchangeApp, type ExchangeApp } from '../../server/modules/exchange/app'
import { hashToken } from '../../server/modules/auth/sessions'
import type { ExchangeServices } from '../../server/modules/exchange/services'
import { setupApi } from '../fixtures/api-app'
import { storedZip } from '../fixtures/stored-zip'

const LOGIN = 'obmen'
const PASSWORD = 'пароль:с двоеточием'
const FILE_LIMIT = 1000

const api = setupApi()
let root: string

type Deferred = { promise: Promise<void>; resolve: () => void }
const deferred = (): Deferred => {
  let resolve = () => {}
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

/** Fake services: every call recorded; an import may be held (gate), report progress, or fail. */
function fakeServices() {
  const imports: { file: string; importId: number; filesDir: string; content: string }[] = []
  const applied: { file: string; content: string }[] = []
  const state = {
    gate: null as Deferred | null,
    progressed: deferred(),
    failures: new Map<string, Error>(),
    confirmed: 0,
    applyFailure: null as Error | null,
  }
  const services: ExchangeServices = {
    async importCatalogue(file, options) {
      imports.push({ ...options, file, content: await readFile(file, 'utf8') })
      const failure = state.failures.get(path.basename(file))
      if (failure) throw failure
      if (state.gate) {
        await options.onProgress('товары 1 из 2')
        state.progressed.resolve()
        await state.gate.promise
      }
    },
    async ordersDocument() {
      return {
        body: Buffer.from('<?xml version="1.0" encoding="UTF-8"?><КоммерческаяИнформация/>'),
        contentType: 'application/xml; charset=utf-8',
      }
    },
    async confirmOrders() {
      state.confirmed += 1
    },
    async applyOrderDocuments(file) {
      applied.push({ file, content: await readFile(file, 'utf8') })
      if (state.applyFailure) throw state.applyFailure
    },
  }
  return { services, imports, applied, state }
}

function exchangeApp(env: Partial<AppContext['env']>, services: ExchangeServices): ExchangeApp {
  return createExchangeApp({ ...api.ctx, env: { ...api.ctx.env, ...env } }, services)
}

const basic = (login: string, password: string) => `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`

type CallOptions = {
  cookie?: string
  body?: BodyInit
  auth?: string
  ip?: string
  path?: string
  headers?: Record<string, string>
}

function client(app: ExchangeApp, defaultIp: string) {
  const call = async (query: string, options: CallOptions = {}) => {
    const headers: Record<string, string> = { 'X-Forwarded-For': options.ip ?? defaultIp, ...options.headers }
    if (options.cookie) headers.Cookie = options.cookie
    if (options.auth) headers.Authorization = options.auth
    const response = await app.request(`http://localhost${options.path ?? '/exchange/1c/'}?${query}`, {
      method: options.body === undefined ? 'GET' : 'POST',
      headers,
      body: options.body,
    })
    return {
      status: response.status,
      text: await response.text(),
      type: response.headers.get('content-type'),
      challenge: response.headers.get('www-authenticate'),
    }
  }
  /** checkauth with the right credentials; the cookie as 1C sends it back. */
  const signIn = async (type: 'catalog' | 'sale' = 'catalog') => {
    const answer = await call(`type=${type}&mode=checkauth`, { auth: basic(LOGIN, PASSWORD) })
    const [status, name, value] = answer.text.split('\n')
    expect(status).toBe('success')
    return `${name}=${value}`
  }
  /** Calls mode=import until it stops answering progress; the answers seen. */
  const importUntilDone = async (cookie: string, filename: string) => {
    const answers: string[] = []
    for (let attempt = 0; attempt < 500; attempt += 1) {
      const { text } = await call(`type=catalog&mode=import&filename=${encodeURIComponent(filename)}`, { cookie })
      answers.push(text)
      if (!text.startsWith('progress\n')) return answers
      await sleep(10)
    }
    throw new Error(`import of ${filename} never finished: ${answers.at(-1)}`)
  }
  return { call, signIn, importUntilDone }
}

async function sessionIdOf(cookie: string): Promise<number> {
  const token = cookie.split('=')[1]!
  const [row] = await api.ctx.db
    .select({ id: exchangeSessions.id })
    .from(exchangeSessions)
    .where(eq(exchangeSessions.tokenHash, hashToken(token)))
  return row!.id
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'vitrina-exchange-'))
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

const baseEnv = () => ({
  EXCHANGE_1C_LOGIN: LOGIN,
  EXCHANGE_1C_PASSWORD: PASSWORD,
  EXCHANGE_1C_FILE_LIMIT: FILE_LIMIT,
  EXCHANGE_1C_DIR: path.join(root, 'areas'),
})

describe('exchange off', () => {
  it('answers every /exchange/1c/ request with a plain 404 when no login and password are configured', async () => {
    const { services, imports } = fakeServices()
    const app = exchangeApp({ EXCHANGE_1C_LOGIN: undefined, EXCHANGE_1C_PASSWORD: undefined }, services)
    const { call } = client(app, '203.0.113.1')
    for (const query of ['type=catalog&mode=checkauth', 'type=catalog&mode=import&filename=import.xml']) {
      const answer = await call(query, { auth: basic(LOGIN, PASSWORD) })
      expect(answer.status).toBe(404)
      expect(answer.text).not.toMatch(/success|failure/)
    }
    expect(imports).toEqual([])
  })

  it('refuses to start with only one of login and password', () => {
    expect(() =>
      exchangeApp({ EXCHANGE_1C_LOGIN: LOGIN, EXCHANGE_1C_PASSWORD: undefined }, fakeServices().services),
    ).toThrow(/EXCHANGE_1C_PASSWORD/)
  })
})

describe('catalogue exchange', () => {
  const fake = fakeServices()
  let app: ExchangeApp
  let exchange: ReturnType<typeof client>
  beforeAll(() => {
    app = exchangeApp(baseEnv(), fake.services)
    exchange = client(app, '203.0.113.10')
  })

  it('runs the 1C sequence: checkauth, init, a file in three parts, import in progress, then success', async () => {
    const checkauth = await exchange.call('type=catalog&mode=checkauth', { auth: basic(LOGIN, PASSWORD) })
    expect(checkauth.status).toBe(200)
    expect(checkauth.type).toBe('text/plain; charset=utf-8')
    const [status, cookieName, cookieValue, extra] = checkauth.text.split('\n')
    expect([status, cookieName, extra]).toEqual(['success', 'vitrina_1c', ''])
    expect(cookieValue).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const cookie = `${cookieName}=${cookieValue}`

    const init = await exchange.call('type=catalog&mode=init', { cookie })
    expect(init.text).toBe(`zip=no\nfile_limit=${FILE_LIMIT}\n`)

    const parts = ['<?xml version="1.0"?>\n', '<КоммерческаяИнформация>', '</КоммерческаяИнформация>\n']
    for (const part of parts) {
      const answer = await exchange.call('type=catalog&mode=file&filename=import0_1.xml', { cookie, body: part })
      expect(answer.text).toBe('success\n')
    }

    fake.state.gate = deferred()
    fake.state.progressed = deferred()
    const first = await exchange.call('type=catalog&mode=import&filename=import0_1.xml', { cookie })
    expect(first.text).toBe('progress\nимпорт начат\n')
    await fake.state.progressed.promise
    const second = await exchange.call('type=catalog&mode=import&filename=import0_1.xml', { cookie })
    expect(second.text).toBe('progress\nтовары 1 из 2\n')
    fake.state.gate.resolve()
    fake.state.gate = null
    const answers = await exchange.importUntilDone(cookie, 'import0_1.xml')
    expect(answers.at(-1)).toBe('success\n')

    const area = path.join(root, 'areas', String(await sessionIdOf(cookie)))
    expect(fake.imports).toHaveLength(1)
    expect(fake.imports[0]).toMatchObject({
      file: path.join(area, 'import0_1.xml'),
      filesDir: area,
      content: parts.join(''),
    })
    const [row] = await api.ctx.db
      .select()
      .from(exchangeImports)
      .where(eq(exchangeImports.id, fake.imports[0]!.importId))
    expect(row).toMatchObject({ status: 'success', filename: 'import0_1.xml' })
    expect(row!.finishedAt).not.toBeNull()

    // 1C may ask again: the final state, without importing twice.
    expect((await exchange.call('type=catalog&mode=import&filename=import0_1.xml', { cookie })).text).toBe('success\n')
    expect(fake.imports).toHaveLength(1)
    expect((await exchange.call('type=catalog&mode=complete', { cookie })).text).toBe('success\n')
    expect((await exchange.call('type=catalog&mode=deactivate', { cookie })).text).toBe('success\n')
  })

  it('accepts the address without the trailing slash', async () => {
    const answer = await exchange.call('type=catalog&mode=checkauth', {
      auth: basic(LOGIN, PASSWORD),
      path: '/exchange/1c',
    })
    expect(answer.text.split('\n')[0]).toBe('success')
  })

  it('starts over on init: earlier files and imports of the session are forgotten', async () => {
    const cookie = await exchange.signIn()
    await exchange.call('type=catalog&mode=init', { cookie })
    await exchange.call('type=catalog&mode=file&filename=import.xml', { cookie, body: 'old' })
    expect((await exchange.importUntilDone(cookie, 'import.xml')).at(-1)).toBe('success\n')
    await exchange.call('type=catalog&mode=init', { cookie })
    await exchange.call('type=catalog&mode=file&filename=import.xml', { cookie, body: 'new' })
    expect((await exchange.importUntilDone(cookie, 'import.xml')).at(-1)).toBe('success\n')
    expect(fake.imports.slice(-2).map((item) => item.content)).toEqual(['old', 'new'])
  })

  it('requires the session cookie on every call after checkauth', async () => {
    const before = fake.imports.length
    for (const cookie of [undefined, 'vitrina_1c=unknown-token-aaaaaaaaaaaaaaaaaaaaaaaaa', 'other=1']) {
      for (const query of [
        'type=catalog&mode=init',
        'type=catalog&mode=file&filename=a.xml',
        'type=catalog&mode=import&filename=import0_1.xml',
      ]) {
        const answer = await exchange.call(query, { cookie, body: query.includes('file') ? 'x' : undefined })
        expect(answer.status).toBe(200)
        expect(answer.text).toBe('failure\nнет сеанса обмена, нужна авторизация (checkauth)\n')
      }
    }
    expect(fake.imports.length).toBe(before)
  })

  it('refuses an expired session', async () => {
    const cookie = await exchange.signIn()
    await api.ctx.db
      .update(exchangeSessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(exchangeSessions.id, await sessionIdOf(cookie)))
    expect((await exchange.call('type=catalog&mode=init', { cookie })).text.split('\n')[0]).toBe('failure')
  })

  it('answers failure for unknown types and modes', async () => {
    const cookie = await exchange.signIn()
    for (const query of [
      'type=catalog&mode=query',
      'type=catalog&mode=bogus',
      'type=other&mode=init',
      'mode=init',
      'type=catalog&mode=constructor',
    ]) {
      const answer = await exchange.call(query, { cookie })
      expect(answer.status).toBe(200)
      expect(answer.text).toBe('failure\nнеизвестный режим обмена\n')
    }
  })

  it('refuses filenames reaching outside the upload area and writes nothing', async () => {
    const cookie = await exchange.signIn()
    await exchange.call('type=catalog&mode=init', { cookie })
    const hostile = [
      '../x',
      '/etc/passwd',
      'a\\..\\b',
      '%2e%2e/x',
      'import_files/../../x',
      'a/./b',
      'a//b',
      'C:x',
      '',
      'a%00b',
    ]
    for (const name of hostile) {
      const answer = await exchange.call(`type=catalog&mode=file&filename=${name}`, { cookie, body: 'evil' })
      expect(answer.text, name).toBe('failure\nнедопустимое имя файла\n')
    }
    expect((await exchange.call('type=catalog&mode=file', { cookie, body: 'evil' })).text).toBe(
      'failure\nнедопустимое имя файла\n',
    )
    expect(await readdir(path.join(root, 'areas'))).not.toContain('x')
    expect(existsSync(path.join(root, 'x'))).toBe(false)
    const area = path.join(root, 'areas', String(await sessionIdOf(cookie)))
    expect(existsSync(area) ? await readdir(area) : []).toEqual([])
    // Subfolders inside the area are fine.
    const picture = await exchange.call('type=catalog&mode=file&filename=import_files/ab/x.jpg', {
      cookie,
      body: 'jpeg',
    })
    expect(picture.text).toBe('success\n')
    expect(await readFile(path.join(area, 'import_files/ab/x.jpg'), 'utf8')).toBe('jpeg')
  })

  it('refuses a part over file_limit and keeps the file as it was', async () => {
    const cookie = await exchange.signIn()
    await exchange.call('type=catalog&mode=init', { cookie })
    await exchange.call('type=catalog&mode=file&filename=offers.xml', { cookie, body: 'first part' })
    const streamed = await exchange.call('type=catalog&mode=file&filename=offers.xml', {
      cookie,
      body: 'x'.repeat(FILE_LIMIT + 1),
    })
    expect(streamed.text).toBe(`failure\nчасть файла больше ${FILE_LIMIT} байт\n`)
    const declared = await exchange.call('type=catalog&mode=file&filename=offers.xml', {
      cookie,
      body: 'small',
      headers: { 'Content-Length': String(FILE_LIMIT + 1) },
    })
    expect(declared.text.split('\n')[0]).toBe('failure')
    const area = path.join(root, 'areas', String(await sessionIdOf(cookie)))
    expect(await readFile(path.join(area, 'offers.xml'), 'utf8')).toBe('first part')
    const refusedFirst = await exchange.call('type=catalog&mode=file&filename=prices.xml', {
      cookie,
      body: 'z'.repeat(FILE_LIMIT + 1),
    })
    expect(refusedFirst.text.split('\n')[0]).toBe('failure')
    expect(existsSync(path.join(area, 'prices.xml'))).toBe(false)
    const exact = await exchange.call('type=catalog&mode=file&filename=offers.xml', {
      cookie,
      body: 'y'.repeat(FILE_LIMIT),
    })
    expect(exact.text).toBe('success\n')
  })

  it('refuses to import a file that was not uploaded, or that is not XML', async () => {
    const cookie = await exchange.signIn()
    await exchange.call('type=catalog&mode=init', { cookie })
    const before = fake.imports.length
    expect((await exchange.call('type=catalog&mode=import&filename=import9.xml', { cookie })).text).toBe(
      'failure\nфайл import9.xml не загружен\n',
    )
    await exchange.call('type=catalog&mode=file&filename=pic.jpg', { cookie, body: 'jpeg' })
    expect((await exchange.call('type=catalog&mode=import&filename=pic.jpg', { cookie })).text).toBe(
      'failure\nожидается XML-файл\n',
    )
    expect(fake.imports.length).toBe(before)
  })

  it('answers failure with the reason of a failed import, every time 1C asks', async () => {
    const cookie = await exchange.signIn()
    await exchange.call('type=catalog&mode=init', { cookie })
    await exchange.call('type=catalog&mode=file&filename=broken.xml', { cookie, body: '<КоммерческаяИнформация' })
    fake.state.failures.set('broken.xml', new Error('XML не закрыт в строке 1\n    at parser (stack)'))
    const answers = await exchange.importUntilDone(cookie, 'broken.xml')
    expect(answers.at(-1)).toBe('failure\nXML не закрыт в строке 1\n')
    expect((await exchange.call('type=catalog&mode=import&filename=broken.xml', { cookie })).text).toBe(
      'failure\nXML не закрыт в строке 1\n',
    )
  })

  it('answers a running import from its row, and restarts one whose process died (stale heartbeat)', async () => {
    const cookie = await exchange.signIn()
    await exchange.call('type=catalog&mode=init', { cookie })
    await exchange.call('type=catalog&mode=file&filename=offers0_1.xml', { cookie, body: '<offers/>' })
    const sessionId = await sessionIdOf(cookie)
    const before = fake.imports.length

    // Another process is importing it and beating: its progress is answered, nothing started here.
    const [alive] = await api.ctx.db
      .insert(exchangeImports)
      .values({ sessionId, filename: 'offers0_1.xml', status: 'running', message: 'цены 10 из 20' })
      .returning({ id: exchangeImports.id })
    expect((await exchange.call('type=catalog&mode=import&filename=offers0_1.xml', { cookie })).text).toBe(
      'progress\nцены 10 из 20\n',
    )
    expect(fake.imports.length).toBe(before)

    // That process was killed: its heartbeat stops, and the next call starts the import over.
    await api.ctx.db
      .update(exchangeImports)
      .set({ heartbeatAt: sql`now() - interval '10 minutes'` })
      .where(eq(exchangeImports.id, alive!.id))
    await api.ctx.db
      .insert(exchangeStaged)
      .values({ importId: alive!.id, seq: 1, kind: 'product', data: { half: true } })
    const restarted = await exchange.call('type=catalog&mode=import&filename=offers0_1.xml', { cookie })
    expect(restarted.text).toBe('progress\nимпорт перезапущен\n')
    expect((await exchange.importUntilDone(cookie, 'offers0_1.xml')).at(-1)).toBe('success\n')
    expect(fake.imports.length).toBe(before + 1)
    expect(fake.imports.at(-1)!.importId).not.toBe(alive!.id)
    expect(await api.ctx.db.select().from(exchangeStaged).where(eq(exchangeStaged.importId, alive!.id))).toEqual([])
  })
})

describe('checkauth credentials', () => {
  it('refuses wrong or missing credentials, then the address for a while even with the right ones', async () => {
    const app = exchangeApp(baseEnv(), fakeServices().services)
    const { call } = client(app, '198.51.100.7')
    // No credentials at all: challenged, not counted (a client waiting for the challenge is not guessing).
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const unchallenged = await call('type=catalog&mode=checkauth')
      expect(unchallenged).toMatchObject({ status: 401, text: 'failure\nнужны логин и пароль (HTTP Basic)\n' })
      expect(unchallenged.challenge).toMatch(/^Basic realm=/)
    }
    expect((await call('type=catalog&mode=checkauth', { auth: basic(LOGIN, 'wrong') })).text).toBe(
      'failure\nневерный логин или пароль\n',
    )
    expect((await call('type=catalog&mode=checkauth', { auth: basic('other', PASSWORD) })).text).toBe(
      'failure\nневерный логин или пароль\n',
    )
    expect((await call('type=catalog&mode=checkauth', { auth: 'Basic !!!' })).text.split('\n')[0]).toBe('failure')
    for (let attempt = 0; attempt < 7; attempt += 1) await call('type=sale&mode=checkauth', { auth: basic(LOGIN, 'x') })
    const blocked = await call('type=catalog&mode=checkauth', { auth: basic(LOGIN, PASSWORD) })
    expect(blocked.status).toBe(200)
    expect(blocked.text).toMatch(/^failure\nСлишком много попыток\. Повторите через \d+ мин\.\n$/)
    // Another address is not affected.
    const other = await call('type=catalog&mode=checkauth', { auth: basic(LOGIN, PASSWORD), ip: '198.51.100.8' })
    expect(other.text.split('\n')[0]).toBe('success')
  })

  it('refuses a catalogue session for the orders exchange', async () => {
    const exchange = client(exchangeApp(baseEnv(), fakeServices().services), '198.51.100.9')
    const cookie = await exchange.signIn('catalog')
    expect((await exchange.call('type=sale&mode=query', { cookie })).text).toBe(
      'failure\nсеанс открыт для другого типа обмена\n',
    )
  })
})

describe('zipped catalogue', () => {
  const fake = fakeServices()
  let exchange: ReturnType<typeof client>
  beforeAll(() => {
    exchange = client(
      exchangeApp({ ...baseEnv(), EXCHANGE_1C_ZIP: true, EXCHANGE_1C_UNZIP_LIMIT: 2000 }, fake.services),
      '192.0.2.20',
    )
  })

  it('takes a zip in parts and unpacks the XML and its pictures at import', async () => {
    const cookie = await exchange.signIn()
    expect((await exchange.call('type=catalog&mode=init', { cookie })).text).toBe(`zip=yes\nfile_limit=${FILE_LIMIT}\n`)
    const picture = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])
    const zip = storedZip([
      { name: 'import0_1.xml', data: `<КоммерческаяИнформация>${'т'.repeat(300)}</КоммерческаяИнформация>` },
      { name: 'import_files/', data: '' },
      { name: 'import_files/ab/abcd.jpg', data: picture },
      { name: 'offers0_1.xml', data: '<offers/>' },
    ])
    const third = Math.ceil(zip.length / 3)
    for (let start = 0; start < zip.length; start += third) {
      const answer = await exchange.call('type=catalog&mode=file&filename=import.zip', {
        cookie,
        body: zip.subarray(start, start + third),
      })
      expect(answer.text).toBe('success\n')
    }
    expect((await exchange.importUntilDone(cookie, 'import0_1.xml')).at(-1)).toBe('success\n')
    expect((await exchange.importUntilDone(cookie, 'offers0_1.xml')).at(-1)).toBe('success\n')
    const area = path.join(root, 'areas', String(await sessionIdOf(cookie)))
    expect(fake.imports.map((item) => [path.relative(area, item.file), item.filesDir])).toEqual([
      ['import0_1.xml', area],
      ['offers0_1.xml', area],
    ])
    expect(fake.imports[0]!.content).toContain('т'.repeat(300))
    expect(await readFile(path.join(area, 'import_files/ab/abcd.jpg'))).toEqual(picture)
    expect(existsSync(path.join(area, 'import.zip'))).toBe(false)
  })

  it('refuses a zip with an entry reaching outside the area, and writes nothing outside', async () => {
    const cookie = await exchange.signIn()
    await exchange.call('type=catalog&mode=init', { cookie })
    const zip = storedZip([
      { name: 'import.xml', data: '<x/>' },
      { name: '../../evil.txt', data: 'evil' },
    ])
    await exchange.call('type=catalog&mode=file&filename=slip.zip', { cookie, body: zip })
    const answer = await exchange.call('type=catalog&mode=import&filename=import.xml', { cookie })
    expect(answer.text).toBe('failure\nархив содержит недопустимое имя файла: ../../evil.txt\n')
    expect(existsSync(path.join(root, 'evil.txt'))).toBe(false)
    expect(existsSync(path.join(root, 'areas', 'evil.txt'))).toBe(false)
    expect(fake.imports.map((item) => path.basename(item.file))).not.toContain('import.xml')
  })

  it('refuses a zip unpacking to more than the limit', async () => {
    const cookie = await exchange.signIn()
    await exchange.call('type=catalog&mode=init', { cookie })
    const zip = storedZip([
      { name: 'import.xml', data: '<x/>' },
      { name: 'import_files/big.jpg', data: Buffer.alloc(2500) },
    ])
    // Two parts of at most file_limit.
    await exchange.call('type=catalog&mode=file&filename=big.zip', { cookie, body: zip.subarray(0, 1000) })
    await exchange.call('type=catalog&mode=file&filename=big.zip', { cookie, body: zip.subarray(1000, 2000) })
    await exchange.call('type=catalog&mode=file&filename=big.zip', { cookie, body: zip.subarray(2000) })
    const answer = await exchange.call('type=catalog&mode=import&filename=import.xml', { cookie })
    expect(answer.text).toBe('failure\nархив распаковывается больше чем в 2000 байт\n')
    const area = path.join(root, 'areas', String(await sessionIdOf(cookie)))
    expect(existsSync(path.join(area, 'import_files/big.jpg'))).toBe(false)
  })
})

describe('orders exchange', () => {
  const fake = fakeServices()
  let exchange: ReturnType<typeof client>
  beforeAll(() => {
    exchange = client(exchangeApp(baseEnv(), fake.services), '192.0.2.30')
  })

  it('serves the orders document, confirms on success, and applies the documents 1C sends back', async () => {
    const cookie = await exchange.signIn('sale')
    expect((await exchange.call('type=sale&mode=init', { cookie })).text).toBe(`zip=no\nfile_limit=${FILE_LIMIT}\n`)
    const query = await exchange.call('type=sale&mode=query', { cookie })
    expect(query.status).toBe(200)
    expect(query.type).toBe('application/xml; charset=utf-8')
    expect(query.text).toBe('<?xml version="1.0" encoding="UTF-8"?><КоммерческаяИнформация/>')
    expect(fake.state.confirmed).toBe(0)
    expect((await exchange.call('type=sale&mode=success', { cookie })).text).toBe('success\n')
    expect(fake.state.confirmed).toBe(1)

    const document = '<КоммерческаяИнформация><Документ/></КоммерческаяИнформация>'
    const file = await exchange.call('type=sale&mode=file&filename=orders-1.xml', { cookie, body: document })
    expect(file.text).toBe('success\n')
    const area = path.join(root, 'areas', String(await sessionIdOf(cookie)))
    expect(fake.applied).toEqual([{ file: path.join(area, 'orders-1.xml'), content: document }])

    // The same name again is a new document, not appended to the applied one.
    await exchange.call('type=sale&mode=file&filename=orders-1.xml', { cookie, body: '<second/>' })
    expect(fake.applied.at(-1)!.content).toBe('<second/>')
  })

  it('answers failure with the reason when a document cannot be applied', async () => {
    const cookie = await exchange.signIn('sale')
    fake.state.applyFailure = new Error('документ обрезан')
    const answer = await exchange.call('type=sale&mode=file&filename=bad.xml', { cookie, body: '<Коммерческая' })
    fake.state.applyFailure = null
    expect(answer.status).toBe(200)
    expect(answer.text).toBe('failure\nдокумент обрезан\n')
  })
})
