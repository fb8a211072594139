// Carts, favourites, the wait list, coupons, orders and what happened to each order after it was placed.
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'
import { users } from './accounts'
import { companies } from './companies'
import { products } from './catalogue'
import { ORDER_STATUSES } from '../../../contract/orders'

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('carts_user_idx').on(t.userId)],
)

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_items_cart_product_unique').on(t.cartId, t.productId)],
)

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
)

export const waitList = pgTable(
  'wait_list',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('wait_list_product_email_unique').on(t.productId, t.email)],
)

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    /** Either a percentage off the goods or a fixed amount in kopecks. */
    percent: integer('percent'),
    amount: bigint('amount', { mode: 'number' }),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('coupons_code_unique').on(t.code)],
)

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The company the order was placed for: every user of it sees the order (orders/order-access.ts). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('new'),
    /** The status as 1C names it ("[N] Принят, ожидается оплата"), shown instead of ours when 1C sent one. */
    statusTitle: text('status_title'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** Why the buyer cancelled the order (their words); null unless the buyer cancelled it. */
    cancelReason: text('cancel_reason'),
    /** The order's number in 1C, once 1C has taken it. */
    externalNumber: text('external_number'),
    /** Last change made by the shop that 1C has still to hear of; set at placement. */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the order was last handed to 1C (mode=query), and when 1C confirmed it had taken that (mode=success). */
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    companyName: text('company_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    deliveryAddress: text('delivery_address').notNull().default(''),
    deliveryType: text('delivery_type', { enum: ['delivery', 'pickup', 'transport_company'] }).notNull(),
    paymentType: text('payment_type', { enum: ['invoice', 'cash'] }).notNull(),
    deliveryTime: text('delivery_time').notNull().default(''),
    deliveryDate: date('delivery_date'),
    comment: text('comment').notNull().default(''),
    useLoyaltyPoints: boolean('use_loyalty_points').notNull().default(false),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** Money in kopecks. */
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    pointsSpent: bigint('points_spent', { mode: 'number' }).notNull().default(0),
    /** What the delivery method cost at placement (0 for pickup or free delivery); included in `total`. */
    deliveryCost: bigint('delivery_cost', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.number),
    uniqueIndex('orders_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_company_idx').on(t.companyId, t.createdAt),
    index('orders_export_idx').on(t.exportedAt, t.changedAt),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Snapshot of the product at the time of the order. */
    sku: text('sku').notNull(),
    title: text('title').notNull(),
    image: text('image'),
    quantity: integer('quantity').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The buyer's comment on the cart line ("ship separately, pallet 2"). */
    comment: text('comment').notNull().default(''),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
)

/** The order's story as the buyer's history tells it: status changes, payments and shipments, oldest first. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['status', 'payment', 'shipment'] }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }),
    /** 1C's own words: its status name, or the payment or shipment document ("Платёжное поручение № 12"). */
    title: text('title').notNull().default(''),
    /** Money in kopecks of a payment or shipment, when 1C sent it. */
    amount: bigint('amount', { mode: 'number' }),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.happenedAt)],
)
