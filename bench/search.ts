// Search on the 100,000-product catalogue (bench/catalogue.ts builds it once): one-word queries that match a
// large share of the goods (`корм`, `собак`; `для`, a stop word, finds none), a rarer one and a misspelt one,
// through the API app in process. A search capped at its best 1,000 goods shows its total as "1000+".
// Prints p50 and p95 of search/ (the header's suggestions and the search page's counts) and of the search page's
// listing (catalog/products/?q=), against the target p95 ≤ 50 ms for the broad words, with the ratio p95 ÷ target:
// as a running server answers a repeated query (from the shared cache), and uncached (a cache that keeps nothing,
// as the first asking of a query finds it). With BENCH_BASELINE_DIR naming another checkout (the main branch's),
// its API app answers the same requests on the same database, interleaved, and the ratio of the two p95s is shown.
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
const BROAD = ['корм', 'для', 'собак']
/** A rarer word, and a broad word misspelt (found through its spelling alternatives). */
const OTHER = ['когтеточка', 'кормм']

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))] ?? NaN

export async function benchSearch(): Promise<void> {
  const { database, mediaDir } = await openLargeCatalogue()
  try {
    const baselineDir = process.env.BENCH_BASELINE_DIR
    const baseline = baselineDir
      ? ((await import(path.resolve(baselineDir, 'server/app.ts'))) as { createApiApp: typeof createApiApp })
      : null
    const appWith = (cache: TtlCache, create = createApiApp) =>
      create({
        db: database.db,
        env: parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }),
        cache,
        changes: localChangeSignal(),
        mediaDir,
        mailer: { send: async () => {} },
      })
    // The search page's first asking: search/ and its listing at once, on a cache emptied before each run.
    const pageCaches = { page: new TtlCache(60 * 60_000), 'base page': new TtlCache(60 * 60_000) }
    const apps = {
      page: appWith(pageCaches.page),
      ...(baseline && { 'base page': appWith(pageCaches['base page'], baseline.createApiApp) }),
      cached: appWith(new TtlCache(60 * 60_000)),
      uncached: appWith(new TtlCache(0)),
      ...(baseline && {
        'base cached': appWith(new TtlCache(60 * 60_000), baseline.createApiApp),
        'base uncached': appWith(new TtlCache(0), baseline.createApiApp),
      }),
    }
    const caches = Object.keys(apps) as (keyof typeof apps)[]
    const urls = [...BROAD, ...OTHER].flatMap((q) =>
      caches.flatMap((cache) =>
        cache.endsWith('page')
          ? BROAD.includes(q)
            ? [{ q, cache, what: 'search page, both', url: `/api/search/?q=${encodeURIComponent(q)}` }]
            : []
          : [
              { q, cache, what: 'search/', url: `/api/search/?q=${encodeURIComponent(q)}` },
              { q, cache, what: 'catalog/products/?q=', url: `/api/catalog/products/?q=${encodeURIComponent(q)}` },
            ],
      ),
    )
    /** What each checkout found, by cache and url: a capped total reads "1000+". */
    const totals = new Map<string, string>()
    type Found = { total: number; total_capped?: boolean }
    const found = ({ total, total_capped }: Found) => `${total}${total_capped ? '+' : ''}`
    const request = async (url: string, cache: keyof typeof apps) => {
      const app = apps[cache]
      if (!app) throw new Error(`no app ${cache}`)
      if (cache === 'page' || cache === 'base page') {
        pageCaches[cache].clear()
        const listing = url.replace('/api/search/', '/api/catalog/products/')
        const answers = await Promise.all([url, listing].map((each) => app.request(`http://localhost${each}`)))
        if (answers.some((answer) => answer.status !== 200)) throw new Error(`${url} or its listing failed`)
        totals.set(`${cache} ${url}`, found(((await answers[0]?.json()) as { products: Found }).products))
        return
      }
      const response = await app.request(`http://localhost${url}`)
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`)
      // search/ answers its goods under `products`; the listing answers `total` beside its `products` list.
      const body = (await response.json()) as Partial<Found> & { products: Found | unknown[] }
      totals.set(`${cache} ${url}`, found(body.total === undefined ? (body.products as Found) : (body as Found)))
    }
    const keyOf = ({ url, cache }: { url: string; cache: string }) => `${cache} ${url}`
    for (let run = 0; run < WARM_UP; run += 1) for (const { url, cache } of urls) await request(url, cache)
    // Interleaved, so that a busy machine slows every query alike.
    const times = new Map(urls.map((entry) => [keyOf(entry), [] as number[]]))
    for (let run = 0; run < RUNS; run += 1)
      for (const entry of urls) {
        const started = performance.now()
        await request(entry.url, entry.cache)
        times.get(keyOf(entry))?.push(performance.now() - started)
      }
    console.log(
      `search (pglite, 100,000 products, ${RUNS} runs each, target p95 ≤ ${TARGET_P95_MS} ms for broad words):`,
    )
    for (const entry of urls) {
      const { q, what, url, cache } = entry
      const values = times.get(keyOf(entry)) ?? []
      const p95 = percentile(values, 0.95)
      const broad = BROAD.includes(q)
      const verdict = broad ? `  ratio ${(p95 / TARGET_P95_MS).toFixed(2)} of target (≤ 1)` : ''
      const base = times.get(keyOf({ url, cache: `base ${cache}` }))
      const versus =
        baseline && !cache.startsWith('base') && base
          ? `  baseline ×${(percentile(values, 0.5) / percentile(base, 0.5)).toFixed(2)} p50,` +
            ` ×${(p95 / percentile(base, 0.95)).toFixed(2)} p95`
          : ''
      console.log(
        `  ${(broad ? 'broad ' : 'other ') + JSON.stringify(q).padEnd(14)} ${cache.padEnd(13)} ${what.padEnd(22)}` +
          `${String(totals.get(`${cache} ${url}`)).padStart(6)} found` +
          `  p50 ${percentile(values, 0.5).toFixed(1).padStart(7)} ms` +
          `  p95 ${p95.toFixed(1).padStart(7)} ms${verdict}${versus}`,
      )
    }
    const [load] = loadavg()
    console.log(`search: load average ${load?.toFixed(1)} on ${cpus().length} cores`)
  } finally {
    await database.close()
  }
}
