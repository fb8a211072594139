// mode=import: a catalogue file is imported in the background while 1C calls again and again. The state lives
// in its exchange_imports row, so any app process answers; the process running the import beats the row's
// heartbeat, and a `running` row whose heartbeat stopped belongs to a dead process and is started over.
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { exchangeImports } from '../../db/schema/exchange'
import { Refused } from '../../domain-errors'
import type { Logger } from '../../http/logger'
import { translate } from '../../i18n'
import { reasonOf } from './answers'
import type { ExchangeServices } from './services'
import { fileExists } from './upload-area'

const HEARTBEAT_MS = 5_000
/** Six missed beats: the process is gone (killed, crashed) rather than busy. */
const STALE_SECONDS = 30

export type ImportState = { status: 'running' | 'success' | 'failure'; message: string }

export type ImportRun = { db: Db; services: ExchangeServices; logger: Logger }

export type ImportFile = { sessionId: number; filename: string; file: string; filesDir: string }

const stale = sql<boolean>`${exchangeImports.heartbeatAt} < now() - ${STALE_SECONDS}::int * interval '1 second'`

async function findImport(db: Db, sessionId: number, filename: string) {
  const [row] = await db
    .select({
      id: exchangeImports.id,
      status: exchangeImports.status,
      message: exchangeImports.message,
      stale,
    })
    .from(exchangeImports)
    .where(and(eq(exchangeImports.sessionId, sessionId), eq(exchangeImports.filename, filename)))
  return row
}

/** Deletes the row of a dead run (its staged rows go with it); false when another process got there first. */
async function dropDeadRun(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(exchangeImports)
    .where(and(eq(exchangeImports.id, id), eq(exchangeImports.status, 'running'), stale))
    .returning({ id: exchangeImports.id })
  return rows.length > 0
}

/** The state of the file's import, starting it (or starting a dead one over) when it is not running. */
export async function catalogueImport(run: ImportRun, file: ImportFile): Promise<ImportState> {
  let row = await findImport(run.db, file.sessionId, file.filename)
  let restarted = false
  if (row?.status === 'running' && row.stale && (await dropDeadRun(run.db, row.id))) {
    run.logger.warn({ importId: row.id, filename: file.filename }, '1C import left by a dead process, restarted')
    row = undefined
    restarted = true
  }
  if (!row) {
    if (!(await fileExists(file.file)))
      throw new Refused(translate('exchange_1c_file_not_uploaded', 'ru', { filename: file.filename }))
    const message = translate(restarted ? 'exchange_1c_import_restarted' : 'exchange_1c_import_started', 'ru')
    const [created] = await run.db
      .insert(exchangeImports)
      .values({ sessionId: file.sessionId, filename: file.filename, status: 'running', message })
      .onConflictDoNothing()
      .returning({ id: exchangeImports.id })
    if (created) {
      startInBackground(run, created.id, file)
      return { status: 'running', message }
    }
    // Another process started it between the look and the insert.
    row = await findImport(run.db, file.sessionId, file.filename)
    if (!row) return { status: 'running', message }
  }
  return { status: row.status, message: row.message }
}

const beat = (db: Db, id: number, message?: string) =>
  db
    .update(exchangeImports)
    .set({ heartbeatAt: sql`now()`, ...(message === undefined ? {} : { message }) })
    .where(and(eq(exchangeImports.id, id), eq(exchangeImports.status, 'running')))

const finish = (db: Db, id: number, state: ImportState) =>
  db
    .update(exchangeImports)
    .set({ ...state, heartbeatAt: sql`now()`, finishedAt: sql`now()` })
    .where(and(eq(exchangeImports.id, id), eq(exchangeImports.status, 'running')))

/** Runs the import detached from the request; whatever happens ends in the row, never as an unhandled rejection. */
function startInBackground(run: ImportRun, importId: number, file: ImportFile): void {
  const { db, services, logger } = run
  const heartbeat = setInterval(() => {
    beat(db, importId).catch((error: unknown) => logger.warn({ err: error, importId }, '1C import heartbeat failed'))
  }, HEARTBEAT_MS)
  heartbeat.unref()
  const onProgress = async (message: string) => {
    await beat(db, importId, message)
  }
  const work = async () => {
    try {
      await services.importCatalogue(file.file, { importId, filesDir: file.filesDir, onProgress })
      await finish(db, importId, { status: 'success', message: '' })
    } catch (error) {
      logger.warn({ err: error, importId, filename: file.filename }, '1C import failed')
      await finish(db, importId, { status: 'failure', message: reasonOf(error) })
    } finally {
      clearInterval(heartbeat)
    }
  }
  work().catch((error: unknown) => logger.error({ err: error, importId }, '1C import could not record its end'))
}

/** A new exchange starts over: the session's earlier imports are forgotten with its files. */
export async function forgetImports(db: Db, sessionId: number): Promise<void> {
  await db.delete(exchangeImports).where(eq(exchangeImports.sessionId, sessionId))
}
