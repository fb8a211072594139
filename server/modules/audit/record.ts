// Writes the audit log: every staff action (back office and staff commands) and every 1C exchange run.
import type { Db } from '../../db/client'
import { auditLog } from '../../db/schema/staff'

/** Who acted: a staff member (their id and e-mail), or the exchange, a staff command or a job (no id). */
export type AuditActor = { id: number | null; label: string }

export const EXCHANGE_ACTOR: AuditActor = { id: null, label: '1C' }
export const COMMAND_ACTOR: AuditActor = { id: null, label: 'staff command' }

export type AuditEntry = {
  /** Dotted: 'customer.activate', 'order.status', 'content.publication.update', 'exchange.import'. */
  action: string
  entityType?: string
  entityId?: string | number
  /** One line for the log's list: an e-mail, an order number, a title, a file name. */
  summary?: string
  /** The changed fields before and after; plain JSON, never a password hash or a token. */
  before?: unknown
  after?: unknown
}

/** Records one entry; pass the transaction that made the change, so the entry lands with it or not at all. */
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actor: actor.label,
    action: entry.action,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    summary: entry.summary ?? '',
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}

/** The fields of `after` whose values differ from `before`, each side with only those fields. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Partial<T>; after: Partial<T> } | null {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
  if (keys.length === 0) return null
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])) as Partial<T>,
    after: Object.fromEntries(keys.map((key) => [key, after[key]])) as Partial<T>,
  }
}
