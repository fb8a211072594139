// import-1c <folder|zip>: loads 1C's exchange files without 1C — what 1C would upload: import*.xml first, then
// offers*.xml (and prices*/rests* of newer 1C), pictures under import_files/. Each file is one import, applied
// whole or not at all, exactly as an upload through /exchange/1c/ is.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../context'
import { exchangeImports } from '../db/schema/exchange'
import { importRecords } from '../modules/exchange/catalogue-import/import-records'
import { readCommerceMlFile } from '../modules/exchange/commerceml/read'
import { unpackZip } from '../modules/exchange/unzip'
import type { StaffCommand } from './commands'
import { StaffInputError } from './staff-error'

/** 1C's own order: the catalogue before the offers that price it. */
const fileRank = (name: string) => (name.toLowerCase().startsWith('import') ? 0 : 1)

async function exchangeFiles(folder: string): Promise<string[]> {
  const names = (await readdir(folder)).filter((name) => name.toLowerCase().endsWith('.xml'))
  if (names.length === 0) throw new StaffInputError(`no .xml files in ${folder}`)
  return names.sort((a, b) => fileRank(a) - fileRank(b) || a.localeCompare(b))
}

async function importFile(ctx: AppContext, folder: string, name: string): Promise<string> {
  const [row] = await ctx.db
    .insert(exchangeImports)
    .values({ sessionId: null, filename: name, status: 'running' })
    .returning({ id: exchangeImports.id })
  if (!row) throw new Error('the import was not recorded')
  try {
    const summary = await importRecords(ctx, readCommerceMlFile(path.join(folder, name)), {
      importId: row.id,
      filesDir: folder,
    })
    await ctx.db
      .update(exchangeImports)
      .set({ status: 'success', finishedAt: new Date() })
      .where(eq(exchangeImports.id, row.id))
    return (
      `${name}: ${summary.products.created} products created, ${summary.products.updated} updated, ` +
      `${summary.products.hidden} hidden; ${summary.prices.written} prices written`
    )
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    await ctx.db
      .update(exchangeImports)
      .set({ status: 'failure', message: reason, finishedAt: new Date() })
      .where(eq(exchangeImports.id, row.id))
    throw new StaffInputError(`${name} was not imported (nothing of it applied): ${reason}`)
  }
}

export async function importFrom1c(ctx: AppContext | undefined, sourceArg: string): Promise<string[]> {
  if (!ctx) throw new StaffInputError('import-1c runs in the shop: start it (npm start) or set DATABASE_URL')
  if (sourceArg.trim() === '') throw new StaffInputError('give the folder or zip of the exchange files')
  const source = path.resolve(sourceArg)
  const kind = await stat(source).catch(() => null)
  if (!kind) throw new StaffInputError(`${source} does not exist`)
  const unpacked = kind.isDirectory() ? null : await mkdtemp(path.join(tmpdir(), 'vitrina-import-1c-'))
  try {
    if (unpacked) await unpackZip(source, unpacked, ctx.env.EXCHANGE_1C_UNZIP_LIMIT)
    const folder = unpacked ?? source
    const lines: string[] = []
    for (const name of await exchangeFiles(folder)) lines.push(await importFile(ctx, folder, name))
    return lines
  } finally {
    if (unpacked) await rm(unpacked, { recursive: true, force: true })
  }
}

/** The 1C exchange's catalogue command. */
export const CATALOGUE_EXCHANGE_COMMANDS: Record<string, StaffCommand> = {
  'import-1c': {
    args: ['<folder|zip>'],
    summary: "load 1C's exchange files (import*.xml, then offers*.xml, pictures in import_files/) as 1C would",
    run: (_db, [source = ''], services) => importFrom1c(services?.context, source),
    longRunning: true,
  },
}
