// Applies one staged file to the catalogue, inside the caller's single transaction: all of it or nothing.
import type { Db } from '../../../db/client'
import { applyBrands } from './apply-brands'
import { applyGroups } from './apply-categories'
import { applyCategoryVisibility } from './apply-category-visibility'
import { applyFilters } from './apply-filters'
import { applyOffers } from './apply-offer-file'
import { applyFacets, applyGalleries, applySpecs } from './apply-product-details'
import { applyProducts, hideUnnamedProducts } from './apply-products'
import type { ImportSettings } from './settings'
import type { StagedFile } from './stage-records'
import { emptySummary, type ImportSummary } from './summary'

export async function applyStaged(
  db: Db,
  importId: number,
  file: StagedFile,
  settings: ImportSettings,
): Promise<ImportSummary> {
  const summary = emptySummary()
  summary.onlyChanges = (file.catalog ?? file.offers)?.onlyChanges ?? true
  const fullCatalogue = file.catalog !== null && !file.catalog.onlyChanges
  const groups = await applyGroups(db, importId)
  summary.categories.created = groups.created
  summary.categories.updated = groups.updated
  summary.filters = await applyFilters(db, importId, settings)
  summary.brands = await applyBrands(db, importId)
  if (file.catalog !== null || file.counts.product > 0) {
    const products = await applyProducts(db, importId)
    summary.products = products.counts
    summary.derivedSkus = products.derivedSkus
    summary.images.productsChanged = await applyGalleries(db)
    summary.facets.productsChanged = await applyFacets(db)
    summary.specs.productsChanged = await applySpecs(db)
    if (fullCatalogue) summary.products.hidden += await hideUnnamedProducts(db)
  }
  if (file.offers !== null || file.counts.offer > 0) await applyOffers(db, importId, file, settings, summary)
  const visibility = await applyCategoryVisibility(db, importId, fullCatalogue && file.counts.group > 0)
  summary.categories.updated += visibility.shown
  summary.categories.hidden = visibility.hidden
  return summary
}
