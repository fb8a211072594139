// The 1C exchange end to end through its HTTP protocol (checkauth → init → chunked upload → import until success)
// into a fresh PGlite on disk, with the app in this process: generated import.xml + offers.xml of 10,000 products
// (`npm run bench -- exchange 100000` for the large case), then the re-import of the same files. Prints the wall
// time and the peak RSS of the process (sampled every 100 ms) of each against the targets.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AppContext } from '../server/context'
import { openDatabase } from '../server/db/client'
import { parseEnv } from '../server/env'
import { TtlCache } from '../server/http/ttl-cache'
import { createMailer } from '../server/mail/mailer'
import { createExchangeApp } from '../server/modules/exchange/app'
import { exchangeServices } from '../server/modules/exchange/bind-services'
import { generateExchangeFiles } from './exchange/generate'
import { runExchangeSession, type FetchLike } from './exchange/session'

/** The exchange app as the server mounts it, with the shop's real services. */
const exchangeApp = (ctx: AppContext): { fetch: FetchLike } => createExchangeApp(ctx, exchangeServices(ctx))

const SITE = 'https://vitrina.example'
const EXCHANGE_PATH = '/exchange/1c/'
const CREDENTIALS = { login: 'bench-1c', password: 'bench-1c-password' }
const SAMPLE_MS = 100
const DEFAULT_PRODUCTS = 10_000

type Targets = { seconds: number; megabytes: number; reimportSeconds: number | null }

/** The bars: 10,000 products in 60 s and 600 MB (re-import 30 s); 100,000 in 10 min and 1 GB. */
const targetsFor = (products: number): Targets =>
  products > DEFAULT_PRODUCTS
    ? { seconds: 600, megabytes: 1000, reimportSeconds: null }
    : { seconds: 60, megabytes: 600, reimportSeconds: 30 }

/** Runs `work` while sampling the process's RSS; its wall time and the highest RSS seen. */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; peakMb: number }> {
  let peak = process.memoryUsage().rss
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, SAMPLE_MS)
  const started = performance.now()
  try {
    const result = await work()
    peak = Math.max(peak, process.memoryUsage().rss)
    return { result, seconds: (performance.now() - started) / 1000, peakMb: peak / 1e6 }
  } finally {
    clearInterval(sampler)
  }
}

const verdict = (value: number, target: number) =>
  `ratio ${(value / target).toFixed(2)} ${value <= target ? '(met)' : '(MISSED)'}`

export async function benchExchange(size?: number): Promise<void> {
  const products = size ?? DEFAULT_PRODUCTS
  const targets = targetsFor(products)
  const work = await mkdtemp(path.join(tmpdir(), 'vitrina-bench-exchange-'))
  const dataDir = path.join(work, 'data')
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') })
  try {
    const label = products.toLocaleString('en')
    console.log(`exchange: generating import.xml and offers.xml of ${label} products…`)
    const folder = path.join(work, 'files')
    const generated = await measured(() => generateExchangeFiles(folder, products))
    console.log(`exchange: generated in ${generated.seconds.toFixed(1)} s`)
    const env = parseEnv({
      NODE_ENV: 'production',
      SITE_URL: SITE,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      EXCHANGE_1C_LOGIN: CREDENTIALS.login,
      EXCHANGE_1C_PASSWORD: CREDENTIALS.password,
    })
    const ctx: AppContext = {
      db: database.db,
      env,
      cache: new TtlCache(30_000),
      mediaDir: path.join(dataDir, 'media'),
      mailer: createMailer(env, dataDir),
    }
    const app = exchangeApp(ctx)
    const session = () => runExchangeSession(app.fetch, `${SITE}${EXCHANGE_PATH}`, CREDENTIALS, folder)

    // The idle process (modules, the embedded database open and migrated) before any exchange: the share of the
    // peak that is the exchange's own is the difference.
    const idleMb = process.memoryUsage().rss / 1e6
    console.log(`exchange: idle process RSS ${idleMb.toFixed(0)} MB before the exchange`)
    const first = await measured(session)
    console.log(
      `exchange: ${label} products imported in ${first.seconds.toFixed(1)} s, peak RSS ${first.peakMb.toFixed(0)} MB ` +
        `(${first.result.parts} parts, ${(first.result.uploadedBytes / 1e6).toFixed(1)} MB uploaded)`,
    )
    console.log(`exchange: time against a target of ${targets.seconds} s: ${verdict(first.seconds, targets.seconds)}`)
    console.log(
      `exchange: RSS against a target of ${targets.megabytes} MB: ${verdict(first.peakMb, targets.megabytes)}; ` +
        `the exchange's own share ${(first.peakMb - idleMb).toFixed(0)} MB`,
    )

    const again = await measured(session)
    console.log(
      `exchange: re-import of the same files in ${again.seconds.toFixed(1)} s, peak RSS ${again.peakMb.toFixed(0)} MB`,
    )
    if (targets.reimportSeconds !== null)
      console.log(
        `exchange: re-import against a target of ${targets.reimportSeconds} s: ` +
          verdict(again.seconds, targets.reimportSeconds),
      )
  } finally {
    await database.close()
    await rm(work, { recursive: true, force: true })
  }
}
