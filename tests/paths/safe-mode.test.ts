// QA's run against someone else's copy: a second instance of the built app on another port, the paths walked with
// BASE_URL and PATHS_BUYER (so in safe mode), and the instance's data read before and after — every table the
// same, the buyer's cart (with a line's comment) and favourites put back as they were found.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, expect, it } from 'vitest'
import type { Cart, CartAddResult } from '../../contract/cart'
import type { ProductListResponse } from '../../contract/catalogue'
import { freePort } from '../../bench/built-shop'
import { firstOk, startServer, stopServer } from '../../bench/server-process'
import type { RunResult } from './results'
import { shopData } from './shop-data'

const run = promisify(execFile)
const BUYER = { email: 'buyer@example.com', password: 'buyer12345' }

const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrina-paths-staging-'))
const reports = await mkdtemp(path.join(tmpdir(), 'vitrina-paths-reports-'))
afterAll(() => Promise.all([dataDir, reports].map((dir) => rm(dir, { recursive: true, force: true }))))

/** The built app on its own port and data, as a staging copy would be. */
async function startInstance() {
  const port = await freePort()
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' }
  const child = startServer(['scripts/start.mjs'], { ...env, SITE_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn' })
  const baseURL = `http://127.0.0.1:${port}`
  await firstOk(`${baseURL}/api/health/`, child, performance.now())
  return { baseURL, stop: () => stopServer(child) }
}

/** Signs the buyer in with fetch and answers a caller of the API with the session's cookies and CSRF token. */
async function buyerApi(baseURL: string) {
  const login = await fetch(`${baseURL}/api/authorization/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: BUYER.email, password: BUYER.password }),
  })
  expect(login.status).toBe(200)
  const cookies = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!)
  const csrf = cookies.find((cookie) => cookie.startsWith('csrftoken='))!.slice('csrftoken='.length)
  return async <T>(method: string, apiPath: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseURL}/api/${apiPath}`, {
      method,
      headers: { cookie: cookies.join('; '), 'x-csrf-token': csrf, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    expect(response.ok, `${method} ${apiPath}: ${response.status}`).toBe(true)
    return (await response.json()) as T
  }
}

/** What the buyer keeps before QA comes: two lines in the cart, one with a comment, and a favourite. */
async function stockTheBuyer(baseURL: string) {
  const api = await buyerApi(baseURL)
  const list = await api<ProductListResponse>('GET', 'catalog/products/?ps=96')
  const orderable = list.products.filter((card) => card.permissions.can_order && card.amount && card.amount !== 'нет')
  const added = await api<CartAddResult>('POST', 'carts/items/', { product: orderable[0]!.id, quantity: 3 })
  await api('POST', `carts/items/${added.item_added.id}/update-comment/`, { comment: 'to the shop on Lenina' })
  await api('POST', 'carts/items/', { product: orderable[1]!.id, quantity: 1 })
  await api('POST', 'favorites/', { favorite_products: [orderable[2]!.id] })
  return (await api<Cart>('GET', 'carts/')).items.length
}

it('walks another instance in safe mode and leaves its data as it found it', { timeout: 1_800_000 }, async () => {
  const first = await startInstance()
  expect(await stockTheBuyer(first.baseURL)).toBe(2)
  await first.stop()
  const before = await shopData(path.join(dataDir, 'db'))

  const staging = await startInstance()
  try {
    const walked = await run(
      process.execPath,
      [
        'node_modules/tsx/dist/cli.mjs',
        'tests/paths/cli.ts',
        '--locale',
        'ru',
        '--viewport',
        'desktop',
        '--reports',
        reports,
      ],
      {
        env: { ...process.env, BASE_URL: staging.baseURL, PATHS_BUYER: `${BUYER.email}:${BUYER.password}` },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((failed: { stdout?: string; stderr?: string }) => {
      throw new Error(`the safe-mode run failed:\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`)
    })
    expect(walked.stdout).toContain('in safe mode')
  } finally {
    await staging.stop()
  }
  const result = JSON.parse(await readFile(path.join(reports, 'results.json'), 'utf8')) as RunResult
  const paths = result.groups.flatMap((group) => group.paths)
  expect(result.safe).toBe(true)
  expect(paths.filter((walkedPath) => walkedPath.status === 'passed').length).toBeGreaterThan(0)
  expect(paths.filter((walkedPath) => walkedPath.status === 'failed')).toEqual([])
  expect(await readFile(path.join(reports, 'junit.xml'), 'utf8')).toContain('<testsuites')

  expect(await shopData(path.join(dataDir, 'db'))).toEqual(before)
})
