// WEB_CONCURRENCY: the built shop on PostgreSQL with one app process, then with two sharing the port, under the
// same load: a guest page, a signed-in buyer's page and an API listing. Judged by the ratio of requests/s, two
// processes to one (goal ≥ 1.7 on two cores). The load comes from wrk (C), which costs far less CPU per request
// than autocannon, since on a small machine the load generator, PostgreSQL and the app share the same cores.
// Each line shows where the CPU went (the app processes, wrk, this database's PostgreSQL backends, everything else
// on the machine) and the ceiling that leaves for two processes. The database (BENCH_DATABASE_URL's server, by
// default the local one) is created for the run and dropped after it; the two runs alternate, the median counts.
// With BENCH_BASELINE_DIR naming another built checkout (the main branch's), each round measures it too, so the
// two builds are compared under the same load.
import { loadavg } from 'node:os'
import { freshDatabase } from './fresh-database'
import { startBuiltShop, type BuiltShop } from './built-shop'
import { coresLine, coresOf, otherCores, withCpuShares, type CpuShares, type ProcessOf } from './cpu'
import { loadLine, type LoadResult } from './load'
import { signIn } from './sign-in'
import { BROWSER, requireWrk, wrk } from './wrk'

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const TARGET = 1.7

type Scenario = { what: string; path: string; signedIn: boolean; connections: number }

const SCENARIOS: Scenario[] = [
  { what: 'guest /catalog/', path: '/catalog/', signedIn: false, connections: 50 },
  { what: 'signed-in buyer /catalog/', path: '/catalog/', signedIn: true, connections: 50 },
  {
    what: 'API catalog/products/?ps=24&p=3',
    path: '/api/catalog/products/?ps=24&p=3',
    signedIn: false,
    connections: 10,
  },
]

type Run = { load: LoadResult; cpu: CpuShares }

const APP = 'app'
const PRIMARY = 'primary'
const POSTGRES = 'postgres'

/** The app's processes (the one process, or the primary, which only hands connections out, and its workers) and
 * this database's PostgreSQL backends. */
const ofShop =
  (shop: BuiltShop, workers: number, database: string): ProcessOf =>
  (pid, ppid, command) => {
    if (pid === shop.child.pid) return workers > 1 ? PRIMARY : APP
    if (ppid === shop.child.pid) return APP
    return command.startsWith('postgres: ') && command.includes(` ${database} `) ? POSTGRES : null
  }

type Checkout = { label: string; dir?: string }

async function measure(database: { url: string; name: string }, workers: number, checkout: Checkout): Promise<Run[]> {
  const env = { DATABASE_URL: database.url, WEB_CONCURRENCY: String(workers), LOG_LEVEL: 'warn' }
  const shop = await startBuiltShop(env, checkout.dir)
  const label = ofShop(shop, workers, database.name)
  try {
    const session = await signIn(shop.baseUrl, shop.baseUrl)
    const runs: Run[] = []
    for (const scenario of SCENARIOS) {
      const url = `${shop.baseUrl}${scenario.path}`
      const headers = { ...BROWSER, ...(scenario.signedIn ? { cookie: session.cookie } : {}) }
      await wrk(url, { connections: scenario.connections, seconds: 3, headers })
      const { result, cpu } = await withCpuShares(label, () =>
        wrk(url, { connections: scenario.connections, seconds: SECONDS, headers }),
      )
      runs.push({ load: result, cpu })
    }
    return runs
  } finally {
    await shop.stop()
  }
}

/** What two app processes could reach if each request cost what it did with one. The app's share of a request's
 * CPU (the rest is wrk's and PostgreSQL's) is the share of the cores two processes can have; one process keeps at
 * least a core busy on an idle machine. `now` counts only the cores other work left during the two-process run. */
function ceiling(one: Run, two: Run) {
  const app = coresOf(one.cpu, APP)
  const appShare = app / (app + one.cpu.reapedChildren + coresOf(one.cpu, POSTGRES))
  const free = two.cpu.cores - otherCores(two.cpu)
  return { appShare, free, now: (free * appShare) / app, idle: (two.cpu.cores * appShare) / Math.max(1, app) }
}

/** The app processes' CPU per request, in microseconds: what a second process adds to it shows here. */
const appMicros = (run: Run) => ((coresOf(run.cpu, APP) / run.load.requestsPerSecond) * 1e6).toFixed(0)

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const percent = (share: number) => `${(share * 100).toFixed(0)} %`

function verdict(ratio: number, limit: ReturnType<typeof ceiling>): string {
  const ceilings = `ceiling ×${limit.now.toFixed(2)} with the cores other work left, ×${limit.idle.toFixed(2)} idle`
  if (ratio >= TARGET) return `meets the goal (${ceilings})`
  if (limit.idle < TARGET)
    return (
      `misses: wrk and PostgreSQL take ${percent(1 - limit.appShare)} of each request's CPU, so even an idle ` +
      `machine leaves two app processes ${(limit.appShare * 2).toFixed(2)} cores: ${ceilings}`
    )
  if (limit.now < TARGET) return `misses: other work left ${limit.free.toFixed(2)} cores: ${ceilings}`
  return `misses, under a ${ceilings}`
}

export async function benchCluster() {
  requireWrk()
  const database = await freshDatabase(SERVER_URL, 'vitrina_bench_cluster')
  try {
    // The first start migrates and seeds the empty database; the runs after it find it ready.
    await (await startBuiltShop({ DATABASE_URL: database.url, LOG_LEVEL: 'warn' })).stop()
    const baseline = process.env.BENCH_BASELINE_DIR
    const checkouts: Checkout[] = baseline ? [{ label: 'main ', dir: baseline }, { label: 'this ' }] : [{ label: '' }]
    const ratios = checkouts.map(() => SCENARIOS.map((): number[] => []))
    const limits = checkouts.map(() => SCENARIOS.map((): ReturnType<typeof ceiling>[] => []))
    console.log(
      `\nWEB_CONCURRENCY on PostgreSQL, wrk (1 thread, ${SECONDS} s per line, a browser's Accept-Encoding), and the ` +
        'cores each process used meanwhile. Nothing is pinned to a core: two cores leave none to set aside for wrk ' +
        'and PostgreSQL.',
    )
    for (let round = 1; round <= ROUNDS; round += 1)
      for (const [which, checkout] of checkouts.entries()) {
        const one = await measure(database, 1, checkout)
        const two = await measure(database, 2, checkout)
        SCENARIOS.forEach((scenario, index) => {
          const [alone, pair] = [one[index]!, two[index]!]
          const ratio = pair.load.requestsPerSecond / alone.load.requestsPerSecond
          const limit = ceiling(alone, pair)
          ratios[which]![index]!.push(ratio)
          limits[which]![index]!.push(limit)
          const what = `${round}: ${checkout.label}`
          console.log(loadLine(`${what}1 process   ${scenario.what}`, alone.load))
          console.log(`      ${coresLine(alone.cpu, 'wrk')}`)
          console.log(loadLine(`${what}2 processes ${scenario.what}`, pair.load) + `  ×${ratio.toFixed(2)}`)
          console.log(`      ${coresLine(pair.cpu, 'wrk', [APP])}`)
          console.log(
            `      the app's CPU per request ${appMicros(alone)} µs with one process, ${appMicros(pair)} µs with ` +
              `two; its share of a request's CPU ${percent(limit.appShare)}; ceiling ×${limit.now.toFixed(2)} ` +
              `with ${limit.free.toFixed(2)} cores left by other work, ×${limit.idle.toFixed(2)} on an idle machine`,
          )
        })
      }
    console.log(`\nrequests/s, 2 processes ÷ 1 (median of ${ROUNDS}; goal ≥ ${TARGET}):`)
    checkouts.forEach((checkout, which) =>
      SCENARIOS.forEach((scenario, index) => {
        const ratio = median(ratios[which]![index]!)
        // The round whose ceiling is the median one speaks for the scenario.
        const limit = [...limits[which]![index]!].sort((a, b) => a.now - b.now)[Math.floor(ROUNDS / 2)]!
        console.log(`  ${checkout.label}${scenario.what.padEnd(34)} ×${ratio.toFixed(2)}  ${verdict(ratio, limit)}`)
      }),
    )
    console.log(`  load average ${loadavg()[0]?.toFixed(1)} at the end (the machine is shared: ratios are noisy)`)
  } finally {
    await database.drop()
  }
}
