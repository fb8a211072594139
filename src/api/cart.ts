// The buyer's cart and its lines (server/modules/cart); every call answers the whole cart.
import type { Cart, CartAddResult } from '../../contract/cart'
import type { ExportFormat } from '../../contract/exports'
import type { Locale } from '../../contract/site'
import { inCart, type InCart } from './call-control'
import { api } from './instance'
import { BROWSER_API_BASE, buildUrl } from './url'

const line = (item: number, step = '') => `carts/items/${item}/${step}`

export const getCart = (options: InCart = {}) => api().get<Cart>('carts/', inCart(options))

export const addCartItem = (product: number, quantity: number, options: InCart = {}) =>
  api().post<CartAddResult>('carts/items/', { product, quantity }, inCart(options))

export const increaseCartItem = (item: number, options: InCart = {}) =>
  api().post<Cart>(line(item, 'increase/'), undefined, inCart(options))

export const decreaseCartItem = (item: number, options: InCart = {}) =>
  api().post<Cart>(line(item, 'decrease/'), undefined, inCart(options))

export const removeCartItem = (item: number, options: InCart = {}) => api().delete<Cart>(line(item), inCart(options))

export const setCartItemQuantity = (item: number, quantity: number, options: InCart = {}) =>
  api().post<Cart>(line(item, 'update-quantity/'), { quantity }, inCart(options))

export const setCartItemComment = (item: number, comment: string, options: InCart = {}) =>
  api().post<Cart>(line(item, 'update-comment/'), { comment }, inCart(options))

/** Where the browser downloads the cart `cartId` (null: the buyer's latest) as a spreadsheet. */
export const cartExportUrl = (cartId: string | null, format: ExportFormat, locale: Locale) =>
  buildUrl(BROWSER_API_BASE, locale, 'carts/export/', { format, cart_id: cartId })

export const clearCart = (options: InCart = {}) => api().post<Cart>('carts/clear/', undefined, inCart(options))
