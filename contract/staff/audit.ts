// The audit log as the back office reads it: who did what, when, and what it changed.
import * as v from 'valibot'
import { staffTableQuery, tableSearch } from './table'

const day = v.optional(
  v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'api_invalid_value'))]),
  '',
)

export const AuditQuery = staffTableQuery(['at'], '-at', {
  /** Part of the actor's label (an e-mail, "1C", "staff command"). */
  actor: tableSearch,
  /** The start of the action: 'team.' or 'exchange.import'. */
  action: tableSearch,
  entity_type: tableSearch,
  entity_id: tableSearch,
  /** Days, inclusive, in the shop's time zone. */
  from: day,
  to: day,
})
export type AuditQuery = v.InferOutput<typeof AuditQuery>

export type AuditRow = {
  id: number
  at: string
  actor: string
  actor_id: number | null
  action: string
  entity_type: string | null
  entity_id: string | null
  summary: string
}

/** One field of an entry, before and after (either side null when the entry did not hold it); changed ones first. */
export type AuditChange = { field: string; before: unknown; after: unknown; changed: boolean }

export type AuditDetail = AuditRow & { before: unknown; after: unknown; changes: AuditChange[] }
