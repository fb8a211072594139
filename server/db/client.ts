// Opens the database: PostgreSQL when a URL is given, otherwise the embedded PGlite under DATA_DIR.
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { withPreparedStatements } from './pglite-prepared'
import { schema } from './schema'
import { underStartupLock } from './startup-lock'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** PostgreSQL's connection string (for connections of their own, e.g. LISTEN); null for the embedded database. */
  url: string | null
  close: () => Promise<void>
}

/** Found by walking up from this module, which runs from server/db/ in development and from dist/ when built. */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    for (const candidate of [path.join(dir, 'migrations'), path.join(dir, 'server/db/migrations')])
      if (existsSync(path.join(candidate, 'meta/_journal.json'))) return candidate
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('server/db/migrations was not found above ' + fileURLToPath(import.meta.url))
    dir = parent
  }
}

export const migrationsFolder = findMigrationsFolder()

export type OpenOptions =
  { databaseUrl: string; maxConnections?: number } | { dataDir: string | null; loadDataDir?: Blob }

/** Opens a database and applies pending migrations. `dataDir: null` keeps PGlite in memory. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = 'databaseUrl' in options ? await openPostgres(options) : await openPglite(options)
  return database
}

async function openPostgres(options: { databaseUrl: string; maxConnections?: number }): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.maxConnections ?? 10 })
  const db = drizzle({ client: pool, schema })
  await underStartupLock(options.databaseUrl, () => migrate(db, { migrationsFolder }))
  return { db: db as unknown as Db, kind: 'postgres', url: options.databaseUrl, close: () => pool.end() }
}

/**
 * PGlite keeps its shared buffers inside the process's WASM memory, reserved at start: PostgreSQL's default 128MB
 * costs ~350 MB of resident memory before the first query. Reads of a 100,000-product catalogue are as fast with
 * 16MB (`npm run bench -- catalogue`), and a 10,000-product 1C import stays under 600 MB (`-- exchange`).
 */
const PGLITE_SHARED_BUFFERS = '16MB'

async function openPglite(options: { dataDir: string | null; loadDataDir?: Blob }): Promise<Database> {
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const client = await PGlite.create(options.dataDir ?? undefined, {
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  })
  const db = drizzle({ client: withPreparedStatements(client), schema })
  await migrate(db, { migrationsFolder })
  return { db: db as unknown as Db, kind: 'pglite', url: null, close: () => client.close() }
}
