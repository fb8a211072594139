// The buyer's orders (server/modules/orders): history and detail, checkout (totals, coupon, placing), the quick
// order (text or an Excel workbook, and its template), a repeated order, the invoice for payment and the links that
// download an order or the history as a spreadsheet (plain links: the browser downloads the file itself), and the
// buyer cancelling or changing an order.
import type { Cart } from '../../contract/cart'
import type {
  ApplyCouponBody,
  CalcPriceBody,
  CancelOrderBody,
  ChangeOrderResponse,
  CheckoutBody,
  OrderDetail,
  OrderHistoryResponse,
  OrderTotals,
  QuickOrderResponse,
  RepeatOrderBody,
  RepeatPreview,
} from '../../contract/orders'
import type { ExportFormat } from '../../contract/exports'
import { inCart, type CallControl, type InCart } from './call-control'
import { api } from './instance'
import { BROWSER_API_BASE, buildUrl, type Locale } from './url'

export const getOrders = (page: { page: number; limit: number }, options?: CallControl) =>
  api().get<OrderHistoryResponse>('orders/', { ...options, query: page })

export const getOrder = (orderId: number | string, options?: CallControl) =>
  api().get<OrderDetail>(`orders/${orderId}/`, options)

/** The totals of the cart as it would be ordered. */
export const priceOrder = (body: CalcPriceBody, options: InCart = {}) =>
  api().post<OrderTotals>('orders/calc-price/', body, inCart(options))

export const applyCoupon = (body: ApplyCouponBody, options: InCart = {}) =>
  api().post<OrderTotals>('orders/apply-coupon/', body, inCart(options))

/** Places the order; a retry with the same key answers the order already made. */
export const placeOrder = (body: CheckoutBody, idempotencyKey: string, { headers, ...options }: InCart = {}) =>
  api().post<OrderDetail>(
    'orders/',
    body,
    inCart({ ...options, headers: { ...headers, 'Idempotency-Key': idempotencyKey } }),
  )

/** The quick-order text resolved line by line; with `addToCart` its orderable lines go to the cart too. */
export const quickOrder = (text: string, addToCart: boolean, options: InCart = {}) =>
  api().post<QuickOrderResponse>('orders/fast/', { text, add_to_cart: addToCart }, inCart(options))

/** An Excel workbook's quick order: the text read from its rows and those lines resolved. */
export function quickOrderSheet(file: Blob & { name: string }, options: InCart = {}) {
  const body = new FormData()
  body.set('file', file, file.name)
  return api().post<QuickOrderResponse>('orders/fast/', body, inCart(options))
}

/** Where the browser downloads the quick order's XLSX template. */
export const quickOrderTemplateUrl = (locale: Locale) => buildUrl(BROWSER_API_BASE, locale, 'orders/fast/template/')

/** Where the browser downloads one order, or the whole history, as a spreadsheet. */
export const orderExportUrl = (orderId: number, format: ExportFormat, locale: Locale) =>
  buildUrl(BROWSER_API_BASE, locale, `orders/${orderId}/export/`, { format })
export const historyExportUrl = (format: ExportFormat, locale: Locale) =>
  buildUrl(BROWSER_API_BASE, locale, 'orders/export/', { format })

const repeatPath = (orderId: number) => `orders/${orderId}/repeat/`

/** Which lines of an order can be ordered again. */
export const previewRepeatOrder = (orderId: number, options?: CallControl) =>
  api().post<RepeatPreview>(repeatPath(orderId), {} satisfies RepeatOrderBody, options)

/** Puts the chosen lines of an order in the cart. */
export const repeatOrder = (orderId: number, items: number[], options: InCart = {}) =>
  api().post<Cart>(repeatPath(orderId), { confirm: true, items } satisfies RepeatOrderBody, inCart(options))

/** The order's invoice for payment (PDF); the document is Russian, the refusals in `locale`. */
export const orderInvoiceUrl = (orderId: number, locale: Locale) =>
  buildUrl(BROWSER_API_BASE, locale, `orders/${orderId}/invoice/`)

/** Cancels a new order with the buyer's reason; answers the order as it now is. */
export const cancelOrder = (orderId: number, reason: string, options?: CallControl) =>
  api().post<OrderDetail>(`orders/${orderId}/cancel/`, { reason } satisfies CancelOrderBody, options)

/** Puts the order's lines back in the cart and cancels it; answers both. */
export const changeOrder = (orderId: number, reason: string, options: InCart = {}) =>
  api().post<ChangeOrderResponse>(`orders/${orderId}/change/`, { reason } satisfies CancelOrderBody, inCart(options))
