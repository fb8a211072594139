// Start-up work that must happen once per database however many app processes start together (migrations, the
// demo data on an empty database): each process takes a PostgreSQL advisory lock on a connection of its own, so
// the others wait, then find the work done. The embedded database belongs to one process and needs no lock.
/** An arbitrary constant shared by every Vitrina process: the key of the start-up advisory lock. */
const STARTUP_LOCK_KEY = 7_305_118_264

export async function underStartupLock<T>(databaseUrl: string | null, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work()
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
    return await work()
  } finally {
    // Ending the session releases the lock even if the unlock itself fails.
    await client.end()
  }
}
