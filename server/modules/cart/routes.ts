// carts/… of SPEC section 7: the signed-in buyer's cart. Every call answers the whole cart; `cart_id` in the
// query names the cart the storefront knows, and the answer's id is the one to keep.
import { Hono, type Context } from 'hono'
import { AddCartItemBody, CartCommentBody, CartQuantityBody, type CartAddResult } from '../../../contract/cart'
import { ExportQuery } from '../../../contract/exports'
import type { AppEnv } from '../../context'
import { Conflict, NotFound } from '../../domain-errors'
import { buyerOf } from '../../http/buyer'
import { cartAnswer, currentCartAnswer, requestedCart } from '../../http/cart-request'
import { downloadAnswer } from '../../http/download'
import { objectBody, parseInput, queryObject } from '../../http/validate'
import { translate } from '../../i18n'
import { cartExport } from '../exports/cart-export'
import { exportFile } from '../exports/export-file'
import { changeCart, type CartChange } from './cart-changes'

type C = Context<AppEnv>

const ITEM_ID = /^[1-9]\d{0,9}$/

/** Applies a change and answers the cart it left. */
async function change(c: C, toChange: CartChange) {
  const user = buyerOf(c)
  const { cartId } = await changeCart(
    c.var.ctx.db,
    user.id,
    requestedCart(c),
    toChange,
    c.var.locale,
    c.var.ctx.env.CART_MAX_QUANTITY,
  )
  return c.json(await cartAnswer(c, cartId, user))
}

function itemId(c: C): number {
  const raw = c.req.param('id') ?? ''
  if (!ITEM_ID.test(raw) || Number(raw) > 2_147_483_647)
    throw new NotFound(translate('cart_item_not_found', c.var.locale))
  return Number(raw)
}

export const cartRoutes = new Hono<AppEnv>()
  .get('/carts/', async (c) => {
    return c.json(await currentCartAnswer(c, buyerOf(c)))
  })
  // The cart as a spreadsheet (?format=xlsx|csv).
  .get('/carts/export/', async (c) => {
    const user = buyerOf(c)
    const { format } = parseInput(ExportQuery, queryObject(c.req.url), c.var.locale)
    const cart = await currentCartAnswer(c, user)
    return downloadAnswer(c, await exportFile(cartExport(cart, c.var.locale), format, c.var.locale))
  })
  .post('/carts/items/', async (c) => {
    const user = buyerOf(c)
    const locale = c.var.locale
    const { product, quantity } = parseInput(AddCartItemBody, await objectBody(c), locale)
    const { cartId, added } = await changeCart(
      c.var.ctx.db,
      user.id,
      requestedCart(c),
      { kind: 'add', product, quantity },
      locale,
      c.var.ctx.env.CART_MAX_QUANTITY,
    )
    const cart = await cartAnswer(c, cartId, user)
    const item = cart.items.find((line) => line.id === added?.itemId)
    if (!item || !added) throw new Conflict(translate('cart_item_not_found', locale))
    const message = added.increased
      ? translate('cart_item_increased', locale, { quantity: added.quantity })
      : translate('cart_item_added', locale)
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
    return change(c, { kind: 'set', item, quantity })
  })
  .post('/carts/items/:id/update-comment/', async (c) => {
    const item = itemId(c)
    const { comment } = parseInput(CartCommentBody, await objectBody(c), c.var.locale)
    return change(c, { kind: 'comment', item, comment })
  })
