// What one import changed, for the import's log, the staff command and 1C's `success` answer.

export type ChangeCounts = { created: number; updated: number; hidden: number }

export type DerivedSku = { product: string; sku: string; reason: 'missing' | 'clash' }

export type ImportSummary = {
  /** СодержитТолькоИзменения of the catalogue or offers in the file (a full file hides what it no longer names). */
  onlyChanges: boolean
  categories: ChangeCounts
  brands: { created: number; updated: number }
  filters: { created: number; updated: number }
  products: ChangeCounts
  /** Products whose Артикул was missing or taken by another product, with the SKU they got instead. */
  derivedSkus: DerivedSku[]
  images: { converted: number; reused: number; missing: number; productsChanged: number }
  facets: { productsChanged: number }
  specs: { productsChanged: number }
  prices: { priceTypesCreated: number; written: number; removed: number; defaultPriceType: string | null }
  stock: { rows: number; productsChanged: number }
  /** Offers naming a product the shop does not know (Ид of each, the first 20). */
  skippedOffers: { count: number; ids: string[] }
}

export const emptyCounts = (): ChangeCounts => ({ created: 0, updated: 0, hidden: 0 })

export function emptySummary(): ImportSummary {
  return {
    onlyChanges: true,
    categories: emptyCounts(),
    brands: { created: 0, updated: 0 },
    filters: { created: 0, updated: 0 },
    products: emptyCounts(),
    derivedSkus: [],
    images: { converted: 0, reused: 0, missing: 0, productsChanged: 0 },
    facets: { productsChanged: 0 },
    specs: { productsChanged: 0 },
    prices: { priceTypesCreated: 0, written: 0, removed: 0, defaultPriceType: null },
    stock: { rows: 0, productsChanged: 0 },
    skippedOffers: { count: 0, ids: [] },
  }
}
