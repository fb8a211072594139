// Customers, staff, their managers, sessions, password resets, e-mail changes, rate limits and the loyalty ledger.
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { COMPANY_ROLES } from '../../../contract/company-roles'
import { STAFF_ROLES } from '../../../contract/staff/roles'
import { createdAt, localized, updatedAt } from './columns'
import { brands, priceTypes } from './catalogue'
import { companies } from './companies'

/** A manager's storage: the files a manager hands to customers (the order form). */
export const storages = pgTable('storages', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  orderForm: text('order_form'),
})

export const managers = pgTable(
  'managers',
  {
    id: serial('id').primaryKey(),
    name: localized('name').notNull(),
    photo: text('photo'),
    phone: text('phone'),
    email: text('email'),
    storageId: integer('storage_id').references(() => storages.id, { onDelete: 'set null' }),
    /** The manager's own staff account (role manager), which sees the customers assigned to this manager. */
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('managers_user_unique').on(t.userId)],
)

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type', { enum: ['legal', 'entrepreneur'] })
      .notNull()
      .default('legal'),
    fullName: text('full_name').notNull(),
    organizationName: text('organization_name').notNull().default(''),
    organizationInn: text('organization_inn').notNull().default(''),
    legalAddress: text('legal_address').notNull().default(''),
    actualAddress: text('actual_address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    locale: text('locale', { enum: ['ru', 'en'] })
      .notNull()
      .default('ru'),
    isActive: boolean('is_active').notNull().default(false),
    /** Staff members sign in through the same login; null for customers. */
    staffRole: text('staff_role', { enum: STAFF_ROLES }),
    canOrder: boolean('can_order').notNull().default(true),
    managerId: integer('manager_id').references(() => managers.id, { onDelete: 'set null' }),
    /** The buyer's contract price list; null orders at the default one. */
    priceTypeId: integer('price_type_id').references(() => priceTypes.id, { onDelete: 'set null' }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** The company account the customer belongs to; null for staff and a registration waiting to join one. */
    companyId: integer('company_id').references((): AnyPgColumn => companies.id, { onDelete: 'set null' }),
    companyRole: text('company_role', { enum: COMPANY_ROLES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_pending_idx').on(t.isActive, t.createdAt),
    index('users_company_idx').on(t.companyId),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * A staff member's session viewing the shop as this customer (read-only): storefront requests resolve as the
     * customer; the back office's own requests stay the staff member's (decision 019).
     */
    viewsAsUserId: integer('views_as_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
)

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash)],
)

/**
 * A requested e-mail change: the new address waits here
 * until its single-use link (only the hash is kept) is followed.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('email_changes_token_hash_unique').on(t.tokenHash)],
)

/** Fixed-window counters shared by every app instance (login, registration, recovery, forms). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
})

/** One row per customer: the balance locked and updated with every ledger entry, so it never goes negative. */
export const loyaltyAccounts = pgTable('loyalty_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
})

/** Points accrued or spent, in kopecks-equivalent points (1 point = 1 kopeck of discount). */
export const loyaltyLedger = pgTable(
  'loyalty_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    orderId: integer('order_id'),
    accrued: bigint('accrued', { mode: 'number' }).notNull().default(0),
    spent: bigint('spent', { mode: 'number' }).notNull().default(0),
    /** An order's accrual waits for the order to be shipped: until then it is not in the balance. */
    pending: boolean('pending').notNull().default(false),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('loyalty_ledger_user_idx').on(t.userId, t.createdAt)],
)
