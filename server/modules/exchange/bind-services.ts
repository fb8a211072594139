// Binds the exchange services to the application context. The catalogue importer and the orders document are
// not in this build yet: each method refuses with a clear error until they are bound here.
import type { AppContext } from '../../context'
import type { ExchangeServices } from './services'

const notAvailable = (what: string) => new Error(`1C exchange: ${what} is not available yet`)

export function exchangeServices(_ctx: AppContext): ExchangeServices {
  return {
    importCatalogue: async () => {
      throw notAvailable('the catalogue import')
    },
    ordersDocument: async () => {
      throw notAvailable('the orders document')
    },
    confirmOrders: async () => {
      throw notAvailable('confirming exported orders')
    },
    applyOrderDocuments: async () => {
      throw notAvailable('applying order documents')
    },
  }
}
