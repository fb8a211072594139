// The 1C exchange end to end through its HTTP protocol (checkauth → init → chunked upload → import until success)
// against the built shop running as its own process on PGlite (`node scripts/start.mjs`, started once to create the
// database with the demo data, then again on it, as a shop's server runs): generated import.xml + offers.xml of
// 10,000 products (`npm run bench -- exchange 100000` for the large case), then the re-import of the same files.
// Prints the wall time and the peak RSS of the server process (sampled every 100 ms) against the targets.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { generateExchangeFiles } from './exchange/generate'
import { runExchangeSession } from './exchange/session'
import { firstOk, residentMb, startServer, stopServer } from './server-process'

const PORT = 3918
const BASE = `http://127.0.0.1:${PORT}`
const CREDENTIALS = { login: 'bench-1c', password: 'bench-1c-password' }
const SAMPLE_MS = 100
const DEFAULT_PRODUCTS = 10_000

type Targets = { seconds: number; megabytes: number; reimportSeconds: number | null }

/** The bars: 10,000 products in 60 s and 600 MB (re-import 30 s); 100,000 in 10 min and 1 GB. */
const targetsFor = (products: number): Targets =>
  products > DEFAULT_PRODUCTS
    ? { seconds: 600, megabytes: 1000, reimportSeconds: null }
    : { seconds: 60, megabytes: 600, reimportSeconds: 30 }

/** Runs `work` while sampling the server's RSS; its wall time, the RSS before and the highest seen. */
async function measured<T>(pid: number, work: () => Promise<T>) {
  const idleMb = await residentMb(pid)
  let peakMb = idleMb
  const sampler = setInterval(() => {
    residentMb(pid).then(
      (mb) => (peakMb = Math.max(peakMb, mb)),
      () => {},
    )
  }, SAMPLE_MS)
  const started = performance.now()
  try {
    const result = await work()
    peakMb = Math.max(peakMb, await residentMb(pid))
    return { result, seconds: (performance.now() - started) / 1000, idleMb, peakMb }
  } finally {
    clearInterval(sampler)
  }
}

/**
 * Waits until the server's RSS holds still (2 s within 1 %, at most 30 s): opening the embedded database briefly
 * takes a few hundred MB that the process gives back soon after, and a shop's import runs on a shop already up.
 */
async function settledResidentMb(pid: number): Promise<number> {
  const samples: number[] = []
  const deadline = performance.now() + 30_000
  for (;;) {
    samples.push(await residentMb(pid))
    const recent = samples.slice(-8)
    const steady = recent.length === 8 && Math.max(...recent) <= Math.min(...recent) * 1.01
    if (steady || performance.now() > deadline) return recent.at(-1) ?? 0
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const verdict = (value: number, target: number) =>
  `ratio ${(value / target).toFixed(2)} ${value <= target ? '(met)' : '(MISSED)'}`

export async function benchExchange(size?: number): Promise<void> {
  const products = size ?? DEFAULT_PRODUCTS
  const targets = targetsFor(products)
  const label = products.toLocaleString('en')
  const work = await mkdtemp(path.join(tmpdir(), 'vitrina-bench-exchange-'))
  const env = {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    DATABASE_URL: '',
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    RESTOCK_CHECK_SECONDS: '0',
    EXCHANGE_1C_LOGIN: CREDENTIALS.login,
    EXCHANGE_1C_PASSWORD: CREDENTIALS.password,
  }
  // Creating the database (initdb, migrations, demo data) leaves memory in the process that a running shop does not
  // carry: that start is not measured.
  const creating = startServer(['scripts/start.mjs'], env)
  await firstOk(`${BASE}/`, creating, performance.now()).finally(() => stopServer(creating))
  const server = startServer(['scripts/start.mjs'], env)
  try {
    console.log(`exchange: generating import.xml and offers.xml of ${label} products…`)
    const folder = path.join(work, 'files')
    await generateExchangeFiles(folder, products)
    await firstOk(`${BASE}/`, server, performance.now())
    const pid = server.pid
    if (pid === undefined) throw new Error('the server has no process id')
    await settledResidentMb(pid)
    const session = () => runExchangeSession(fetch, `${BASE}/exchange/1c/`, CREDENTIALS, folder)

    const first = await measured(pid, session)
    console.log(
      `exchange: ${label} products imported in ${first.seconds.toFixed(1)} s; ` +
        `server RSS ${first.idleMb.toFixed(0)} MB before, peak ${first.peakMb.toFixed(0)} MB ` +
        `(${first.result.parts} parts, ${(first.result.uploadedBytes / 1e6).toFixed(1)} MB uploaded)`,
    )
    console.log(`exchange: time against a target of ${targets.seconds} s: ${verdict(first.seconds, targets.seconds)}`)
    console.log(
      `exchange: peak RSS against a target of ${targets.megabytes} MB: ${verdict(first.peakMb, targets.megabytes)}`,
    )

    const again = await measured(pid, session)
    console.log(
      `exchange: re-import of the same files in ${again.seconds.toFixed(1)} s, peak RSS ${again.peakMb.toFixed(0)} MB`,
    )
    if (targets.reimportSeconds !== null)
      console.log(
        `exchange: re-import against a target of ${targets.reimportSeconds} s: ` +
          verdict(again.seconds, targets.reimportSeconds),
      )
  } finally {
    await stopServer(server)
    await rm(work, { recursive: true, force: true })
  }
}
