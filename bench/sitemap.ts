// /sitemap.xml with 100,000 extra products (an in-memory PGlite: the demo seed plus one bulk insert): the time
// to build the index and one 50,000-URL part (p50 of a few runs) and the heap the build needs, against targets.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../server/db/client'
import { seedDatabase } from '../server/seed/index'
import { buildSitemap } from '../server/sitemap/build'

const EXTRA_PRODUCTS = 100_000
const RUNS = 5
const TARGET_P50_MS = 1000
const SITE = 'https://vitrina.example'

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

export async function benchSitemap(): Promise<void> {
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'vitrina-bench-sitemap-'))
  const database = await openDatabase({ dataDir: null })
  try {
    const { db } = database
    console.log(`sitemap: seeding the demo data and ${EXTRA_PRODUCTS.toLocaleString('en')} more products…`)
    await seedDatabase(db, { mediaDir })
    await db.execute(sql`insert into products (slug, sku, title, category_id)
      select 'bench-product-' || g, 'BENCH-' || g, jsonb_build_object('ru', 'Товар ' || g, 'en', 'Product ' || g),
        (select max(id) from categories)
      from generate_series(1, ${EXTRA_PRODUCTS}) g`)
    await db.execute(sql`vacuum analyze`)
    const index: number[] = []
    const part: number[] = []
    let heap = 0
    let bytes = 0
    for (let run = 0; run < RUNS; run++) {
      const before = process.memoryUsage().heapUsed
      let started = performance.now()
      await buildSitemap(db, SITE, null)
      index.push(performance.now() - started)
      started = performance.now()
      const xml = await buildSitemap(db, SITE, 1)
      part.push(performance.now() - started)
      heap = Math.max(heap, process.memoryUsage().heapUsed - before)
      bytes = xml?.length ?? 0
    }
    const p50 = Math.max(median(index), median(part))
    console.log(
      `sitemap: index p50 ${median(index).toFixed(0)} ms, part 1 p50 ${median(part).toFixed(0)} ms ` +
        `(${(bytes / 1e6).toFixed(1)} MB), heap growth ≤ ${(heap / 1e6).toFixed(0)} MB`,
    )
    console.log(
      `sitemap: p50 ${p50.toFixed(0)} ms against a target of ${TARGET_P50_MS} ms: ` +
        `ratio ${(p50 / TARGET_P50_MS).toFixed(2)} ${p50 <= TARGET_P50_MS ? '(met)' : '(MISSED)'}`,
    )
  } finally {
    await database.close()
    await rm(mediaDir, { recursive: true, force: true })
  }
}
