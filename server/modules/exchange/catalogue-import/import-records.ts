// One CommerceML file into the catalogue. First every record is staged in small batches (pictures converted on
// the way), never holding the database for long; then the whole file is applied in ONE short transaction, so a
// failure anywhere leaves the catalogue exactly as it was. The staged rows are removed either way. After a
// successful apply every catalogue cache is dropped and the wait list is checked (catalogueChanged).
import { eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../../context'
import { exchangeImports, exchangeStaged } from '../../../db/schema/exchange'
import { EXCHANGE_ACTOR, recordAudit } from '../../audit/record'
import type { CmlRecord } from '../commerceml/records'
import { catalogueChanged } from '../catalogue-changed'
import { applyStaged } from './apply-staged'
import { PictureConverter } from './pictures'
import { importSettings } from './settings'
import { stageRecords } from './stage-records'
import type { ImportSummary } from './summary'

export type ImportOptions = {
  /** The `exchange_imports` row the records are staged under. */
  importId: number
  /** The folder holding 1C's `import_files/…` pictures the products name. */
  filesDir: string
  /** Told what is being done, in plain English; never called while the apply transaction is open. */
  onProgress?: (message: string) => Promise<void>
}

export async function importRecords(
  ctx: AppContext,
  records: AsyncIterable<CmlRecord>,
  options: ImportOptions,
): Promise<ImportSummary> {
  const onProgress = options.onProgress ?? (async () => {})
  const settings = importSettings(ctx.env)
  const pictures = new PictureConverter(options.filesDir, ctx.mediaDir)
  const started = Date.now()
  const filename = await importFilename(ctx, options.importId)
  let summary: ImportSummary
  try {
    const file = await stageRecords(ctx.db, records, { importId: options.importId, pictures, settings, onProgress })
    await onProgress(
      `applying ${file.counts.group} groups, ${file.counts.product} products, ${file.counts.offer} offers`,
    )
    summary = await ctx.db.transaction(async (tx) => {
      const applied = await applyStaged(tx, options.importId, file, settings)
      await recordAudit(tx, EXCHANGE_ACTOR, importEntry(options.importId, filename, started, { summary: applied }))
      return applied
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    await recordAudit(ctx.db, EXCHANGE_ACTOR, importEntry(options.importId, filename, started, { reason })).catch(
      () => {},
    )
    throw error
  } finally {
    await ctx.db.delete(exchangeStaged).where(eq(exchangeStaged.importId, options.importId))
  }
  summary.images = { ...summary.images, ...pictures.counts }
  // A broad search walks an index of the products alone (0017_search_cap.sql) only where the visibility map says
  // the rows are current, and the planner picks it by statistics. PGlite has no autovacuum to renew both.
  await ctx.db.execute(sql`vacuum analyze products`)
  await catalogueChanged(ctx)
  await onProgress(
    `applied: ${summary.products.created} products created, ${summary.products.updated} updated, ` +
      `${summary.products.hidden} hidden; ${summary.prices.written} prices and ` +
      `${summary.stock.productsChanged} stock figures changed`,
  )
  return summary
}

async function importFilename(ctx: AppContext, importId: number): Promise<string> {
  const [row] = await ctx.db
    .select({ filename: exchangeImports.filename })
    .from(exchangeImports)
    .where(eq(exchangeImports.id, importId))
  return row?.filename ?? ''
}

/** The audit log's line of one imported file: what it changed, how long it took, and how it ended. */
function importEntry(
  importId: number,
  file: string,
  started: number,
  end: { summary: ImportSummary } | { reason: string },
) {
  const durationMs = Date.now() - started
  const outcome = 'summary' in end ? 'success' : 'failure'
  return {
    action: `exchange.import.${outcome}`,
    entityType: 'exchange_import',
    entityId: importId,
    summary: file,
    after:
      'summary' in end
        ? {
            file,
            outcome,
            duration_ms: durationMs,
            products: end.summary.products,
            categories: end.summary.categories,
            prices_written: end.summary.prices.written,
            stock_changed: end.summary.stock.productsChanged,
          }
        : { file, outcome, duration_ms: durationMs, reason: end.reason.slice(0, 500) },
  }
}
