// WEB_CONCURRENCY: the built shop on PostgreSQL with one app process, then with two sharing the port, under the
// same load: a guest page, a signed-in buyer's page and an API listing. Judged by the ratio of requests/s, two
// processes to one (goal ≥ 1.7 on two cores). The database (BENCH_DATABASE_URL's server, by default the local
// one) is created for the run and dropped after it; the two runs alternate, and the median ratio counts.
import { cpus, loadavg } from 'node:os'
import { freshDatabase } from './fresh-database'
import { startBuiltShop } from './built-shop'
import { load, loadLine, type LoadResult } from './load'
import { signIn } from './sign-in'

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

async function measure(databaseUrl: string, workers: number): Promise<LoadResult[]> {
  const shop = await startBuiltShop({ DATABASE_URL: databaseUrl, WEB_CONCURRENCY: String(workers), LOG_LEVEL: 'warn' })
  try {
    const session = await signIn(shop.baseUrl, shop.baseUrl)
    const results: LoadResult[] = []
    for (const scenario of SCENARIOS) {
      const headers = scenario.signedIn ? { cookie: session.cookie } : undefined
      await load(`${shop.baseUrl}${scenario.path}`, { connections: scenario.connections, seconds: 3, headers })
      results.push(
        await load(`${shop.baseUrl}${scenario.path}`, { connections: scenario.connections, seconds: SECONDS, headers }),
      )
    }
    return results
  } finally {
    await shop.stop()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

export async function benchCluster() {
  const database = await freshDatabase(SERVER_URL, 'vitrina_bench_cluster')
  try {
    // The first start migrates and seeds the empty database; the runs after it find it ready.
    await (await startBuiltShop({ DATABASE_URL: database.url, LOG_LEVEL: 'warn' })).stop()
    const ratios: number[][] = SCENARIOS.map(() => [])
    console.log(`\nWEB_CONCURRENCY on PostgreSQL, autocannon ${SECONDS} s per line, ${cpus().length} cores`)
    for (let round = 1; round <= ROUNDS; round += 1) {
      const one = await measure(database.url, 1)
      const two = await measure(database.url, 2)
      SCENARIOS.forEach((scenario, index) => {
        const ratio = two[index]!.requestsPerSecond / one[index]!.requestsPerSecond
        ratios[index]!.push(ratio)
        console.log(loadLine(`${round}: 1 process   ${scenario.what}`, one[index]!))
        console.log(loadLine(`${round}: 2 processes ${scenario.what}`, two[index]!) + `  ×${ratio.toFixed(2)}`)
      })
    }
    console.log(`\nrequests/s, 2 processes ÷ 1 (median of ${ROUNDS}; goal ≥ ${TARGET}):`)
    SCENARIOS.forEach((scenario, index) => {
      const ratio = median(ratios[index]!)
      console.log(`  ${scenario.what.padEnd(40)} ×${ratio.toFixed(2)} ${ratio >= TARGET ? 'meets' : 'misses'} the goal`)
    })
    console.log(`  load average ${loadavg()[0]?.toFixed(1)} at the end (the machine is shared: ratios are noisy)`)
  } finally {
    await database.drop()
  }
}
