// The 1C exchange: who is signed in, the imports running in the background, and what was last sent and taken.
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

/** A session 1C opened with checkauth: only the hash of the cookie's value is kept. */
export const exchangeSessions = pgTable(
  'exchange_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    /** `catalog` or `sale`, as 1C's `type` said at checkauth. */
    type: text('type', { enum: ['catalog', 'sale'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('exchange_sessions_token_hash_unique').on(t.tokenHash)],
)

/**
 * One `mode=import` of one uploaded file. Any app process answers 1C's repeated calls from this row; the process
 * running the import beats `heartbeat_at`, so a row left `running` by a dead process is seen and restarted.
 */
export const exchangeImports = pgTable(
  'exchange_imports',
  {
    id: serial('id').primaryKey(),
    /** Null for files loaded by the staff command rather than sent by 1C. */
    sessionId: integer('session_id').references(() => exchangeSessions.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    status: text('status', { enum: ['running', 'success', 'failure'] }).notNull(),
    /** What is being done now ("products 4000 of 10000"), or why it failed. */
    message: text('message').notNull().default(''),
    startedAt: createdAt(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('exchange_imports_session_file_unique').on(t.sessionId, t.filename),
    index('exchange_imports_status_idx').on(t.status),
  ],
)

/**
 * What an import has read so far, record by record, in small transactions that never hold the database for long;
 * the import then applies the whole file in one short transaction, so a failure or a kill leaves nothing half-done.
 */
export const exchangeStaged = pgTable(
  'exchange_staged',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => exchangeImports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    externalId: text('external_id'),
    data: jsonb('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] }), index('exchange_staged_kind_idx').on(t.importId, t.kind)],
)
