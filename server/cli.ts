// `npm run staff -- <command> [args]`: runs a staff command through the running server's socket when it
// answers (the embedded database belongs to that server), otherwise against the database directly.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { openDatabase } from './db/client'
import { EnvError, parseEnv } from './env'
import { createMailer } from './mail/mailer'
import { checkStaffCommand, runStaffCommand, staffUsage } from './staff/commands'
import { sendStaffCommand, staffSocketPath } from './staff/socket'
import { StaffInputError } from './staff/staff-error'
import { TtlCache } from './http/ttl-cache'
import { openChangeSignal } from './changes/open'
import { mediaDirOf } from './boot'

/** How long an import through the running server may take before the command gives up waiting. */
const LONG_COMMAND_MS = 60 * 60_000

async function runDirectly(config: ReturnType<typeof parseEnv>, command: string, args: string[]): Promise<string[]> {
  if (!config.DATABASE_URL) {
    const dataDir = path.resolve(config.DATA_DIR, 'db')
    if (!existsSync(dataDir))
      throw new StaffInputError(`no database at ${dataDir}: start the shop once (npm start) or set DATABASE_URL`)
  }
  const database = config.DATABASE_URL
    ? await openDatabase({ databaseUrl: config.DATABASE_URL, maxConnections: 2 })
    : await openDatabase({ dataDir: path.resolve(config.DATA_DIR, 'db') })
  const changes = await openChangeSignal(database)
  try {
    const mailer = createMailer(config, path.resolve(config.DATA_DIR))
    const cache = new TtlCache(0)
    const context = { db: database.db, env: config, cache, changes, mediaDir: mediaDirOf(config), mailer }
    return await runStaffCommand(database.db, command, args, { mailer, siteUrl: config.SITE_URL, context })
  } finally {
    await changes.close()
    await database.close()
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv
  if (!command || ['help', '--help', '-h'].includes(command)) {
    ;(command ? console.log : console.error)(staffUsage())
    return command ? 0 : 1
  }
  const { longRunning } = checkStaffCommand(command, args)
  if (existsSync('.env')) process.loadEnvFile('.env')
  const config = parseEnv(process.env)
  const viaServer = config.DATABASE_URL
    ? null
    : await sendStaffCommand(
        staffSocketPath(path.resolve(config.DATA_DIR)),
        { command, args },
        longRunning ? LONG_COMMAND_MS : undefined,
      )
  if (viaServer && !viaServer.ok) throw new StaffInputError(viaServer.error)
  const lines = viaServer ? viaServer.lines : await runDirectly(config, command, args)
  for (const line of lines) console.log(line)
  return 0
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof StaffInputError || error instanceof EnvError) console.error(`error: ${error.message}`)
    else console.error(`error: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
