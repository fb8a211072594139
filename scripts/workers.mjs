// WEB_CONCURRENCY > 1: the primary process of `npm start` serves nothing itself; it runs that many app processes
// (node:cluster workers sharing PORT), the first alone until it listens, so migrations and the demo data are done
// once and a bad configuration is reported once. A worker that dies is started again after a pause that grows
// while they keep dying (no crash loop); SIGTERM or SIGINT stops them all gracefully.
import cluster from 'node:cluster'
import { clearTimeout, setTimeout } from 'node:timers'

const RESTART_PAUSE_MS = { first: 1_000, longest: 30_000 }
/** A worker that stayed up this long counts as healthy: the next death starts the pauses from the beginning. */
const HEALTHY_AFTER_MS = 60_000
const STOP_TIMEOUT_MS = 15_000

/** The worker count WEB_CONCURRENCY asks for; anything but a whole number above 1 means one process (the server
 * itself then checks the value and names a bad one). */
export function requestedWorkers(value = process.env.WEB_CONCURRENCY) {
  return /^\d{1,2}$/.test(value ?? '') && Number(value) > 1 ? Number(value) : 1
}

const log = (line) => console.log(`[start] ${line}`)

export async function runWorkers(count) {
  let stopping = false
  let deathsInARow = 0
  const startedAt = new Map()

  const fork = () => {
    const worker = cluster.fork()
    startedAt.set(worker.id, Date.now())
    return worker
  }

  const stop = (signal) => {
    if (stopping) return
    stopping = true
    const workers = Object.values(cluster.workers ?? {}).filter(Boolean)
    log(`${signal}: stopping ${workers.length} app processes`)
    for (const worker of workers) worker.process.kill('SIGTERM')
    const killer = setTimeout(() => {
      for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL')
    }, STOP_TIMEOUT_MS)
    Promise.all(workers.map((worker) => worker.isDead() || new Promise((done) => worker.once('exit', done)))).then(
      () => {
        clearTimeout(killer)
        process.exit(0)
      },
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))

  // The first worker migrates the database and seeds it when empty; the others start once it listens.
  const first = fork()
  const firstListens = await new Promise((resolve) => {
    first.once('listening', () => resolve(true))
    first.once('exit', () => resolve(false))
  })
  if (stopping) return
  if (!firstListens) {
    console.error('[start] the first app process stopped before it listened; not starting the others')
    process.exit(first.process.exitCode || 1)
  }
  for (let index = 1; index < count; index += 1) fork()

  log(`${count} app processes share the port (WEB_CONCURRENCY=${count})`)

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now())
    startedAt.delete(worker.id)
    if (stopping) return
    deathsInARow = lived >= HEALTHY_AFTER_MS ? 1 : deathsInARow + 1
    const pause = Math.min(RESTART_PAUSE_MS.longest, RESTART_PAUSE_MS.first * 2 ** (deathsInARow - 1))
    console.error(
      `[start] worker ${worker.id} (pid ${worker.process.pid}) died (${signal ?? `exit code ${code}`}) after ` +
        `${Math.round(lived / 1000)} s; starting another in ${pause / 1000} s`,
    )
    setTimeout(() => stopping || fork(), pause)
  })
}
