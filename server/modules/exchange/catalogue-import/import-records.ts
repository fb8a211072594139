// One CommerceML file into the catalogue. First every record is staged in small batches (pictures converted on
// the way), never holding the database for long; then the whole file is applied in ONE short transaction, so a
// failure anywhere leaves the catalogue exactly as it was. The staged rows are removed either way. After a
// successful apply every catalogue cache is dropped and the wait list is checked (catalogueChanged).
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../../context'
import { exchangeStaged } from '../../../db/schema/exchange'
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
  let summary: ImportSummary
  try {
    const file = await stageRecords(ctx.db, records, { importId: options.importId, pictures, settings, onProgress })
    await onProgress(
      `applying ${file.counts.group} groups, ${file.counts.product} products, ${file.counts.offer} offers`,
    )
    summary = await ctx.db.transaction((tx) => applyStaged(tx, options.importId, file, settings))
  } finally {
    await ctx.db.delete(exchangeStaged).where(eq(exchangeStaged.importId, options.importId))
  }
  summary.images = { ...summary.images, ...pictures.counts }
  await catalogueChanged(ctx)
  await onProgress(
    `applied: ${summary.products.created} products created, ${summary.products.updated} updated, ` +
      `${summary.products.hidden} hidden; ${summary.prices.written} prices and ` +
      `${summary.stock.productsChanged} stock figures changed`,
  )
  return summary
}
