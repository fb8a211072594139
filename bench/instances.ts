// Two app instances on one PostgreSQL database behind nginx (deploy/nginx.conf): first what they must agree on
// (sessions, carts, the change signal, sign-in limits; bench/instance-checks.ts, also run by tests/instances/),
// then the same load straight to one instance and through nginx to both, from wrk (Debian's `wrk`), with the cores
// each process used. nginx comes from Debian (nginx-light); the database (on BENCH_DATABASE_URL's server, by default
// the local one) is created for the run and dropped.
// wrk, not autocannon: nginx closes a client's keep-alive connection after its 1,000th request (keepalive_requests),
// saying so in that answer's Connection header; autocannon ignores the header, writes its next request on the
// closing connection and counts the reset as an error (a few in every 50 closings), where a browser or wrk reconnects.
import { cpus, loadavg } from 'node:os'
import { INSTANCE_CHECKS } from './instance-checks'
import { coresLine, withCpuShares, type ProcessOf } from './cpu'
import { loadLine } from './load'
import { startTwoInstances, type TwoInstances } from './two-instances'
import { BROWSER, requireWrk, wrk } from './wrk'

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)

const SCENARIOS = [
  { what: 'guest /catalog/', path: '/catalog/', connections: 50 },
  { what: 'API catalog/products/?ps=24&p=3', path: '/api/catalog/products/?ps=24&p=3', connections: 10 },
]

/** Each instance, nginx (its master and workers) and the database's PostgreSQL backends. */
const ofInstances =
  (instances: TwoInstances): ProcessOf =>
  (pid, ppid, command) => {
    if (pid === instances.a.child.pid) return 'instance A'
    if (pid === instances.b.child.pid) return 'instance B'
    if (pid === instances.nginxPid || ppid === instances.nginxPid) return 'nginx'
    return command.startsWith('postgres: ') && command.includes(` ${instances.database} `) ? 'postgres' : null
  }

export async function benchInstances() {
  requireWrk()
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
    console.log(`\nrequests/s, wrk ${SECONDS} s per line, ${cpus().length} cores`)
    const of = ofInstances(instances)
    for (const scenario of SCENARIOS) {
      const options = { connections: scenario.connections, seconds: SECONDS, headers: BROWSER }
      await wrk(`${instances.a.baseUrl}${scenario.path}`, { ...options, seconds: 3 })
      await wrk(`${instances.front}${scenario.path}`, { ...options, seconds: 3 })
      const one = await withCpuShares(of, () => wrk(`${instances.a.baseUrl}${scenario.path}`, options))
      const both = await withCpuShares(of, () => wrk(`${instances.front}${scenario.path}`, options))
      console.log(loadLine(`one instance ${scenario.what} (-c ${scenario.connections})`, one.result))
      console.log(`      ${coresLine(one.cpu, 'wrk')}`)
      console.log(
        loadLine(`nginx → two ${scenario.what}`, both.result) +
          `  ×${(both.result.requestsPerSecond / one.result.requestsPerSecond).toFixed(2)}`,
      )
      console.log(`      ${coresLine(both.cpu, 'wrk')}`)
    }
    console.log(`  load average ${loadavg()[0]?.toFixed(1)} at the end (the machine is shared: ratios are noisy)`)
  } finally {
    await instances.stop()
  }
}
