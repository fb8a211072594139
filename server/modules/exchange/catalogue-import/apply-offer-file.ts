// The offers part of a file: price types, warehouses, then each offer's prices and stock.
import type { Db } from '../../../db/client'
import { applyPrices, applyStock, applyWarehouses, gatherOffers } from './apply-offers'
import { applyPriceTypes } from './apply-price-types'
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
  summary.skippedOffers = await gatherOffers(db, importId)
  const prices = await applyPrices(db, importId, file.offers !== null && !file.offers.onlyChanges)
  summary.prices.written = prices.written
  summary.prices.removed = prices.removed
  summary.stock = await applyStock(db)
}
