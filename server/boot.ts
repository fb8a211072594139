// Brings the backend up once per process: configuration, database (migrated; seeded when empty), API app.
import path from 'node:path'
import { createApiApp, type ApiApp } from './app'
import type { AppContext } from './context'
import { openDatabase, type Database } from './db/client'
import { env, type Env } from './env'
import { TtlCache } from './http/ttl-cache'
import { isDatabaseEmpty, seedDatabase } from './seed/index'

export type Backend = {
  env: Env
  database: Database
  api: ApiApp
  mediaDir: string
}

export const mediaDirOf = (config: Env) => path.resolve(config.DATA_DIR, 'media')

export async function startBackend(config: Env = env()): Promise<Backend> {
  const database = config.DATABASE_URL
    ? await openDatabase({ databaseUrl: config.DATABASE_URL })
    : await openDatabase({ dataDir: path.resolve(config.DATA_DIR, 'db') })
  const mediaDir = mediaDirOf(config)
  if (await isDatabaseEmpty(database.db)) {
    const started = Date.now()
    const result = await seedDatabase(database.db, { mediaDir })
    console.log(`[boot] seeded the empty database with demo data (${result.products} products) in ${Date.now() - started} ms`)
  }
  const ctx: AppContext = { db: database.db, env: config, cache: new TtlCache(30_000), mediaDir }
  return { env: config, database, api: createApiApp(ctx), mediaDir }
}

let backend: Promise<Backend> | undefined

/** The process-wide backend, started on first use. */
export function backendInstance(): Promise<Backend> {
  backend ??= startBackend()
  return backend
}
