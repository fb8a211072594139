// Two app instances on one PostgreSQL database behind nginx (deploy/nginx.conf): first what they must agree on
// (sessions, carts, the change signal, sign-in limits; bench/instance-checks.ts, also run by tests/instances/),
// then the same load straight to one instance and through nginx to both. nginx comes from Debian (nginx-light);
// the database (on BENCH_DATABASE_URL's server, by default the local one) is created for the run and dropped.
import { cpus, loadavg } from 'node:os'
import { INSTANCE_CHECKS } from './instance-checks'
import { load, loadLine } from './load'
import { startTwoInstances } from './two-instances'

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)

const SCENARIOS = [
  { what: 'guest /catalog/', path: '/catalog/', connections: 50 },
  { what: 'API catalog/products/?ps=24&p=3', path: '/api/catalog/products/?ps=24&p=3', connections: 10 },
]

export async function benchInstances() {
  const instances = await startTwoInstances(SERVER_URL)
  try {
    console.log('\nTwo instances on one PostgreSQL database behind nginx')
    let failures = 0
    for (const [name, check] of INSTANCE_CHECKS) {
      try {
        console.log(`  ✓ ${name}: ${await check(instances)}`)
      } catch (error) {
        failures += 1
        console.log(`  ✗ ${name}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
    console.log(`  ${failures === 0 ? 'consistent' : `${failures} inconsistencies`} across the instances`)
    console.log(`\nrequests/s, autocannon ${SECONDS} s per line, ${cpus().length} cores`)
    for (const scenario of SCENARIOS) {
      const options = { connections: scenario.connections, seconds: SECONDS }
      await load(`${instances.a.baseUrl}${scenario.path}`, { ...options, seconds: 3 })
      await load(`${instances.front}${scenario.path}`, { ...options, seconds: 3 })
      const one = await load(`${instances.a.baseUrl}${scenario.path}`, options)
      const both = await load(`${instances.front}${scenario.path}`, options)
      console.log(loadLine(`one instance ${scenario.what} (-c ${scenario.connections})`, one))
      console.log(
        loadLine(`nginx → two ${scenario.what}`, both) +
          `  ×${(both.requestsPerSecond / one.requestsPerSecond).toFixed(2)}`,
      )
    }
    console.log(`  load average ${loadavg()[0]?.toFixed(1)} at the end (the machine is shared: ratios are noisy)`)
  } finally {
    await instances.stop()
  }
}
