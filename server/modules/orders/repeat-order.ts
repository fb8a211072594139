// orders/{id}/repeat/: which lines of a past order can be ordered again now (with the live product card), so
// the storefront can ask before adding only those, and adding them to the cart.
import { OUT_OF_STOCK } from '../../../contract/catalogue'
import type { OrderDetail, RepeatLine, RepeatPreview } from '../../../contract/orders'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { Refused } from '../../domain-errors'
import { translate } from '../../i18n'
import { changeCart } from '../cart/cart-changes'
import { loadProductCards, type Buyer } from '../catalogue/product-cards'

export async function repeatPreview(db: Db, order: OrderDetail, buyer: Buyer, locale: Locale): Promise<RepeatPreview> {
  const ids = order.items.flatMap((item) => (item.product_id === null ? [] : [item.product_id]))
  const cards = new Map((await loadProductCards(db, ids, buyer, locale)).map((card) => [card.id, card]))
  const preview: RepeatPreview = { available: [], unavailable: [] }
  for (const item of order.items) {
    const product = item.product_id === null ? null : (cards.get(item.product_id) ?? null)
    const line: RepeatLine = {
      id: item.id,
      sku: item.sku,
      name: product?.title ?? item.name,
      quantity: item.quantity,
      product,
    }
    // A product the buyer's price list does not price is unavailable: the card's null price says why.
    const orderable =
      product !== null &&
      product.permissions.can_order &&
      product.price != null &&
      (product.amount !== OUT_OF_STOCK || product.on_order)
    preview[orderable ? 'available' : 'unavailable'].push(line)
  }
  return preview
}

/**
 * Puts the available lines of the preview — only those `chosen` (order line ids) when given — into the buyer's cart
 * and returns the cart's id; refused when no line goes in.
 */
export async function repeatOrder(
  db: Db,
  preview: RepeatPreview,
  chosen: number[] | undefined,
  cart: { userId: number; requestedCartId: string | undefined; ceiling: number },
  locale: Locale,
): Promise<string | null> {
  const picked = chosen ? new Set(chosen) : null
  const lines = preview.available.flatMap((line) =>
    line.product && (!picked || picked.has(line.id)) ? [{ product: line.product.id, quantity: line.quantity }] : [],
  )
  const refused = () => new Refused(translate('orders_repeat_failed', locale))
  if (lines.length === 0) throw refused()
  const { cartId, addedProducts } = await changeCart(
    db,
    cart.userId,
    cart.requestedCartId,
    { kind: 'add-many', lines },
    locale,
    cart.ceiling,
  )
  if (!addedProducts?.length) throw refused()
  return cartId
}
