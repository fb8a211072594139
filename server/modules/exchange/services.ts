// What the 1C exchange protocol asks of the rest of the shop. The protocol (app.ts) knows files and sessions;
// these know CommerceML, the catalogue and the orders. bind-services.ts binds them to the application context.

export type ExchangeServices = {
  /** Imports one uploaded catalogue file (import*.xml / offers*.xml) found at `file`; pictures under `filesDir`. */
  importCatalogue(
    file: string,
    options: { importId: number; filesDir: string; onProgress: (message: string) => Promise<void> },
  ): Promise<void>
  /** The orders document for mode=query (bytes in the configured encoding) and the ids it holds. */
  ordersDocument(): Promise<{ body: Uint8Array; contentType: string }>
  /** mode=success: what the last query offered is now taken by 1C. */
  confirmOrders(): Promise<void>
  /** A document file 1C sent in type=sale&mode=file: statuses, payments, shipments. */
  applyOrderDocuments(file: string): Promise<void>
}
