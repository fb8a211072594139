// catalog/products/ on a 100,000-product catalogue: a top category, two brands and a colour, sorted by name,
// page 3. Measures the request through the API app in process (p50, p95) and the same SQL statements run
// directly on the database (p50): the ratio of the two p50s is the cost of everything around the database.
// The PGlite database is built once under var/bench/catalogue-100k/ and reused; with BENCH_DATABASE_URL the
// same runs on PostgreSQL, in a database `vitrina_bench` created (and seeded) when missing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { sql, type SQL } from 'drizzle-orm'
import pg from 'pg'
import { createApiApp } from '../server/app'
import { openDatabase, type Database, type Db } from '../server/db/client'
import { parseEnv } from '../server/env'
import { TtlCache } from '../server/http/ttl-cache'
import { localChangeSignal } from '../server/changes/signal'
import { isDatabaseEmpty, seedDatabase } from '../server/seed/index'

const PRODUCTS = 100_000
const WARM_UP = 50
const RUNS = 300
const TARGET_P95_MS = 25
const TARGET_RATIO = 1.5
const PGLITE_DIR = path.resolve('var/bench/catalogue-100k')
const BENCH_DATABASE = 'vitrina_bench'

const rows = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))] ?? NaN

/** Seeds an empty database, then makes sure statistics and the visibility map are current for its schema. */
async function prepare(database: Database, mediaDir: string, markerFile: string | null): Promise<void> {
  const { db } = database
  if (await isDatabaseEmpty(db)) {
    console.log(
      `catalogue: seeding ${PRODUCTS.toLocaleString('en')} products on ${database.kind} (once; a minute or two)…`,
    )
    await seedDatabase(db, { products: PRODUCTS, mediaDir })
  }
  const [{ count = 0 } = {}] = await rows<{ count: number }>(db, sql`select count(*)::int as count from products`)
  if (count !== PRODUCTS)
    throw new Error(`the bench database holds ${count} products, not ${PRODUCTS}: remove it and run again`)
  // Index-only scans need the visibility map that VACUUM writes; the planner needs ANALYZE's statistics.
  // PostgreSQL's autovacuum keeps both current; PGlite has no autovacuum, so it is done once per schema version.
  const [{ migrations = 0 } = {}] = await rows<{ migrations: number }>(
    db,
    sql`select count(*)::int as migrations from drizzle.__drizzle_migrations`,
  )
  const marker = `schema migrations: ${migrations}`
  if (markerFile && existsSync(markerFile) && readFileSync(markerFile, 'utf8') === marker) return
  console.log(`catalogue: vacuum analyze on ${database.kind}…`)
  await db.execute(sql`vacuum analyze`)
  if (markerFile) writeFileSync(markerFile, marker)
}

/** The benchmark's query: the largest top category, its two largest brands and their most common colour. */
async function benchmarkQuery(db: Db): Promise<string> {
  const [top] = await rows<{ path: string }>(
    db,
    sql`select split_part(c.path, '/', 1) as path from products p
    join categories c on c.id = p.category_id group by 1 order by count(*) desc, 1 limit 1`,
  )
  const inTop = sql`p.category_id in (
    select id from categories where path = ${top?.path} or path like ${`${top?.path}/%`}
  )`
  const brands = await rows<{ slug: string }>(
    db,
    sql`select b.slug from products p join brands b on b.id = p.brand_id
    where ${inTop} group by b.slug order by count(*) desc, b.slug limit 2`,
  )
  const [color] = await rows<{ slug: string }>(
    db,
    sql`select c.slug from products p join product_colors pc on pc.product_id = p.id
    join colors c on c.id = pc.color_id join brands b on b.id = p.brand_id
    where ${inTop} and b.slug in ${brands.map((brand) => brand.slug)}
    group by c.slug order by count(*) desc, c.slug limit 1`,
  )
  const brandSlugs = brands.map((brand) => brand.slug).join(',')
  return `/api/catalog/products/?path=${top?.path}&b=${brandSlugs}&c=${color?.slug}&p=3`
}

/** The database handle the app gets: every raw statement it executes is recorded, to be replayed directly. */
function recording(db: Db, statements: SQL[]): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver)
      return (query: SQL) => {
        statements.push(query)
        return target.execute(query)
      }
    },
  })
}

async function measure(label: string, database: Database, mediaDir: string): Promise<void> {
  const url = await benchmarkQuery(database.db)
  const statements: SQL[] = []
  const env = parseEnv({ NODE_ENV: 'production' })
  const app = createApiApp({
    db: recording(database.db, statements),
    env,
    cache: new TtlCache(60 * 60_000),
    changes: localChangeSignal(),
    mediaDir,
    mailer: { send: async () => {} },
  })
  const request = async () => {
    const response = await app.request(`http://localhost${url}`)
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`)
    return (await response.json()) as { total: number; products: unknown[] }
  }
  for (let run = 0; run < WARM_UP; run += 1) await request()
  statements.length = 0
  const answer = await request()
  const replay = [...statements]
  if (answer.products.length === 0) throw new Error(`${url} returned an empty page`)

  // Interleaved, so that a busy machine slows both sides alike.
  const api: number[] = []
  const direct: number[] = []
  const apiCpu: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    let started = performance.now()
    const cpu = process.cpuUsage()
    await request()
    api.push(performance.now() - started)
    const used = process.cpuUsage(cpu)
    apiCpu.push((used.user + used.system) / 1000)
    started = performance.now()
    for (const statement of replay) await database.db.execute(statement)
    direct.push(performance.now() - started)
  }
  const p50 = percentile(api, 0.5)
  const p95 = percentile(api, 0.95)
  const sqlP50 = percentile(direct, 0.5)
  const ratio = p50 / sqlP50
  console.log(
    `catalogue (${label}, ${PRODUCTS.toLocaleString('en')} products): GET ${url} → ${answer.total} products, ` +
      `${replay.length} SQL statement(s) per request`,
  )
  console.log(
    `catalogue (${label}): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ≤ ${TARGET_P95_MS} ms); ` +
      `same SQL directly p50 ${sqlP50.toFixed(1)} ms; ` +
      `ratio ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO}); ${RUNS} runs`,
  )
  // Wall-clock figures suffer when other processes share the cores; this process's own CPU time does less.
  const [load] = loadavg()
  console.log(
    `catalogue (${label}): this process's CPU time per request p50 ${percentile(apiCpu, 0.5).toFixed(1)} ms, ` +
      `p95 ${percentile(apiCpu, 0.95).toFixed(1)} ms; load average ${load?.toFixed(1)} on ${cpus().length} cores`,
  )
}

/** The 100,000-product PGlite database of the benchmarks, seeded on first use; the caller closes it. */
export async function openLargeCatalogue(): Promise<{ database: Database; mediaDir: string }> {
  const database = await openDatabase({ dataDir: path.join(PGLITE_DIR, 'db') })
  const mediaDir = path.join(PGLITE_DIR, 'media')
  try {
    await prepare(database, mediaDir, path.join(PGLITE_DIR, 'maintained'))
  } catch (error) {
    await database.close()
    throw error
  }
  return { database, mediaDir }
}

async function benchPglite(): Promise<void> {
  const { database, mediaDir } = await openLargeCatalogue()
  try {
    await measure('pglite', database, mediaDir)
  } finally {
    await database.close()
  }
}

async function benchPostgres(serverUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [BENCH_DATABASE])
    if (!rowCount) await admin.query(`create database ${BENCH_DATABASE}`)
  } finally {
    await admin.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${BENCH_DATABASE}`
  const database = await openDatabase({ databaseUrl: url.toString() })
  try {
    const mediaDir = path.resolve('var/bench/catalogue-100k-postgres/media')
    await prepare(database, mediaDir, null)
    await measure('postgresql', database, mediaDir)
  } finally {
    await database.close()
  }
}

export async function benchCatalogue(): Promise<void> {
  await benchPglite()
  const serverUrl = process.env.BENCH_DATABASE_URL
  if (serverUrl) await benchPostgres(serverUrl)
  else console.log('catalogue: set BENCH_DATABASE_URL=postgres://… to measure on PostgreSQL too')
}
