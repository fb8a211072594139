// Brings the backend up once per process: configuration, database (migrated; seeded when empty), API app.
import path from 'node:path'
import { createApiApp, type ApiApp } from './app'
import type { AppContext } from './context'
import { openDatabase, type Database } from './db/client'
import { underStartupLock } from './db/startup-lock'
import { env, type Env } from './env'
import { TtlCache } from './http/ttl-cache'
import { openChangeSignal } from './changes/open'
import { dropSharedCachesOnChange } from './changes/shared-caches'
import { createMailer } from './mail/mailer'
import { createExchangeApp, type ExchangeApp } from './modules/exchange/app'
import { exchangeServices } from './modules/exchange/bind-services'
import { startRestockChecks } from './modules/wait-list/restock'
import { startPublicationClock } from './modules/content/publication-schedule'
import { createPageCache, type PageCache } from './http/page-cache/page-cache'
import { configuredCounters, scriptPolicy } from './http/content-security-policy'
import { isDatabaseEmpty, seedDatabase } from './seed/index'
import { staffSocketPath, startStaffSocket, type StaffSocket } from './staff/socket'

export type Backend = {
  env: Env
  database: Database
  api: ApiApp
  /** The 1C exchange at /exchange/1c/ (a plain 404 when it is not configured). */
  exchange: ExchangeApp
  mediaDir: string
  /** Guest pages rendered once and kept compressed; dropped on every change signal. */
  pageCache: PageCache
}

export const mediaDirOf = (config: Env) => path.resolve(config.DATA_DIR, 'media')

const restockCheckSeconds = (config: Env) => config.RESTOCK_CHECK_SECONDS ?? (config.NODE_ENV === 'test' ? 0 : 300)

export async function startBackend(config: Env = env()): Promise<Backend> {
  const database = config.DATABASE_URL
    ? await openDatabase({ databaseUrl: config.DATABASE_URL })
    : await openDatabase({ dataDir: path.resolve(config.DATA_DIR, 'db') })
  const mediaDir = mediaDirOf(config)
  // Processes starting together on one PostgreSQL database seed it once: the others wait, then find it full.
  await underStartupLock(database.url, async () => {
    if (!(await isDatabaseEmpty(database.db))) return
    const started = Date.now()
    const result = await seedDatabase(database.db, { mediaDir })
    console.log(
      `[boot] seeded the empty database with demo data (${result.products} products) in ${Date.now() - started} ms`,
    )
  })
  const mailer = createMailer(config, path.resolve(config.DATA_DIR))
  const changes = await openChangeSignal(database)
  const ctx: AppContext = { db: database.db, env: config, cache: new TtlCache(30_000), changes, mediaDir, mailer }
  dropSharedCachesOnChange(ctx)
  const counters = configuredCounters(config)
  const pageCache = createPageCache({
    maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
    policy: (sources) => scriptPolicy(sources, counters),
  })
  changes.subscribe(() => pageCache.clear())
  const publicationClock = startPublicationClock(ctx)
  const exchange = createExchangeApp(ctx, exchangeServices(ctx))
  const staffSocket = database.kind === 'pglite' ? await openStaffSocket(database, ctx) : null
  const seconds = restockCheckSeconds(config)
  const restockChecks = seconds > 0 ? startRestockChecks(database.db, mailer, config.SITE_URL, seconds) : null
  const close = async () => {
    restockChecks?.stop()
    publicationClock.stop()
    await staffSocket?.close()
    await changes.close()
    await database.close()
  }
  return { env: config, database: { ...database, close }, api: createApiApp(ctx), exchange, mediaDir, pageCache }
}

/** Only the embedded database needs it: with PostgreSQL `npm run staff` connects to the database itself. */
async function openStaffSocket(database: Database, ctx: AppContext): Promise<StaffSocket | null> {
  try {
    return await startStaffSocket(database.db, staffSocketPath(path.resolve(ctx.env.DATA_DIR)), {
      mailer: ctx.mailer,
      siteUrl: ctx.env.SITE_URL,
      context: ctx,
    })
  } catch (error) {
    console.warn(
      `[boot] staff commands will not reach this server: ${error instanceof Error ? error.message : String(error)}`,
    )
    return null
  }
}

let backend: Promise<Backend> | undefined

/** The process-wide backend, started on first use. */
export function backendInstance(): Promise<Backend> {
  backend ??= startBackend()
  return backend
}
