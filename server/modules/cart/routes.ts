// carts/… of SPEC section 7: the signed-in buyer's cart. Every call answers the whole cart; `cart_id` in the
// query names the cart the storefront knows, and the answer's id is the one to keep.
import { Hono, type Context } from 'hono'
import { AddCartItemBody, CartCommentBody, CartQuantityBody, CartQuery, type CartAddResult } from '../../../contract/cart'
import type { AppEnv } from '../../context'
import { fieldErrors, HttpError } from '../../http/errors'
import { requireUser } from '../../http/require-user'
import { objectBody, parseInput, queryObject } from '../../http/validate'
import { translate } from '../../i18n'
import { formatCount } from '../../../contract/format/units'
import { changeCart, currentCartId, type CartChange } from './cart-changes'
import { emptyCart, loadCart } from './cart-view'

type C = Context<AppEnv>

const ITEM_ID = /^[1-9]\d{0,9}$/

/** The signed-in, active buyer; guests get 401, an account not yet activated 403. */
export function buyerOf(c: C) {
  const user = requireUser(c)
  if (!user.isActive) throw new HttpError(403, { detail: translate('cart_user_cannot_order', c.var.locale) })
  return user
}

export const requestedCart = (c: C) => parseInput(CartQuery, { cart_id: queryObject(c.req.url).cart_id }, c.var.locale).cart_id

export async function answer(c: C, cartId: string | null, userId: number) {
  return cartId ? loadCart(c.var.ctx.db, cartId, { userId }, c.var.locale) : emptyCart()
}

/** The configured ceiling of packs on one line: a typed quantity above it is a field error, not clipped. */
function withinCeiling(c: C, quantity: number): number {
  const ceiling = c.var.ctx.env.CART_MAX_QUANTITY
  if (quantity > ceiling) throw fieldErrors({ quantity: [translate('cart_validation_quantity_max', c.var.locale, { max: formatCount(ceiling, c.var.locale) })] })
  return quantity
}

/** Applies a change and answers the cart it left. */
async function change(c: C, toChange: CartChange) {
  const user = buyerOf(c)
  const { cartId } = await changeCart(c.var.ctx.db, user.id, requestedCart(c), toChange, c.var.locale, c.var.ctx.env.CART_MAX_QUANTITY)
  return c.json(await answer(c, cartId, user.id))
}

function itemId(c: C): number {
  const raw = c.req.param('id') ?? ''
  if (!ITEM_ID.test(raw) || Number(raw) > 2_147_483_647) throw new HttpError(404, { detail: translate('cart_item_not_found', c.var.locale) })
  return Number(raw)
}

export const cartRoutes = new Hono<AppEnv>()
  .get('/carts/', async (c) => {
    const user = buyerOf(c)
    return c.json(await answer(c, await currentCartId(c.var.ctx.db, user.id, requestedCart(c)), user.id))
  })
  .post('/carts/items/', async (c) => {
    const user = buyerOf(c)
    const locale = c.var.locale
    const { product, quantity } = parseInput(AddCartItemBody, await objectBody(c), locale)
    const change = { kind: 'add', product, quantity: withinCeiling(c, quantity) } as const
    const { cartId, added } = await changeCart(c.var.ctx.db, user.id, requestedCart(c), change, locale, c.var.ctx.env.CART_MAX_QUANTITY)
    const cart = await answer(c, cartId, user.id)
    const item = cart.items.find((line) => line.id === added?.itemId)
    if (!item || !added) throw new HttpError(409, { detail: translate('cart_item_not_found', locale) })
    const message = added.increased ? translate('cart_item_increased', locale, { quantity: added.quantity }) : translate('cart_item_added', locale)
    return c.json({ ...cart, item_added: item, message } satisfies CartAddResult)
  })
  .post('/carts/clear/', (c) => change(c, { kind: 'clear' }))
  .post('/carts/delete/', (c) => change(c, { kind: 'delete' }))
  .post('/carts/items/:id/increase/', (c) => change(c, { kind: 'increase', item: itemId(c) }))
  .post('/carts/items/:id/decrease/', (c) => change(c, { kind: 'decrease', item: itemId(c) }))
  .delete('/carts/items/:id/', (c) => change(c, { kind: 'remove', item: itemId(c) }))
  .post('/carts/items/:id/update-quantity/', async (c) => {
    const item = itemId(c)
    const { quantity } = parseInput(CartQuantityBody, await objectBody(c), c.var.locale)
    return change(c, { kind: 'quantity', item, quantity: withinCeiling(c, quantity) })
  })
  .post('/carts/items/:id/update-comment/', async (c) => {
    const item = itemId(c)
    const { comment } = parseInput(CartCommentBody, await objectBody(c), c.var.locale)
    return change(c, { kind: 'comment', item, comment })
  })
