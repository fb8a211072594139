// The cart a request is about: `cart_id` in the query names the cart the storefront knows; every answer about a
// cart is the whole cart, and its id is the one to keep.
import type { Context } from 'hono'
import { CartQuery, type Cart } from '../../contract/cart'
import type { AppEnv, SessionUser } from '../context'
import { buyerViewer } from '../modules/catalogue/product-cards'
import { emptyCart, loadCart } from '../modules/cart/cart-view'
import { deliveryQuote, deliveryRuleOf } from '../modules/orders/delivery-rule'
import { parseInput, queryObject } from './validate'

export const requestedCart = (c: Context<AppEnv>) =>
  parseInput(CartQuery, { cart_id: queryObject(c.req.url).cart_id }, c.var.locale).cart_id

/** The buyer's cart `cartId` as the answer shows it, with its delivery quote; an empty cart when there is none. */
export async function cartAnswer(c: Context<AppEnv>, cartId: string | null, buyer: SessionUser): Promise<Cart> {
  const contents = cartId ? await loadCart(c.var.ctx.db, cartId, buyerViewer(buyer), c.var.locale) : emptyCart()
  return { ...contents, delivery: deliveryQuote(deliveryRuleOf(c.var.ctx.env), contents.total_sum) }
}
