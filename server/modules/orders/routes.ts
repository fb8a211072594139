// orders/… of SPEC section 7: quick order, the checkout preview and coupon, placing an order, the history,
// repeating an order, its invoice for payment (orders/{id}/invoice/, a PDF), and the buyer cancelling or changing
// it (orders/{id}/cancel/, orders/{id}/change/). Every call is for the signed-in, active buyer (guests 401, inactive
// accounts 403); an order the buyer may not see is a 404 (order-access.ts).
import { Hono, type Context } from 'hono'
import {
  ApplyCouponBody,
  CalcPriceBody,
  CancelOrderBody,
  type ChangeOrderResponse,
  CheckoutBody,
  MAX_QUICK_ORDER_TEXT,
  QuickOrderBody,
  RepeatOrderBody,
  type DeliveryType,
  type QuickOrderResponse,
} from '../../../contract/orders'
import { ExportQuery } from '../../../contract/exports'
import type { AppEnv } from '../../context'
import { Conflict, InvalidFields, NotFound, Refused } from '../../domain-errors'
import { buyerOf, ordererOf } from '../../http/buyer'
import { cartAnswer, requestedCart } from '../../http/cart-request'
import { downloadAnswer } from '../../http/download'
import { AccountListPaging } from '../../http/paging'
import { objectBody, parseInput, queryObject } from '../../http/validate'
import { translate } from '../../i18n'
import { looksLikeWorkbook } from '../../spreadsheets/xlsx-read'
import { buyerOrderConfirmation, managerOrderNotice } from '../../mail/order-mail'
import { sendInBackground } from '../../mail/mailer'
import { changeCart } from '../cart/cart-changes'
import { exportFile } from '../exports/export-file'
import { historyExport } from '../exports/history-export'
import { orderExport } from '../exports/order-export'
import { quickOrderTemplate } from './quick-order-template'
import { buyerViewer } from '../catalogue/product-cards'
import { cancelOrderAsBuyer } from './buyer-cancel'
import { loadOrder, loadOrderHistory } from './history'
import { invoiceBytes, invoiceFile, invoiceFileName } from './invoice/invoice-pdf'
import { type OrderReader } from './order-access'
import { orderManagerEmail } from './order-manager'
import { deliveryRuleOf } from './delivery-rule'
import { placeOrder } from './place-order'
import { buyerCart, couponOrRefusal, loyaltyBalance, priceCart } from './pricing'
import { cartLinesOf, quickOrderLines } from './quick-order'
import { quickOrderSheetText } from './quick-order-sheet'
import { repeatOrder, repeatPreview } from './repeat-order'

type C = Context<AppEnv>

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/

/**
 * The quick-order text and flag from JSON `{text, add_to_cart}` or a multipart upload (`file`, `add_to_cart`): a
 * text or CSV file, or an Excel workbook, whose rows become the text (`fromSheet`, answered back to the buyer).
 */
async function quickOrderInput(c: C): Promise<{ text: string; add_to_cart: boolean; fromSheet: boolean }> {
  const locale = c.var.locale
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    const body = parseInput(QuickOrderBody, await objectBody(c), locale)
    return { text: body.text, add_to_cart: body.add_to_cart, fromSheet: false }
  }
  const form = await c.req.parseBody().catch(() => {
    throw new InvalidFields({ file: [translate('orders_fast_file_required', locale)] })
  })
  const file = form.file
  if (!(file instanceof File)) throw new InvalidFields({ file: [translate('orders_fast_file_required', locale)] })
  const add_to_cart = ['1', 'true', 'on'].includes(String(form.add_to_cart ?? ''))
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (looksLikeWorkbook(bytes) || /\.xlsx?$/i.test(file.name))
    return { text: await quickOrderSheetText(bytes, locale), add_to_cart, fromSheet: true }
  if (file.size > MAX_QUICK_ORDER_TEXT) throw new InvalidFields({ file: [translate('orders_fast_too_long', locale)] })
  return { text: new TextDecoder().decode(bytes), add_to_cart, fromSheet: false }
}

const ORDER_ID = /^[1-9]\d{0,9}$/

function orderId(c: C, param: 'ref' | 'id'): number {
  const raw = c.req.param(param) ?? ''
  const id = Number(raw)
  if (!ORDER_ID.test(raw) || id > 2_147_483_647) throw new NotFound(translate('orders_not_found', c.var.locale))
  return id
}

/** An order the user may see (their company's, order-access.ts); anybody else's is a 404. */
async function ownOrder(c: C, reader: OrderReader, param: 'ref' | 'id' = 'ref') {
  const order = await loadOrder(c.var.ctx.db, reader, orderId(c, param))
  if (!order) throw new NotFound(translate('orders_not_found', c.var.locale))
  return order
}

const notFound = (c: C) => new NotFound(translate('api_not_found', c.var.locale))

/** orders/{id}/invoice/: the order's invoice for payment as a PDF download; a cancelled order has none. */
async function invoice(c: C) {
  const order = await ownOrder(c, buyerOf(c))
  if (order.status === 'cancelled')
    throw new Conflict(translate('orders_invoice_cancelled', c.var.locale, { number: order.number }))
  const file = await invoiceFile(c.var.ctx.db, order, c.var.ctx.env)
  return c.body(file.body, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': file.contentDisposition,
    'Cache-Control': 'private, no-store',
  })
}

/** The reason of a cancel or change; the order must be the buyer's before the body is judged. */
async function cancelReason(c: C) {
  return parseInput(CancelOrderBody, await objectBody(c), c.var.locale).reason
}

const exportFormat = (c: C) => parseInput(ExportQuery, queryObject(c.req.url), c.var.locale).format

/** orders/export/: the whole history as a spreadsheet (?format=xlsx|csv). */
async function historyDownload(c: C) {
  const user = buyerOf(c)
  const format = exportFormat(c)
  const content = await historyExport(c.var.ctx.db, user, c.var.locale)
  return downloadAnswer(c, await exportFile(content, format, c.var.locale))
}

/** orders/{id}/export/: one of the buyer's orders as a spreadsheet (?format=xlsx|csv). */
async function orderDownload(c: C) {
  const order = await ownOrder(c, buyerOf(c))
  const format = exportFormat(c)
  return downloadAnswer(c, await exportFile(orderExport(order, c.var.locale), format, c.var.locale))
}

async function quickOrder(c: C) {
  const user = ordererOf(c)
  const locale = c.var.locale
  const input = await quickOrderInput(c)
  const items = await quickOrderLines(c.var.ctx.db, input.text, buyerViewer(user), locale)
  const read = input.fromSheet ? { text: input.text } : {}
  if (!input.add_to_cart) return c.json({ items, ...read } satisfies QuickOrderResponse)
  const { cartId } = await changeCart(
    c.var.ctx.db,
    user.id,
    requestedCart(c),
    { kind: 'add-many', lines: cartLinesOf(items) },
    locale,
    c.var.ctx.env.CART_MAX_QUANTITY,
  )
  return c.json({ items, ...read, cart: await cartAnswer(c, cartId, user) } satisfies QuickOrderResponse)
}

/** The buyer's cart priced with a coupon and, when asked, points: calc-price/ and apply-coupon/ answer the same.
 * Their callers refuse a guest (buyerOf) before reading the body, so a guest gets 401, not a field error. */
async function pricedCart(
  c: C,
  coupon: string,
  couponField: 'coupon' | 'code',
  usePoints: boolean,
  deliveryType: DeliveryType,
) {
  const user = buyerOf(c)
  const { db } = c.var.ctx
  const locale = c.var.locale
  const found = await couponOrRefusal(db, coupon, couponField, locale)
  const cart = await buyerCart(db, buyerViewer(user), requestedCart(c), locale)
  const points = {
    balance: await loyaltyBalance(db, user.id),
    maxSharePercent: c.var.ctx.env.LOYALTY_MAX_SHARE_PERCENT,
    use: usePoints,
  }
  return c.json(priceCart(cart, found, points, { rule: deliveryRuleOf(c.var.ctx.env), type: deliveryType }))
}

async function calcPrice(c: C) {
  buyerOf(c)
  const body = parseInput(CalcPriceBody, await objectBody(c), c.var.locale)
  return pricedCart(c, body.coupon, 'coupon', body.use_loyalty_points, body.delivery_type)
}

async function applyCoupon(c: C) {
  buyerOf(c)
  const body = parseInput(ApplyCouponBody, await objectBody(c), c.var.locale)
  return pricedCart(c, body.code, 'code', body.use_loyalty_points, body.delivery_type)
}

/**
 * The POST calls on orders/{ref}/. Hono's fast router cannot mix a fixed segment (orders/fast/) with a parameter
 * in the same place (orders/{id}/repeat/); mixing them switched the whole API to the fallback router, which loses
 * catalog/categories/{path}/ (orders-history.test.ts checks it). So the place holds one parameter, `ref`, everywhere.
 */
const POST_ACTIONS: Record<string, (c: C) => Promise<Response>> = {
  fast: quickOrder,
  'calc-price': calcPrice,
  'apply-coupon': applyCoupon,
}

export const orderRoutes = new Hono<AppEnv>()
  .get('/orders/', async (c) => {
    const user = buyerOf(c)
    const paging = parseInput(AccountListPaging, queryObject(c.req.url), c.var.locale)
    return c.json(await loadOrderHistory(c.var.ctx.db, user, paging))
  })
  .post('/orders/', async (c) => {
    const user = ordererOf(c)
    const { db, env, mailer } = c.var.ctx
    const locale = c.var.locale
    const key = c.req.header('idempotency-key') ?? null
    if (key !== null && !IDEMPOTENCY_KEY.test(key))
      throw new Refused(translate('orders_idempotency_key_invalid', locale))
    const form = parseInput(CheckoutBody, await objectBody(c), locale)
    const placed = await placeOrder(db, user.id, requestedCart(c), form, key, env, locale)
    const order = await loadOrder(db, user, placed.orderId)
    if (!order) throw new NotFound(translate('orders_not_found', locale))
    if (placed.created) {
      const confirmation = invoiceBytes(db, order, env).then((content) =>
        buyerOrderConfirmation(order, locale, env.SITE_URL, {
          filename: invoiceFileName(order.number).name,
          content,
          contentType: 'application/pdf',
        }),
      )
      sendInBackground(mailer, confirmation, 'the order confirmation')
      sendInBackground(
        mailer,
        managerOrderNotice(order, locale, await orderManagerEmail(db, user.id, env.STAFF_EMAIL)),
        'the manager notice of an order',
      )
    }
    return c.json(order, placed.created ? 201 : 200)
  })
  .post('/orders/:ref/', (c) => {
    const action = POST_ACTIONS[c.req.param('ref')]
    if (!action) throw notFound(c)
    return action(c)
  })
  // One parameter per place here too (see POST_ACTIONS): orders/export/ is the history's file.
  .get('/orders/:ref/', async (c) =>
    c.req.param('ref') === 'export' ? historyDownload(c) : c.json(await ownOrder(c, buyerOf(c))),
  )
  // orders/{id}/export/, orders/{id}/invoice/ (one place: see above), orders/fast/template/, and
  // orders/orders/{id}/, the SPEC's other spelling of the details.
  .get('/orders/:ref/:id/', async (c) => {
    const [ref, id] = [c.req.param('ref'), c.req.param('id')]
    if (id === 'export') return orderDownload(c)
    if (id === 'invoice') return invoice(c)
    if (ref === 'fast' && id === 'template') {
      buyerOf(c)
      return downloadAnswer(c, await quickOrderTemplate(c.var.locale))
    }
    if (ref !== 'orders') throw notFound(c)
    return c.json(await ownOrder(c, buyerOf(c), 'id'))
  })
  .post('/orders/:ref/cancel/', async (c) => {
    const user = ordererOf(c)
    const order = await ownOrder(c, user)
    const reason = await cancelReason(c)
    await cancelOrderAsBuyer(c.var.ctx, user, order.id, reason, c.var.locale)
    return c.json(await ownOrder(c, user))
  })
  // The buyer changes the order: its lines go back to the cart and it is cancelled, or nothing happens.
  .post('/orders/:ref/change/', async (c) => {
    const user = ordererOf(c)
    const { db } = c.var.ctx
    const locale = c.var.locale
    const order = await ownOrder(c, user)
    const reason = await cancelReason(c)
    const preview = await repeatPreview(db, order, buyerViewer(user), locale)
    if (!preview.available.some((line) => line.product))
      throw new Refused(translate('orders_change_nothing_to_cart', locale), 'nothing_to_cart')
    await cancelOrderAsBuyer(c.var.ctx, user, order.id, reason, locale)
    const cart = { userId: user.id, requestedCartId: requestedCart(c), ceiling: c.var.ctx.env.CART_MAX_QUANTITY }
    const cartId = await repeatOrder(db, preview, undefined, cart, locale)
    return c.json({
      order: await ownOrder(c, user),
      cart: await cartAnswer(c, cartId, user),
    } satisfies ChangeOrderResponse)
  })
  .post('/orders/:ref/repeat/', async (c) => {
    const user = ordererOf(c)
    const { db } = c.var.ctx
    const locale = c.var.locale
    const body = parseInput(RepeatOrderBody, await objectBody(c), locale)
    const order = await ownOrder(c, user)
    const preview = await repeatPreview(db, order, buyerViewer(user), locale)
    if (!body.confirm) return c.json(preview)
    const cart = { userId: user.id, requestedCartId: requestedCart(c), ceiling: c.var.ctx.env.CART_MAX_QUANTITY }
    return c.json(await cartAnswer(c, await repeatOrder(db, preview, body.items, cart, locale), user))
  })
