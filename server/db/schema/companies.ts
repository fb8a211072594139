// Company accounts: one company per INN with several users (users.company_id, users.company_role), the
// invitations its administrator sends colleagues and the registrations waiting for the administrator's answer.
import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { COMPANY_ROLES } from '../../../contract/company-roles'
import { createdAt, updatedAt } from './columns'
import { users } from './accounts'

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    inn: text('inn').notNull(),
    name: text('name').notNull().default(''),
    userType: text('user_type', { enum: ['legal', 'entrepreneur'] })
      .notNull()
      .default('legal'),
    legalAddress: text('legal_address').notNull().default(''),
    actualAddress: text('actual_address').notNull().default(''),
    /** Off: none of the company's users can sign in, whatever their own accounts say. */
    isActive: boolean('is_active').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('companies_inn_unique').on(t.inn)],
)

export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: COMPANY_ROLES }).notNull(),
    /** Only the SHA-256 of the link's token is kept. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    locale: text('locale', { enum: ['ru', 'en'] })
      .notNull()
      .default('ru'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('company_invitations_token_hash_unique').on(t.tokenHash),
    index('company_invitations_company_idx').on(t.companyId),
    index('company_invitations_email_idx').on(sql`lower(${t.email})`),
  ],
)

/** A registration with the INN of an existing company: an inactive account waiting for the company's administrator. */
export const companyJoinRequests = pgTable(
  'company_join_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_join_requests_user_unique').on(t.userId),
    index('company_join_requests_company_idx').on(t.companyId),
  ],
)
