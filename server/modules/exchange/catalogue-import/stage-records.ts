// Reading the file: every record goes to `exchange_staged` in batches of 500 (one json parameter each), each batch
// its own short statement, so the storefront keeps being served while a big file is read. Pictures are converted
// on the way. Nothing here changes the catalogue.
import type { Db } from '../../../db/client'
import { exchangeStaged } from '../../../db/schema/exchange'
import { bulkInsert } from '../../../seed/bulk'
import type { CmlRecord } from '../commerceml/records'
import type { PictureConverter } from './pictures'
import { stagedOffer } from './offer-record'
import { stagedProduct } from './product-record'
import { PropertyBook } from './property-book'
import type { ImportSettings } from './settings'

const BATCH = 500

export type StagedKind = 'group' | 'property' | 'product' | 'priceType' | 'warehouse' | 'offer'

export type StagedFile = {
  /** СодержитТолькоИзменения of the catalogue, when the file has one. */
  catalog: { onlyChanges: boolean } | null
  /** СодержитТолькоИзменения of the offers package, when the file has one. */
  offers: { onlyChanges: boolean } | null
  counts: Record<StagedKind, number>
}

type Row = typeof exchangeStaged.$inferInsert

export type StageOptions = {
  importId: number
  pictures: PictureConverter
  settings: ImportSettings
  onProgress: (message: string) => Promise<void>
}

const readMessage = (counts: Record<StagedKind, number>) =>
  `read ${counts.group} groups, ${counts.product} products, ${counts.offer} offers`

export async function stageRecords(db: Db, records: AsyncIterable<CmlRecord>, options: StageOptions) {
  const file: StagedFile = {
    catalog: null,
    offers: null,
    counts: { group: 0, property: 0, product: 0, priceType: 0, warehouse: 0, offer: 0 },
  }
  const book = new PropertyBook()
  let rows: Row[] = []
  let seq = 0
  const flush = async () => {
    if (rows.length === 0) return
    await bulkInsert(db, exchangeStaged, rows, { batchSize: BATCH })
    rows = []
    await options.onProgress(readMessage(file.counts))
  }
  const stage = async (kind: StagedKind, externalId: string, data: unknown) => {
    rows.push({ importId: options.importId, seq: seq++, kind, externalId, data })
    file.counts[kind] += 1
    if (rows.length >= BATCH) await flush()
  }
  for await (const record of records) {
    switch (record.kind) {
      case 'catalog':
        // A bare Классификатор heads offers files too: only a Каталог lists the products (and may hide the rest).
        if (record.part !== 'classifier') file.catalog = { onlyChanges: record.onlyChanges }
        break
      case 'offers':
        file.offers = { onlyChanges: record.onlyChanges }
        break
      case 'group':
        await stage('group', record.group.id, record.group)
        break
      case 'property':
        book.add(record.property)
        await stage('property', record.property.id, record.property)
        break
      case 'product': {
        const product = record.product
        const converted: string[] = []
        for (const picture of product.pictures) {
          const url = await options.pictures.convert(picture)
          if (url && !converted.includes(url)) converted.push(url)
        }
        const images = product.pictures.length > 0 && converted.length === 0 ? null : converted
        await stage('product', product.id, stagedProduct(product, book, options.settings, images))
        break
      }
      case 'priceType':
        await stage('priceType', record.priceType.id, record.priceType)
        break
      case 'warehouse':
        await stage('warehouse', record.warehouse.id, record.warehouse)
        break
      case 'offer':
        await stage('offer', record.offer.id, stagedOffer(record.offer))
        break
      case 'document':
        // Order documents are the sale exchange's; a catalogue file carrying one ignores it.
        break
    }
  }
  await flush()
  return file
}
