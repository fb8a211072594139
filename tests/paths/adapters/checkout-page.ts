// The checkout page as the buyer reaches it: a cart worth at least the order minimum (the configured
// ORDER_MIN_SUM, quoted by the cart as `delivery.to_min_order`), put together through the API, then /order/form/.
import type { Cart } from '../../../contract/cart'
import { OUT_OF_STOCK, type ProductListResponse } from '../../../contract/catalogue'
import type { PathSession } from '../session'

/** Empties the cart and fills it with one well-stocked product, enough packs to reach the order minimum. */
export async function fillCartForOrder(session: PathSession): Promise<Cart> {
  await session.api('POST', 'carts/clear/')
  const list = await session.api<ProductListResponse>('GET', 'catalog/products/?ps=96')
  const orderable = list.products.filter(
    (card) => card.permissions.can_order && card.price && card.amount && card.amount !== OUT_OF_STOCK,
  )
  const product = orderable.find((card) => card.amount === '>1000') ?? orderable[0]
  if (!product) throw new Error('no orderable product in the catalogue')
  let cart = await session.api<Cart>('POST', 'carts/items/', { product: product.id, quantity: 1 })
  const line = cart.items.find((item) => item.product.id === product.id)
  if (cart.delivery.to_min_order > 0 && line?.total) {
    const packs = Math.ceil(cart.delivery.to_min_order / line.total)
    cart = await session.api<Cart>('POST', 'carts/items/', { product: product.id, quantity: packs })
  }
  if (cart.delivery.to_min_order > 0)
    throw new Error(`the cart stays ${cart.delivery.to_min_order} kopecks below the order minimum`)
  return cart
}

/** Opens the checkout form on a cart that may be ordered. */
export async function openCheckout(session: PathSession) {
  await fillCartForOrder(session)
  await session.open('/order/form/')
}
