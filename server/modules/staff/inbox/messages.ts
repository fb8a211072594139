// Feedback and vacancy responses for the inbox: filtered and paged, one message, handled or not.
import { aliasedTable, and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '../../../../contract/site'
import type { InboxMessage, MessagesQuery } from '../../../../contract/staff/inbox'
import { sortParts, type TablePage } from '../../../../contract/staff/table'
import type { Db } from '../../../db/client'
import { users } from '../../../db/schema/accounts'
import { formSubmissions } from '../../../db/schema/content'
import { NotFound } from '../../../domain-errors'
import { translate } from '../../../i18n'
import { recordAudit, type AuditActor } from '../../audit/record'

const handler = aliasedTable(users, 'handler')

const columns = {
  id: formSubmissions.id,
  kind: formSubmissions.kind,
  payload: formSubmissions.payload,
  createdAt: formSubmissions.createdAt,
  handledAt: formSubmissions.handledAt,
  handledBy: handler.email,
}

type Row = {
  id: number
  kind: 'feedback' | 'vacancy'
  payload: unknown
  createdAt: Date
  handledAt: Date | null
  handledBy: string | null
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

function toMessage(row: Row): InboxMessage {
  const payload = (row.payload ?? {}) as Record<string, unknown>
  const vacancy = payload.vacancy as { title?: unknown } | undefined
  return {
    id: row.id,
    kind: row.kind,
    created: row.createdAt.toISOString(),
    full_name: text(payload.full_name),
    email: text(payload.email),
    phone: text(payload.phone),
    city: text(payload.city),
    text: text(row.kind === 'feedback' ? payload.question : payload.comment),
    vacancy: row.kind === 'vacancy' ? text(vacancy?.title) : null,
    locale: text(payload.locale),
    handled_at: row.handledAt?.toISOString() ?? null,
    handled_by: row.handledBy,
  }
}

const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

function filtersOf(query: MessagesQuery): SQL | undefined {
  return and(
    query.kind ? eq(formSubmissions.kind, query.kind) : undefined,
    query.handled === 'yes' ? isNotNull(formSubmissions.handledAt) : undefined,
    query.handled === 'no' ? isNull(formSubmissions.handledAt) : undefined,
    // The whole payload as text: name, e-mail, phone, question, vacancy title.
    query.search ? sql`${formSubmissions.payload}::text ilike ${`%${likeEscaped(query.search)}%`}` : undefined,
  )
}

const selectMessages = (db: Db) =>
  db.select(columns).from(formSubmissions).leftJoin(handler, eq(handler.id, formSubmissions.handledById))

export async function listMessages(db: Db, query: MessagesQuery): Promise<TablePage<InboxMessage>> {
  const where = filtersOf(query)
  const { descending } = sortParts(query.sort)
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(formSubmissions).where(where)
  const rows = await selectMessages(db)
    .where(where)
    .orderBy(
      descending ? desc(formSubmissions.createdAt) : asc(formSubmissions.createdAt),
      descending ? desc(formSubmissions.id) : asc(formSubmissions.id),
    )
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
  return {
    results: rows.map(toMessage),
    total,
    page: query.page,
    page_size: query.page_size,
    pages: Math.ceil(total / query.page_size),
  }
}

export async function loadMessage(db: Db, id: number, locale: Locale): Promise<InboxMessage> {
  const [row] = await selectMessages(db).where(eq(formSubmissions.id, id))
  if (!row) throw new NotFound(translate('api_not_found', locale))
  return toMessage(row)
}

export async function markHandled(
  db: Db,
  actor: AuditActor,
  id: number,
  handled: boolean,
  locale: Locale,
): Promise<InboxMessage> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ handledAt: formSubmissions.handledAt, kind: formSubmissions.kind })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, id))
      .for('update')
    if (!row) throw new NotFound(translate('api_not_found', locale))
    if ((row.handledAt !== null) === handled) return
    await tx
      .update(formSubmissions)
      .set(handled ? { handledAt: sql`now()`, handledById: actor.id } : { handledAt: null, handledById: null })
      .where(eq(formSubmissions.id, id))
    await recordAudit(tx, actor, {
      action: handled ? 'inbox.message.handle' : 'inbox.message.unhandle',
      entityType: 'form_submission',
      entityId: id,
      summary: row.kind,
      before: { handled: !handled },
      after: { handled },
    })
  })
  return loadMessage(db, id, locale)
}
