// HTTP load against 127.0.0.1 only, bounded in time (autocannon), and the built shop started for it on a fresh
// data directory: the shared pieces of the page, cluster and soak benchmarks.
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import autocannon from 'autocannon'
import { firstOk, startServer, stopServer } from './server-process'

export type LoadOptions = {
  connections?: number
  seconds?: number
  headers?: Record<string, string>
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: string
}

export type LoadResult = {
  requestsPerSecond: number
  p50: number
  p99: number
  /** Answers other than 2xx/3xx/304, and connection errors and timeouts. */
  errors: number
  bytesPerRequest: number
}

/** Drives `url` for `seconds` with `connections` keep-alive connections; the loopback address only. */
export async function load(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1[:/]/.test(url)) throw new Error(`load tests run against 127.0.0.1 only, not ${url}`)
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 15,
    headers: options.headers,
    // autocannon refuses an explicit undefined method: GET unless one is given.
    method: options.method ?? 'GET',
    body: options.body,
    timeout: 10,
  })
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytesPerRequest: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  }
}

/** A free TCP port on the loopback address. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export type BuiltShop = { baseUrl: string; child: ChildProcess; dataDir: string; stop: () => Promise<void> }

/** The built shop (`scripts/start.mjs`, production) on a free port; PGlite on a fresh data directory unless `env`
 * names a DATABASE_URL. Seeds the demo data and answers once the home page does. `env` may depend on the port;
 * `checkout` runs another built checkout of the shop instead of this one (a baseline to compare with). */
export async function startBuiltShop(
  env: NodeJS.ProcessEnv | ((port: number) => NodeJS.ProcessEnv) = {},
  checkout?: string,
): Promise<BuiltShop> {
  const port = await freePort()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrina-bench-shop-'))
  const child = startServer(
    ['scripts/start.mjs'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      SITE_URL: `http://127.0.0.1:${port}`,
      ...(typeof env === 'function' ? env(port) : env),
    },
    checkout,
  )
  const baseUrl = `http://127.0.0.1:${port}`
  await firstOk(`${baseUrl}/`, child, performance.now())
  return {
    baseUrl,
    child,
    dataDir,
    stop: async () => {
      await stopServer(child)
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

const fixed = (value: number, digits = 0) => value.toFixed(digits)

/** One line of a load table: what, requests/s, p50, p99, errors. */
export const loadLine = (what: string, result: LoadResult) =>
  `${what.padEnd(44)} ${fixed(result.requestsPerSecond).padStart(7)} req/s  p50 ${fixed(result.p50).padStart(5)} ms` +
  `  p99 ${fixed(result.p99).padStart(5)} ms  errors ${result.errors}`
