// The cart as every carts/… call answers it, and the bodies those calls take; shared by the API and the storefront.
// Quantities count packs: a line of 3 packs of a product packed by 12 is 36 units at the unit price.
import * as v from 'valibot'
import { textField } from './fields'
import type { ProductCard } from './catalogue'
import type { DeliveryQuote } from './delivery'

/** The most packs of one product a line may ever hold, whatever the configuration (CART_MAX_QUANTITY) says. */
export const MAX_CART_QUANTITY = 99_999
/** The configured ceiling of packs on one line unless CART_MAX_QUANTITY says otherwise. */
export const DEFAULT_CART_MAX_QUANTITY = 9_999
export const MAX_CART_COMMENT = 500

export type CartItem = {
  id: number
  product: ProductCard
  /** Packs. */
  quantity: number
  comment: string
  /** Units in one pack. */
  pack_quantity: number
  /** Price of one unit in kopecks at the buyer's price list; null when the list has none (then `missing`). */
  price: number | null
  /** quantity × pack_quantity × price, in kopecks; null without a price. */
  total: number | null
  /**
   * Cannot be ordered now (withdrawn, not orderable, not in the buyer's price list or out of stock): kept, flagged,
   * and left out of total_sum.
   */
  missing: boolean
}

/** The lines of a cart and what they add up to. */
export type CartContents = {
  /** Null until the first product is added. */
  id: string | null
  items: CartItem[]
  /** Packs over every line. */
  total_count: number
  /** Lines. */
  total_products: number
  /** Kopecks over the lines that can be ordered. */
  total_sum: number
  /** Units (pieces) over every line: packs × units per pack. */
  total_units: number
  /** Net grams over every line whose product has a weight; null when none has. */
  total_weight: number | null
  /** Cubic centimetres over every line whose product has a volume; null when none has. */
  total_volume: number | null
}

export type Cart = CartContents & {
  /** Delivery cost by method and the minimum order for the goods that can be ordered (`total_sum`). */
  delivery: DeliveryQuote
}

/** carts/items/ answers the cart with the line it touched and a note for the buyer. */
export type CartAddResult = Cart & { item_added: CartItem; message: string }

const QUANTITY = 'cart_validation_quantity'

const quantityField = v.pipe(
  v.number(QUANTITY),
  v.integer(QUANTITY),
  v.minValue(1, QUANTITY),
  v.maxValue(MAX_CART_QUANTITY, QUANTITY),
)

const productField = v.pipe(
  v.number('cart_validation_product'),
  v.integer('cart_validation_product'),
  v.minValue(1, 'cart_validation_product'),
  v.maxValue(2_147_483_647, 'cart_validation_product'),
)

export const AddCartItemBody = v.object(
  { product: productField, quantity: v.optional(quantityField, 1) },
  'forms_invalid_body',
)
export type AddCartItemBody = v.InferInput<typeof AddCartItemBody>

export const CartQuantityBody = v.object({ quantity: quantityField }, 'forms_invalid_body')

export const CartCommentBody = v.object(
  { comment: v.pipe(textField(), v.trim(), v.maxLength(MAX_CART_COMMENT, 'forms_validation_too_long')) },
  'forms_invalid_body',
)

export const CartQuery = v.object({
  cart_id: v.optional(v.pipe(v.string(), v.uuid('cart_validation_cart_id'))),
})
