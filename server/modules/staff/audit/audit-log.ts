// Reads the audit log for the back office: filtered and paged on the server, an entry with its fields' diff.
import { and, count, desc, asc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm'
import type { AuditChange, AuditDetail, AuditQuery, AuditRow } from '../../../../contract/staff/audit'
import type { TablePage } from '../../../../contract/staff/table'
import { sortParts } from '../../../../contract/staff/table'
import type { Db } from '../../../db/client'
import { auditLog } from '../../../db/schema/staff'

/** The shop's days start at midnight in Moscow. */
const SHOP_ZONE = 'Europe/Moscow'

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

function filtersOf(query: AuditQuery): SQL | undefined {
  const clauses: (SQL | undefined)[] = [
    query.actor ? ilike(auditLog.actor, `%${likeEscaped(query.actor)}%`) : undefined,
    query.action ? ilike(auditLog.action, `${likeEscaped(query.action)}%`) : undefined,
    query.entity_type ? eq(auditLog.entityType, query.entity_type) : undefined,
    query.entity_id ? eq(auditLog.entityId, query.entity_id) : undefined,
    query.from ? gte(auditLog.at, sql`(${query.from}::date)::timestamp AT TIME ZONE ${SHOP_ZONE}`) : undefined,
    query.to ? lt(auditLog.at, sql`(${query.to}::date + 1)::timestamp AT TIME ZONE ${SHOP_ZONE}`) : undefined,
  ]
  return and(...clauses.filter(Boolean))
}

const rowColumns = {
  id: auditLog.id,
  at: auditLog.at,
  actor: auditLog.actor,
  actorId: auditLog.actorId,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  summary: auditLog.summary,
}

type Selected = {
  id: number
  at: Date
  actor: string
  actorId: number | null
  action: string
  entityType: string | null
  entityId: string | null
  summary: string
}

const toRow = (row: Selected): AuditRow => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actor,
  actor_id: row.actorId,
  action: row.action,
  entity_type: row.entityType,
  entity_id: row.entityId,
  summary: row.summary,
})

export async function listAudit(db: Db, query: AuditQuery): Promise<TablePage<AuditRow>> {
  const where = filtersOf(query)
  const { descending } = sortParts(query.sort)
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLog).where(where)
  const rows = await db
    .select(rowColumns)
    .from(auditLog)
    .where(where)
    .orderBy(descending ? desc(auditLog.at) : asc(auditLog.at), descending ? desc(auditLog.id) : asc(auditLog.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
  return {
    results: rows.map(toRow),
    total,
    page: query.page,
    page_size: query.page_size,
    pages: Math.ceil(total / query.page_size),
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Field by field; a side that is not an object is shown whole as the field "value". */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (before === null && after === null) return []
  const sides = [before, after].map((side) => (side === null || isRecord(side) ? (side ?? {}) : { value: side }))
  const [b, a] = sides as [Record<string, unknown>, Record<string, unknown>]
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])]
  return fields
    .map((field) => {
      const [before, after] = [b[field] ?? null, a[field] ?? null]
      return { field, before, after, changed: JSON.stringify(before) !== JSON.stringify(after) }
    })
    .sort((x, y) => Number(y.changed) - Number(x.changed) || x.field.localeCompare(y.field))
}

export async function auditEntry(db: Db, id: number): Promise<AuditDetail | null> {
  const [row] = await db
    .select({ ...rowColumns, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.id, id))
  if (!row) return null
  return { ...toRow(row), before: row.before, after: row.after, changes: auditChanges(row.before, row.after) }
}
