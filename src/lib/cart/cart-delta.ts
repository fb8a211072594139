// What a cart change added and removed, per product, as the e-commerce events report it: packs as the quantity,
// the unit price in roubles.
import type { Cart, CartItem } from '../../../contract/cart'
import type { EcommerceProduct } from '../analytics/counters'

const product = (item: CartItem, quantity: number): EcommerceProduct => ({
  id: item.product.id,
  name: item.product.title,
  brand: item.product.brand?.title ?? null,
  price: item.price === null ? null : item.price / 100,
  quantity,
})

export function cartDelta(
  before: Cart | null,
  after: Cart,
): { added: EcommerceProduct[]; removed: EcommerceProduct[] } {
  const earlier = new Map(before?.items.map((item) => [item.product.id, item]))
  const later = new Map(after.items.map((item) => [item.product.id, item]))
  const added: EcommerceProduct[] = []
  const removed: EcommerceProduct[] = []
  for (const [id, item] of later) {
    const change = item.quantity - (earlier.get(id)?.quantity ?? 0)
    if (change > 0) added.push(product(item, change))
    else if (change < 0) removed.push(product(item, -change))
  }
  for (const [id, item] of earlier) if (!later.has(id)) removed.push(product(item, item.quantity))
  return { added, removed }
}
