// Binds the exchange services to the application context: files are read with the streamed CommerceML reader and
// handed to the catalogue importer or the order-document applier; the orders document is written from the orders.
import type { AppContext } from '../../context'
import { importRecords } from './catalogue-import/import-records'
import { readCommerceMlFile } from './commerceml/read'
import { applyOrderDocuments } from './orders-in/apply-documents'
import { confirmOrders, ordersDocument } from './orders-out/orders-document'
import type { ExchangeServices } from './services'

export function exchangeServices(ctx: AppContext): ExchangeServices {
  return {
    importCatalogue: async (file, options) => {
      await importRecords(ctx, readCommerceMlFile(file), options)
    },
    ordersDocument: () => ordersDocument(ctx),
    confirmOrders: async () => {
      await confirmOrders(ctx)
    },
    applyOrderDocuments: async (file) => {
      await applyOrderDocuments(ctx, readCommerceMlFile(file))
    },
  }
}
