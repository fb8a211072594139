// Search on the 100,000-product catalogue (bench/catalogue.ts builds it once): one-word queries that match a
// large share of the goods (`корм`, `собак`; `для`, a stop word, finds none), a rarer one and a misspelt one,
// through the API app in process. A search capped at its best 1,000 goods shows its total as "1000+".
//
// Each query is asked three ways, as `search/` (the header's suggestions and the search page's counts), as the
// search page's listing (`catalog/products/?q=`) and as the search page, which asks both at once:
// - `cached`: a repeated query, answered from the shared cache;
// - `new word`: a running shop's first asking of the word: what depends on the query (its match, found goods,
//   facets, pages, cards) is not kept, what every request shares (the catalogue's reference lists, the category
//   tree, settings) is, as on a shop that has been serving for a while;
// - `cold`: every cache empty, as in a process that has just started (or just heard of a change).
// p50 and p95 against the target p95 ≤ 50 ms for the broad words, with the ratio p95 ÷ target. With
// BENCH_BASELINE_DIR naming another checkout (the main branch's), its API app answers the same requests on the same
// database, interleaved, and its p50/p95 and the ratio of the two p95s are shown on the same line. The process's
// CPU time per request (the embedded database's included) is shown too: it suffers less than the wall clock when
// other processes share the cores.
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { createApiApp } from '../server/app'
import { localChangeSignal } from '../server/changes/signal'
import { parseEnv } from '../server/env'
import { TtlCache } from '../server/http/ttl-cache'
import { openLargeCatalogue } from './catalogue'

const TARGET_P95_MS = 50
const WARM_UP = 3
const RUNS = Number(process.env.BENCH_RUNS ?? 40)
const HOUR = 60 * 60_000
const BROAD = ['корм', 'для', 'собак']
/** A rarer word, and a broad word misspelt (found through its spelling alternatives). */
const OTHER = ['когтеточка', 'кормм']

/** Keys of what a query decides (server/modules/search, server/modules/catalogue/listing.ts). */
const QUERY_KEY = /^(search|facets|ids|cards):/

/** A shop's shared cache whose query-dependent part can be emptied alone. */
class ShopCache extends TtlCache {
  private readonly shared = new TtlCache(HOUR)

  constructor() {
    super(HOUR)
  }

  override get<T>(key: string, compute: () => Promise<T>, bytesOf?: (value: T) => number): Promise<T> {
    return QUERY_KEY.test(key) ? super.get(key, compute, bytesOf) : this.shared.get(key, compute, bytesOf)
  }

  forgetQueries(): void {
    super.clear()
  }

  override clear(): void {
    super.clear()
    this.shared.clear()
  }
}

type Caching = 'cached' | 'new word' | 'cold'
type Call = 'search/' | 'listing' | 'search page'
type Side = 'now' | 'base'

const CACHINGS: Caching[] = ['cached', 'new word', 'cold']
const CALLS: Call[] = ['search/', 'listing', 'search page']

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))] ?? NaN

type Found = { total: number; total_capped?: boolean }
const found = ({ total, total_capped }: Found) => `${total}${total_capped ? '+' : ''}`

export async function benchSearch(): Promise<void> {
  const { database, mediaDir } = await openLargeCatalogue()
  try {
    const baselineDir = process.env.BENCH_BASELINE_DIR
    const baseline = baselineDir
      ? ((await import(path.resolve(baselineDir, 'server/app.ts'))) as { createApiApp: typeof createApiApp })
      : null
    const sides: Side[] = baseline ? ['now', 'base'] : ['now']
    const appOf = (side: Side) => {
      const cache = new ShopCache()
      const app = (side === 'base' && baseline ? baseline.createApiApp : createApiApp)({
        db: database.db,
        env: parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }),
        cache,
        changes: localChangeSignal(),
        mediaDir,
        mailer: { send: async () => {} },
      })
      return { cache, app }
    }
    const apps = new Map(sides.flatMap((side) => CACHINGS.map((caching) => [`${side} ${caching}`, appOf(side)])))

    type Case = { q: string; call: Call; caching: Caching; side: Side }
    const cases: Case[] = [...BROAD, ...OTHER].flatMap((q) =>
      CALLS.flatMap((call) =>
        CACHINGS.filter((caching) => call !== 'search page' || caching !== 'cached').flatMap((caching) =>
          sides.map((side) => ({ q, call, caching, side })),
        ),
      ),
    )
    const keyOf = ({ q, call, caching, side }: Case) => `${side} ${caching} ${call} ${q}`
    /** What each checkout found: a capped total reads "1000+". */
    const totals = new Map<string, string>()

    const request = async (entry: Case) => {
      const { cache, app } = apps.get(`${entry.side} ${entry.caching}`) ?? {}
      if (!cache || !app) throw new Error(`no app for ${keyOf(entry)}`)
      if (entry.caching === 'new word') cache.forgetQueries()
      if (entry.caching === 'cold') cache.clear()
      const q = encodeURIComponent(entry.q)
      const urls = {
        'search/': [`/api/search/?q=${q}`],
        listing: [`/api/catalog/products/?q=${q}`],
        'search page': [`/api/search/?q=${q}`, `/api/catalog/products/?q=${q}`],
      }[entry.call]
      const answers = await Promise.all(urls.map((url) => app.request(`http://localhost${url}`)))
      for (const [index, answer] of answers.entries())
        if (answer.status !== 200) throw new Error(`${urls[index]} answered ${answer.status}: ${await answer.text()}`)
      // search/ answers its goods under `products`; the listing answers `total` beside its `products` list.
      const body = (await answers[0]?.json()) as Partial<Found> & { products: Found | unknown[] }
      totals.set(keyOf(entry), found(body.total === undefined ? (body.products as Found) : (body as Found)))
    }

    // The reference lists of the `new word` apps are read once here, as a running shop has them.
    for (let run = 0; run < WARM_UP; run += 1) for (const entry of cases) await request(entry)
    const [loadBefore] = loadavg()
    // Interleaved, so that a busy machine slows every query alike; the two checkouts take turns going first (each
    // case's sides are neighbours), so that neither always pays for what the one before it left to collect.
    const inTurn = (run: number) =>
      run % 2 === 0 || sides.length === 1 ? cases : cases.map((entry, index) => cases[index ^ 1] ?? entry)
    const times = new Map(cases.map((entry) => [keyOf(entry), [] as number[]]))
    const cpuTimes = new Map(cases.map((entry) => [keyOf(entry), [] as number[]]))
    for (let run = 0; run < RUNS; run += 1)
      for (const entry of inTurn(run)) {
        const started = performance.now()
        const cpu = process.cpuUsage()
        await request(entry)
        times.get(keyOf(entry))?.push(performance.now() - started)
        const used = process.cpuUsage(cpu)
        cpuTimes.get(keyOf(entry))?.push((used.user + used.system) / 1000)
      }
    const [loadAfter] = loadavg()

    console.log(
      `search (pglite, 100,000 products, ${RUNS} runs each, target p95 ≤ ${TARGET_P95_MS} ms for broad words; ` +
        `new word: the query's caches empty, the shop's reference data kept; cold: every cache empty):`,
    )
    const figures = (values: number[]) =>
      `${percentile(values, 0.5).toFixed(1).padStart(6)} / ${percentile(values, 0.95).toFixed(1).padStart(6)} ms`
    console.log(
      `  ${'query'.padEnd(20)} ${'call'.padEnd(12)} ${'caching'.padEnd(9)} ${'found'.padStart(6)}` +
        `  ${'p50 / p95 now'.padStart(19)}  ${'p95 ÷ target'.padStart(12)}` +
        (baseline ? `  ${'p50 / p95 base'.padStart(19)}  ${'p95 now ÷ base'.padStart(14)}` : '') +
        `  ${'CPU p50 now'.padStart(11)}${baseline ? `  ${'CPU p50 base'.padStart(12)}` : ''}`,
    )
    for (const entry of cases.filter((each) => each.side === 'now')) {
      const [now, before] = [totals.get(keyOf(entry)), totals.get(keyOf({ ...entry, side: 'base' }))]
      const broad = BROAD.includes(entry.q)
      const values = times.get(keyOf(entry)) ?? []
      const base = times.get(keyOf({ ...entry, side: 'base' }))
      const cpu = (side: Side) => percentile(cpuTimes.get(keyOf({ ...entry, side })) ?? [], 0.5)
      const p95 = percentile(values, 0.95)
      const target = broad ? `${(p95 / TARGET_P95_MS).toFixed(2)}${p95 <= TARGET_P95_MS ? ' met' : ''}` : ''
      console.log(
        `  ${(broad ? 'broad ' : 'other ') + JSON.stringify(entry.q).padEnd(14)} ${entry.call.padEnd(12)}` +
          ` ${entry.caching.padEnd(9)} ${String(now).padStart(6)}` +
          `  ${figures(values)}  ${target.padStart(12)}` +
          (base ? `  ${figures(base)}  ${`×${(p95 / percentile(base, 0.95)).toFixed(2)}`.padStart(14)}` : '') +
          `  ${`${cpu('now').toFixed(1)} ms`.padStart(11)}` +
          (base ? `  ${`${cpu('base').toFixed(1)} ms`.padStart(12)}` : '') +
          (before !== undefined && before !== now ? `  (base found ${before})` : ''),
      )
    }
    console.log(
      `search: load average ${loadBefore?.toFixed(1)} at the start, ${loadAfter?.toFixed(1)} at the end, ` +
        `on ${cpus().length} cores`,
    )
  } finally {
    await database.close()
  }
}
