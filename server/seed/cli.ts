// Loads the demo data set: `npx tsx server/seed/cli.ts [--products 100000] [--force]`.
// Opens the database like the app does (DATABASE_URL, else PGlite under DATA_DIR/db).
import path from 'node:path'
import { openDatabase } from '../db/client'
import { env } from '../env'
import { DEFAULT_PRODUCTS, isDatabaseEmpty, seedDatabase } from './index'
import { clearSeedMedia } from './media'
import { resetDatabase } from './reset'

function parseArgs(argv: string[]): { products: number; force: boolean } {
  let products = DEFAULT_PRODUCTS
  let force = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--force') force = true
    else if (arg === '--products' || arg?.startsWith('--products=')) {
      const value = arg.includes('=') ? arg.split('=')[1] : argv[++i]
      products = Number(value)
      if (!Number.isInteger(products) || products < 0)
        throw new Error(`--products must be a whole number, got ${value}`)
    } else throw new Error(`Unknown argument ${arg}. Usage: seed [--products N] [--force]`)
  }
  return { products, force }
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2))
  const config = env()
  const dataDir = path.resolve(config.DATA_DIR)
  const mediaDir = path.join(dataDir, 'media')
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: path.join(dataDir, 'db') },
  )
  try {
    if (!(await isDatabaseEmpty(database.db))) {
      if (!args.force) {
        console.error(
          'The database already has a catalogue; refusing to seed. ' +
            'Run with --force to erase ALL data (catalogue, content, accounts, orders) and seed again.',
        )
        return 1
      }
      console.log('--force: erasing all tables and the demo pictures')
      await resetDatabase(database.db)
      clearSeedMedia(mediaDir)
    }
    const started = Date.now()
    const result = await seedDatabase(database.db, {
      products: args.products,
      mediaDir,
      log: (line) => console.log(line),
    })
    console.log(
      `Seeded ${result.products} products, ${result.categories} categories, ${result.brands} brands ` +
        `on ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
    return 0
  } finally {
    await database.close()
  }
}

/** Database errors quote the whole failed query (megabytes for a bulk insert): show the cause instead. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
  const message = error.message.length > 300 ? `${error.message.slice(0, 300)}…` : error.message
  return `${message}${cause}`
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Seeding failed: ${describeError(error)}`)
    process.exit(1)
  },
)
