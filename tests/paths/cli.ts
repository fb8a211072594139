// `npm run test:paths`: every user-facing machine's generated paths driven through the real app in Chromium.
// Without BASE_URL it starts the built app on a free port with a fresh seeded database (building first when
// the sources changed); with BASE_URL it walks that address in safe mode, as PATHS_BUYER=email:password.
// Prints the coverage table, writes reports/paths/ (JUnit XML, HTML, screenshots); exits 1 when a path failed or
// a machine was not wholly covered, 2 on a bad option.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { startBuiltShop, type BuiltShop } from '../../bench/built-shop'
import { ADAPTERS } from './adapters'
import { OptionError, parseOptions, shardMachines } from './options'
import { htmlReport } from './report/html'
import { junitXml } from './report/junit'
import { resultTable, runPassed } from './report/table'
import { runPaths } from './runner'
import type { Credentials } from './session'

const DEMO_BUYER: Credentials = { email: 'buyer@example.com', password: 'buyer12345' }

function credentials(value: string | undefined): Credentials | null {
  if (!value) return null
  const at = value.indexOf(':')
  if (at < 1) throw new OptionError('PATHS_BUYER takes email:password')
  return { email: value.slice(0, at), password: value.slice(at + 1) }
}

async function main() {
  const options = parseOptions(process.argv.slice(2), ADAPTERS, process.env)
  const adapters = shardMachines(options.machines, options.shard)
  if (options.list) {
    for (const adapter of adapters)
      console.log(`${adapter.name.padEnd(18)} ${String(adapter.paths().length).padStart(3)} paths, as ${adapter.as}`)
    return 0
  }
  const shardLabel = options.shard ? `${options.shard.index}/${options.shard.count}` : null
  const shardDir = options.shard ? `shard-${options.shard.index}-of-${options.shard.count}` : ''
  const reportsDir = path.resolve(options.reports, shardDir)
  await rm(path.join(reportsDir, 'screens'), { recursive: true, force: true })
  await mkdir(reportsDir, { recursive: true })

  let shop: BuiltShop | null = null
  const baseURL = process.env.BASE_URL?.replace(/\/+$/, '') ?? (shop = await startShop()).baseUrl
  try {
    const run = await runPaths({
      adapters,
      locales: options.locales,
      viewports: options.viewports,
      baseURL,
      safe: options.safe,
      buyer: credentials(process.env.PATHS_BUYER) ?? (process.env.BASE_URL ? null : DEMO_BUYER),
      shard: shardLabel,
      reportsDir,
      onPath: (group, result) =>
        console.log(`${result.status.padEnd(7)} ${group.machine} ${group.locale} ${group.viewport}: ${result.title}`),
    })
    console.log(`\n${resultTable(run)}`)
    await writeFile(path.join(reportsDir, 'junit.xml'), junitXml(run))
    await writeFile(path.join(reportsDir, 'index.html'), htmlReport(run, reportsDir))
    await writeFile(path.join(reportsDir, 'results.json'), JSON.stringify(run, null, 2))
    console.log(`reports: ${path.relative(process.cwd(), reportsDir)}/index.html, junit.xml`)
    return runPassed(run) ? 0 : 1
  } finally {
    await shop?.stop()
  }
}

async function startShop() {
  console.log('▶ starting the built app on a fresh seeded database (building first if the sources changed)')
  return startBuiltShop({ LOG_LEVEL: 'warn' })
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof OptionError ? error.message : error)
    process.exit(error instanceof OptionError ? 2 : 1)
  },
)
