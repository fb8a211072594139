// Binds the exchange services to the application context: files are read with the streamed CommerceML reader and
// handed to the catalogue importer or the order-document applier; the orders document is written from the orders.
import path from 'node:path'
import type { AppContext } from '../../context'
import { EXCHANGE_ACTOR, recordAudit } from '../audit/record'
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
    ordersDocument: async () => {
      const document = await ordersDocument(ctx)
      if (document.orderIds.length > 0)
        await recordAudit(ctx.db, EXCHANGE_ACTOR, {
          action: 'exchange.orders.sent',
          summary: `${document.orderIds.length}`,
          after: { orders: document.orderIds.length, order_ids: document.orderIds.slice(0, 100) },
        })
      return document
    },
    confirmOrders: async () => {
      const confirmed = await confirmOrders(ctx)
      await recordAudit(ctx.db, EXCHANGE_ACTOR, {
        action: 'exchange.orders.confirmed',
        summary: `${confirmed}`,
        after: { orders: confirmed },
      })
    },
    applyOrderDocuments: async (file) => {
      const started = Date.now()
      const applied = await applyOrderDocuments(ctx, readCommerceMlFile(file))
      await recordAudit(ctx.db, EXCHANGE_ACTOR, {
        action: 'exchange.orders.documents',
        summary: path.basename(file),
        after: {
          file: path.basename(file),
          applied: applied.applied,
          changed: applied.changed,
          unknown: applied.unknown.slice(0, 20),
          duration_ms: Date.now() - started,
        },
      })
    },
  }
}
