// The built shop started on a free port with a fresh data directory: for the benchmarks and the QA path runner.
import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { allListening, firstOk, startServer, stopServer } from './server-process'

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
 * names a DATABASE_URL. Seeds the demo data and answers once the home page does, and every one of the
 * WEB_CONCURRENCY app processes listens. `env` may depend on the port;
 * `checkout` runs another built checkout of the shop instead of this one (a baseline to compare with). */
export async function startBuiltShop(
  env: NodeJS.ProcessEnv | ((port: number) => NodeJS.ProcessEnv) = {},
  checkout?: string,
): Promise<BuiltShop> {
  const port = await freePort()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrina-bench-shop-'))
  const extra = typeof env === 'function' ? env(port) : env
  const workers = Number(extra.WEB_CONCURRENCY ?? 1)
  const child = startServer(
    ['scripts/start.mjs'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      SITE_URL: `http://127.0.0.1:${port}`,
      ...extra,
    },
    checkout,
    workers > 1 ? 'pipe' : 'ignore',
  )
  const listening = workers > 1 ? allListening(child, workers) : undefined
  const baseUrl = `http://127.0.0.1:${port}`
  await Promise.all([firstOk(`${baseUrl}/`, child, performance.now()), listening])
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
