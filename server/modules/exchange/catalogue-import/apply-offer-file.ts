// The offers part of a file: price types, warehouses, the characteristics' products, then each offer's prices and
// stock.
import type { Db } from '../../../db/client'
import { applyPrices, applyStock, applyWarehouses, gatherOffers, skippedOffers } from './apply-offers'
import { applyPriceTypes } from './apply-price-types'
import { applyVariants } from './apply-variants'
import type { ImportSettings } from './settings'
import type { StagedFile } from './stage-records'
import type { ImportSummary } from './summary'

export async function applyOffers(
  db: Db,
  importId: number,
  file: StagedFile,
  settings: ImportSettings,
  summary: ImportSummary,
): Promise<void> {
  const priceTypes = await applyPriceTypes(db, importId, settings)
  summary.prices.priceTypesCreated = priceTypes.created
  summary.prices.defaultPriceType = priceTypes.defaultTitle
  await applyWarehouses(db, importId)
  const full = file.offers !== null && !file.offers.onlyChanges
  await gatherOffers(db, importId)
  const variants = await applyVariants(db, full)
  summary.products.created += variants.created
  summary.products.updated += variants.updated
  summary.products.hidden += variants.hidden
  summary.derivedSkus.push(...variants.derivedSkus)
  summary.skippedOffers = await skippedOffers(db)
  const prices = await applyPrices(db, importId, full)
  summary.prices.written = prices.written
  summary.prices.removed = prices.removed
  summary.stock = await applyStock(db)
}
