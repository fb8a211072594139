// carts/items/ (add to cart) and carts/items/{id}/update-quantity/ with 100 buyers at once on a 10,000-product
// catalogue: each buyer adds a product, then changes its quantity, pausing 0.5–1.5 s between clicks as a person
// does, all buyers together, so the figures include waiting for the other buyers' transactions. A second run
// without pauses gives the throughput at saturation. Through the API app in process, on an
// in-memory PGlite, and on PostgreSQL too when BENCH_DATABASE_URL is set (in a database `vitrina_bench_cart`,
// created and dropped by the run).
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { createApiApp } from '../server/app'
import { openDatabase, type Database } from '../server/db/client'
import { sessions, users } from '../server/db/schema/accounts'
import { parseEnv } from '../server/env'
import { TtlCache } from '../server/http/ttl-cache'
import { localChangeSignal } from '../server/changes/signal'
import { hashToken } from '../server/modules/auth/sessions'
import { seedDatabase } from '../server/seed/index'

const PRODUCTS = 10_000
const BUYERS = 100
const ROUNDS = 10
const TARGET_P95_MS = 30
const BENCH_DATABASE = 'vitrina_bench_cart'

const pause = () => new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1000))

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))] ?? NaN

/** BUYERS active accounts with a session each: their bearer tokens. */
async function createBuyers(database: Database): Promise<string[]> {
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: BUYERS }, (_, index) => ({
        email: `bench-buyer-${index}@example.com`,
        passwordHash: 'scrypt$not-a-real-hash',
        fullName: `Покупатель ${index}`,
        organizationName: `ООО «Бенч ${index}»`,
        organizationInn: '7707083893',
        legalAddress: 'Москва',
        actualAddress: 'Москва',
        phone: '79161234567',
        isActive: true,
        activatedAt: new Date(),
      })),
    )
    .returning({ id: users.id })
  const tokens = rows.map(() => randomBytes(32).toString('base64url'))
  await database.db.insert(sessions).values(
    rows.map((row, index) => ({
      userId: row.id,
      tokenHash: hashToken(tokens[index]!),
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  )
  return tokens
}

async function orderableProducts(database: Database): Promise<number[]> {
  const result = (await database.db.execute(sql`select p.id from products p join categories c on c.id = p.category_id
    where p.is_published and c.is_published and p.can_order and p.stock > 0 order by p.id limit 2000`)) as unknown as {
    rows: { id: number }[]
  }
  return result.rows.map((row) => Number(row.id))
}

async function measure(label: string, database: Database, mediaDir: string): Promise<void> {
  const env = parseEnv({ NODE_ENV: 'production' })
  const app = createApiApp({
    db: database.db,
    env,
    cache: new TtlCache(60 * 60_000),
    changes: localChangeSignal(),
    mediaDir,
    mailer: { send: async () => {} },
  })
  const tokens = await createBuyers(database)
  const products = await orderableProducts(database)
  const adds: number[] = []
  const updates: number[] = []

  const call = async (token: string, method: string, url: string, body: unknown, into: number[] | null) => {
    const started = performance.now()
    const response = await app.request(`http://localhost/api/${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    into?.push(performance.now() - started)
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`)
    return (await response.json()) as { item_added?: { id: number } }
  }

  const buyer = async (token: string, index: number, rounds: number, count: boolean, thinking: boolean) => {
    for (let round = 0; round < rounds; round += 1) {
      const product = products[(index * 37 + round * 101) % products.length]!
      if (thinking) await pause()
      const added = await call(token, 'POST', 'carts/items/', { product, quantity: 1 }, count ? adds : null)
      if (thinking) await pause()
      await call(
        token,
        'POST',
        `carts/items/${added.item_added!.id}/update-quantity/`,
        { quantity: 2 + round },
        count ? updates : null,
      )
    }
  }
  // A warm-up round, not counted; ROUNDS at a person's pace for the latencies; then ROUNDS without pauses.
  await Promise.all(tokens.map((token, index) => buyer(token, index, 1, false, false)))
  await Promise.all(tokens.map((token, index) => buyer(token, index + 1, ROUNDS, true, true)))
  const started = performance.now()
  await Promise.all(tokens.map((token, index) => buyer(token, index + 2, ROUNDS, false, false)))
  const seconds = (performance.now() - started) / 1000

  const figures = (values: number[]) =>
    `p50 ${percentile(values, 0.5).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms ` +
    `(target ≤ ${TARGET_P95_MS} ms)`
  console.log(
    `cart (${label}, ${PRODUCTS.toLocaleString('en')} products, ${BUYERS} buyers at once, ` +
      `${adds.length} adds and ${updates.length} updates):`,
  )
  console.log(`cart (${label}): add ${figures(adds)}; update-quantity ${figures(updates)}`)
  const [load] = loadavg()
  const saturated = (2 * BUYERS * ROUNDS) / seconds
  console.log(
    `cart (${label}): without pauses ${saturated.toFixed(0)} requests/s ` +
      `(${((1000 * BUYERS) / saturated).toFixed(0)} ms a request with ${BUYERS} waiting); ` +
      `load average ${load?.toFixed(1)} on ${cpus().length} cores`,
  )
}

async function seeded(database: Database, mediaDir: string) {
  console.log(`cart: seeding ${PRODUCTS.toLocaleString('en')} products on ${database.kind}…`)
  await seedDatabase(database.db, { products: PRODUCTS, mediaDir })
}

export async function benchCart(): Promise<void> {
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'vitrina-bench-cart-'))
  try {
    const database = await openDatabase({ dataDir: null })
    try {
      await seeded(database, mediaDir)
      await measure('pglite', database, mediaDir)
    } finally {
      await database.close()
    }
    const serverUrl = process.env.BENCH_DATABASE_URL
    if (serverUrl) await benchPostgres(serverUrl, mediaDir)
    else console.log('cart: set BENCH_DATABASE_URL=postgres://… to measure on PostgreSQL too')
  } finally {
    await rm(mediaDir, { recursive: true, force: true })
  }
}

async function benchPostgres(serverUrl: string, mediaDir: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(`drop database if exists ${BENCH_DATABASE}`)
    await admin.query(`create database ${BENCH_DATABASE}`)
    const url = new URL(serverUrl)
    url.pathname = `/${BENCH_DATABASE}`
    // As many connections as an app server would keep: the buyers' transactions wait for one.
    const database = await openDatabase({ databaseUrl: url.toString(), maxConnections: 10 })
    try {
      await seeded(database, mediaDir)
      await measure('postgresql', database, mediaDir)
    } finally {
      await database.close()
    }
  } finally {
    await admin.query(`drop database if exists ${BENCH_DATABASE}`)
    await admin.end()
  }
}
