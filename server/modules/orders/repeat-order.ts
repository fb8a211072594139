// orders/{id}/repeat/: which lines of a past order can be ordered again now (with the live product card), so
// the storefront can ask before adding only those.
import { OUT_OF_STOCK } from '../../../contract/catalogue'
import type { OrderDetail, RepeatLine, RepeatPreview } from '../../../contract/orders'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { loadProductCards } from '../catalogue/product-cards'

export async function repeatPreview(db: Db, order: OrderDetail, userId: number, locale: Locale): Promise<RepeatPreview> {
  const ids = order.items.flatMap((item) => (item.product_id === null ? [] : [item.product_id]))
  const cards = new Map((await loadProductCards(db, ids, { userId }, locale)).map((card) => [card.id, card]))
  const preview: RepeatPreview = { available: [], unavailable: [] }
  for (const item of order.items) {
    const product = item.product_id === null ? null : (cards.get(item.product_id) ?? null)
    const line: RepeatLine = { id: item.id, sku: item.sku, name: product?.title ?? item.name, quantity: item.quantity, product }
    const orderable = product !== null && product.permissions.can_order && (product.amount !== OUT_OF_STOCK || product.on_order)
    preview[orderable ? 'available' : 'unavailable'].push(line)
  }
  return preview
}
