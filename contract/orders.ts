// Quick order, checkout, order history and repeat: the bodies orders/… take (shared with the storefront forms)
// and the answers they give. Money is in kopecks; loyalty points are kopecks of discount (1 point = 1 kopeck).
import * as v from 'valibot'
import type { Cart, CartItem } from './cart'
import type { ProductCard } from './catalogue'
import type { DeliveryQuote } from './delivery'
import { isWorkingDay } from './dates/delivery-calendar'
import { emailField, optionalText, phoneWithExtensionField, requiredText, textField } from './fields'

const BODY = 'forms_invalid_body'

/** Non-blank lines a quick order takes at once. */
export const MAX_QUICK_ORDER_LINES = 1000
/** Characters (or bytes of an uploaded file) a quick order takes at once. */
export const MAX_QUICK_ORDER_TEXT = 100_000

/** orders/fast/ as JSON: the pasted text; `add_to_cart` also puts the orderable lines in the cart. */
export const QuickOrderBody = v.object(
  {
    text: v.pipe(textField(), v.maxLength(MAX_QUICK_ORDER_TEXT, 'orders_fast_too_long')),
    add_to_cart: v.optional(v.boolean('orders_validation_flag'), false),
  },
  BODY,
)
export type QuickOrderBody = v.InferInput<typeof QuickOrderBody>

/** `no_price`: the buyer's price list has no price for it, so the buyer cannot order it. */
export type QuickOrderStatus = 'found' | 'not_found' | 'not_orderable' | 'no_price' | 'out_of_stock'

/** One SKU of the pasted text (repeated lines summed), or a line that could not be read. */
export type QuickOrderLine =
  | { status: QuickOrderStatus; sku: string; quantity: number; lines: number[]; product: ProductCard | null }
  | { status: 'invalid'; text: string; lines: number[] }

export type QuickOrderResponse = {
  items: QuickOrderLine[]
  /** The text read from an uploaded Excel workbook (line n is its row n), for the buyer to see and send again. */
  text?: string
  cart?: Cart
}

/** The cart's one-SKU box: a SKU and a number of packs, sent to orders/fast/ as one line to add. */
export const QuickAddForm = v.object(
  {
    sku: v.pipe(
      textField('forms_validation_required'),
      v.trim(),
      v.nonEmpty('forms_validation_required'),
      v.maxLength(64, 'forms_validation_too_long'),
      v.regex(/^\S+$/, 'cart_quick_sku_spaces'),
    ),
    packs: v.pipe(
      textField('cart_validation_quantity'),
      v.trim(),
      v.regex(/^[1-9]\d{0,4}$/, 'cart_validation_quantity'),
    ),
  },
  BODY,
)
export type QuickAddForm = v.InferInput<typeof QuickAddForm>

export const DELIVERY_TYPES = ['delivery', 'pickup', 'transport_company'] as const
export const PAYMENT_TYPES = ['invoice', 'cash'] as const

const couponField = v.optional(v.pipe(textField(), v.trim(), v.maxLength(64, 'forms_validation_too_long')), '')
const flagField = v.optional(v.boolean('orders_validation_flag'), false)
const deliveryTypeField = v.picklist(DELIVERY_TYPES, 'orders_validation_delivery_type')

/** The preview prices the delivery method chosen so far (delivery when the form has none yet). */
export const CalcPriceBody = v.object(
  { use_loyalty_points: flagField, coupon: couponField, delivery_type: v.optional(deliveryTypeField, 'delivery') },
  BODY,
)
export type CalcPriceBody = v.InferInput<typeof CalcPriceBody>

export const ApplyCouponBody = v.object(
  {
    code: v.pipe(
      textField('forms_validation_required'),
      v.trim(),
      v.nonEmpty('forms_validation_required'),
      v.maxLength(64, 'forms_validation_too_long'),
    ),
    use_loyalty_points: flagField,
    delivery_type: v.optional(deliveryTypeField, 'delivery'),
  },
  BODY,
)
export type ApplyCouponBody = v.InferInput<typeof ApplyCouponBody>

/** Today in the shop's time zone as YYYY-MM-DD: the earliest delivery date. */
export const shopToday = (now = new Date()) => now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Moscow' })

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

export const deliveryDateField = v.pipe(
  textField('forms_validation_required'),
  v.trim(),
  v.nonEmpty('forms_validation_required'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'forms_validation_invalidDate'),
  v.check(isCalendarDate, 'forms_validation_invalidDate'),
  v.check((value) => value >= shopToday(), 'orders_validation_date_past'),
  v.check(isWorkingDay, 'orders_validation_date_weekend'),
)

type Address = { delivery_type: string; delivery_address: string }

/** The checkout form (orders/ POST). A delivery address is needed unless the goods are picked up. */
export const CheckoutBody = v.pipe(
  v.object(
    {
      company_name: requiredText(),
      email: emailField,
      phone: phoneWithExtensionField,
      delivery_address: optionalText(500),
      delivery_type: deliveryTypeField,
      payment_type: v.picklist(PAYMENT_TYPES, 'orders_validation_payment_type'),
      delivery_time: optionalText(100),
      delivery_date: deliveryDateField,
      comment: optionalText(2000),
      use_loyalty_points: flagField,
      coupon: couponField,
    },
    BODY,
  ),
  v.forward(
    v.partialCheck(
      [['delivery_type'], ['delivery_address']],
      (input: Address) => input.delivery_type === 'pickup' || input.delivery_address !== '',
      'forms_validation_required',
    ),
    ['delivery_address'],
  ),
)
export type CheckoutBody = v.InferInput<typeof CheckoutBody>
export type CheckoutForm = v.InferOutput<typeof CheckoutBody>

/** The cart priced for checkout: lines that cannot be ordered now are listed and left out. */
export type OrderTotals = {
  subtotal: number
  coupon: { code: string; discount: number } | null
  discount: number
  /** The buyer's spendable balance and the part of it this order may use (never more than the balance or
   * `points_max_share_percent` of the amount due after the coupon). */
  points_balance: number
  points_usable: number
  points_used: number
  points_max_share_percent: number
  /** The delivery method priced and what it costs; included in `total`. */
  delivery_type: DeliveryType
  delivery_cost: number
  /** Every method's cost, the minimum order and the way to free delivery for these goods. */
  delivery: DeliveryQuote
  total: number
  items_count: number
  missing: CartItem[]
}

export const ORDER_STATUSES = ['new', 'accepted', 'paid', 'shipped', 'completed', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export type OrderRow = {
  id: number
  number: string
  date: string
  status: OrderStatus
  /** The status as 1C names it, shown instead of `status` when 1C sent one. */
  status_title: string | null
  /** When the order was paid and shipped (ISO moments), as 1C or staff reported; null until then. */
  paid_at: string | null
  shipped_at: string | null
  total: number
  items_count: number
  /** Who of the company placed the order (every user of a company account sees its orders). */
  placed_by: string
}

/** One step of the order's story, oldest first: a status change, a payment or a shipment. */
export type OrderEvent = {
  kind: 'status' | 'payment' | 'shipment'
  /** Our status after a status change; null for payments and shipments. */
  status: OrderStatus | null
  /** 1C's words: its status name or the payment or shipment document ('' when none). */
  title: string
  /** Kopecks of a payment or shipment when 1C sent them. */
  amount: number | null
  date: string
}

export type OrderHistoryResponse = { count: number; results: OrderRow[] }

export type OrderLine = {
  id: number
  product_id: number | null
  sku: string
  image: string | null
  name: string
  quantity: number
  /** Unit price in kopecks at the time of the order. */
  price: number
  amount: number
  /** The buyer's comment on the line, kept from the cart ('' for none). */
  comment: string
}

export type OrderDetail = OrderRow & {
  company_name: string
  email: string
  phone: string
  delivery_address: string
  delivery_type: (typeof DELIVERY_TYPES)[number]
  payment_type: (typeof PAYMENT_TYPES)[number]
  delivery_time: string
  delivery_date: string | null
  comment: string
  subtotal: number
  discount: number
  points_spent: number
  /** What delivery cost (0 for pickup or free delivery); included in `total`. */
  delivery_cost: number
  points_accrued: number
  /** The accrued points wait for the order to be shipped before they can be spent. */
  points_pending: boolean
  items: OrderLine[]
  events: OrderEvent[]
  /** The buyer may still cancel (or change) it: it is new and 1C has not taken it yet. */
  can_cancel: boolean
  /** Why the buyer cancelled it ('' unless they did). */
  cancel_reason: string
}

/** The longest reason a buyer may give for cancelling an order. */
export const CANCEL_REASON_MAX = 500

/** orders/{id}/cancel/ and orders/{id}/change/ (repeat into the cart, then cancel): why. */
export const CancelOrderBody = v.object(
  {
    reason: v.pipe(
      textField('forms_validation_required'),
      v.trim(),
      v.nonEmpty('forms_validation_required'),
      v.maxLength(CANCEL_REASON_MAX, 'orders_cancel_reason_too_long'),
    ),
  },
  BODY,
)
export type CancelOrderBody = v.InferInput<typeof CancelOrderBody>

/** orders/{id}/change/: the cancelled order and the cart its lines went into. */
export type ChangeOrderResponse = { order: OrderDetail; cart: Cart }

/**
 * orders/{id}/repeat/: without `confirm` a preview; with it, the chosen order lines
 * (all when left out) go to the cart.
 */
export const RepeatOrderBody = v.object(
  {
    confirm: flagField,
    items: v.optional(
      v.pipe(
        v.array(
          v.pipe(
            v.number('orders_validation_items'),
            v.integer('orders_validation_items'),
            v.minValue(1, 'orders_validation_items'),
            v.maxValue(2_147_483_647, 'orders_validation_items'),
          ),
          'orders_validation_items',
        ),
        v.maxLength(1000, 'orders_validation_items'),
      ),
    ),
  },
  BODY,
)
export type RepeatOrderBody = v.InferInput<typeof RepeatOrderBody>

export type RepeatLine = { id: number; sku: string; name: string; quantity: number; product: ProductCard | null }

export type RepeatPreview = { available: RepeatLine[]; unavailable: RepeatLine[] }

export type DeliveryType = (typeof DELIVERY_TYPES)[number]
export type PaymentType = (typeof PAYMENT_TYPES)[number]

/** Fields of the checkout form a refusal may name (the coupon too: the server re-checks it). */
export const CHECKOUT_FIELDS = [
  'company_name',
  'email',
  'phone',
  'delivery_address',
  'delivery_type',
  'payment_type',
  'delivery_time',
  'delivery_date',
  'comment',
  'coupon',
] as const

/** The first message key of each checkout field CheckoutBody refuses; empty when the form may be sent. */
export function checkoutIssues(body: CheckoutBody): Record<string, string> {
  const result = v.safeParse(CheckoutBody, body)
  const issues: Record<string, string> = {}
  for (const issue of result.issues ?? []) {
    const field = v.getDotPath(issue) ?? ''
    issues[field] ??= issue.message
  }
  return issues
}
