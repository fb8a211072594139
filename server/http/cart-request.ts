// The cart a request is about: `cart_id` in the query names the cart the storefront knows; every answer about a
// cart is the whole cart, and its id is the one to keep.
import type { Context } from 'hono'
import { CartQuery, type Cart, type CartContents } from '../../contract/cart'
import type { AppEnv, SessionUser } from '../context'
import { buyerViewer, type Buyer } from '../modules/catalogue/product-cards'
import { currentCart, emptyCart, loadCart } from '../modules/cart/cart-view'
import { deliveryQuote, deliveryRuleOf } from '../modules/orders/delivery-rule'
import { readOnce } from './page-calls'
import { parseInput, queryObject } from './validate'

type C = Context<AppEnv>

export const requestedCart = (c: C) =>
  parseInput(CartQuery, { cart_id: queryObject(c.req.url).cart_id }, c.var.locale).cart_id

/** `contents` as the answer shows them, with their delivery quote; an empty cart for none. */
const answered = (c: C, contents: CartContents | null): Cart => {
  const cart = contents ?? emptyCart()
  return { ...cart, delivery: deliveryQuote(deliveryRuleOf(c.var.ctx.env), cart.total_sum) }
}

/** The buyer's cart `cartId` as the answer shows it, with its delivery quote; an empty cart when there is none. */
export async function cartAnswer(c: C, cartId: string | null, buyer: SessionUser): Promise<Cart> {
  return answered(c, cartId ? await loadCart(c.var.ctx.db, cartId, buyerViewer(buyer), c.var.locale) : null)
}

/** The buyer's current cart (the one `requested` names when it is theirs, else their latest), read once per page:
 * the account and the cart calls of one page render both show it. Null when they have none. */
export const pageCart = (c: C, buyer: Buyer, requested: string | undefined): Promise<CartContents | null> =>
  readOnce(c, `cart:${buyer.userId}:${buyer.priceTypeId}:${requested ?? ''}:${c.var.locale}`, () =>
    currentCart(c.var.ctx.db, buyer, requested, c.var.locale),
  )

/** The buyer's current cart as the answer shows it. */
export const currentCartAnswer = async (c: C, buyer: SessionUser): Promise<Cart> =>
  answered(c, await pageCart(c, buyerViewer(buyer), requestedCart(c)))
