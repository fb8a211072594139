// The back office's audit log: every staff action and every 1C exchange run, with what it changed.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts'

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member; null for the 1C exchange, a staff command and the shop's own jobs. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who acted, as shown in the log: the staff member's e-mail, "1C" or "staff command". */
    actor: text('actor').notNull(),
    /** What was done, dotted: 'customer.activate', 'order.status', 'content.publication.update', 'exchange.import'. */
    action: text('action').notNull(),
    /** What it was done to: a table-like kind and its id ('user', 42), or null for site-wide changes. */
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    /** One line for the log's list: the customer's e-mail, the order number, the page title, the file name. */
    summary: text('summary').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
)
