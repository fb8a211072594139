// Redirects of old paths, kept by admins: the old path stored the way the storefront normalises a request's path
// (so the lookup in seo/redirects.ts finds it), never pointing to itself, one redirect per path. The storefront
// reads them from the database on every request: a change answers at once.
import { asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Locale } from '../../../../../contract/site'
import type { RedirectInput, StaffRedirect, STAFF_REDIRECT_SORTS } from '../../../../../contract/staff/site-content'
import { sortParts, type TablePage } from '../../../../../contract/staff/table'
import type { Db } from '../../../../db/client'
import { redirects } from '../../../../db/schema/content'
import { InvalidFields, NotFound } from '../../../../domain-errors'
import { translate } from '../../../../i18n'
import { changedFields, recordAudit, type AuditActor } from '../../../audit/record'
import { normaliseRedirectPath } from '../../../seo/redirects'
import { containing, isUniqueViolation, offsetOf, tablePage, type PageRequest } from '../site/paged'

type Row = typeof redirects.$inferSelect
type Input = v.InferOutput<typeof RedirectInput>

const toRedirect = (row: Row): StaffRedirect => ({
  id: row.id,
  from_path: row.fromPath,
  to_url: row.toUrl,
  status: row.status === 302 ? 302 : 301,
})

const audited = (row: Row) => ({ from_path: row.fromPath, to_url: row.toUrl, status: row.status })

/** The stored form of the input, or field errors: a redirect that would answer its own path is a loop. */
function columnsOf(input: Input, locale: Locale) {
  const fromPath = normaliseRedirectPath(input.from_path.replace(/\/{2,}/g, '/'))
  const target = input.to_url.startsWith('/') ? normaliseRedirectPath(input.to_url.split('?')[0]!) : null
  if (target === fromPath) throw new InvalidFields({ to_url: [translate('staff_site_redirect_loop', locale)] })
  return { fromPath, toUrl: input.to_url, status: input.status }
}

const SORT_COLUMNS = { from_path: redirects.fromPath, to_url: redirects.toUrl, id: redirects.id }

export type RedirectListQuery = PageRequest & {
  sort: (typeof STAFF_REDIRECT_SORTS)[number] | `-${(typeof STAFF_REDIRECT_SORTS)[number]}`
  q: string
}

export async function listRedirects(db: Db, query: RedirectListQuery): Promise<TablePage<StaffRedirect>> {
  const { column, descending } = sortParts(query.sort)
  const pattern = containing(query.q)
  const where = query.q ? or(ilike(redirects.fromPath, pattern), ilike(redirects.toUrl, pattern)) : sql`true`
  const order = descending ? desc(SORT_COLUMNS[column]) : asc(SORT_COLUMNS[column])
  const rows = await db
    .select()
    .from(redirects)
    .where(where)
    .orderBy(order, asc(redirects.id))
    .limit(query.page_size)
    .offset(offsetOf(query))
  const [total] = await db.select({ n: count() }).from(redirects).where(where)
  return tablePage(rows.map(toRedirect), total?.n ?? 0, query)
}

async function rowOf(db: Db, id: number, locale: Locale): Promise<Row> {
  const [row] = await db.select().from(redirects).where(eq(redirects.id, id)).limit(1)
  if (!row) throw new NotFound(translate('api_not_found', locale))
  return row
}

const fromTaken = (locale: Locale) => new InvalidFields({ from_path: [translate('staff_site_redirect_taken', locale)] })

async function uniquely<T>(locale: Locale, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isUniqueViolation(error)) throw fromTaken(locale)
    throw error
  }
}

export const createRedirect = (db: Db, actor: AuditActor, input: Input, locale: Locale) =>
  uniquely(locale, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(redirects).values(columnsOf(input, locale)).returning()
      await recordAudit(tx, actor, {
        action: 'content.redirect.create',
        entityType: 'redirect',
        entityId: row!.id,
        summary: `${row!.fromPath} → ${row!.toUrl}`,
        after: audited(row!),
      })
      return toRedirect(row!)
    }),
  )

export const updateRedirect = (db: Db, actor: AuditActor, id: number, input: Input, locale: Locale) =>
  uniquely(locale, () =>
    db.transaction(async (tx) => {
      const before = await rowOf(tx, id, locale)
      const [row] = await tx.update(redirects).set(columnsOf(input, locale)).where(eq(redirects.id, id)).returning()
      const change = changedFields(audited(before), audited(row!))
      if (change)
        await recordAudit(tx, actor, {
          action: 'content.redirect.update',
          entityType: 'redirect',
          entityId: id,
          summary: `${row!.fromPath} → ${row!.toUrl}`,
          ...change,
        })
      return toRedirect(row!)
    }),
  )

export async function deleteRedirect(db: Db, actor: AuditActor, id: number, locale: Locale): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await rowOf(tx, id, locale)
    await tx.delete(redirects).where(eq(redirects.id, id))
    await recordAudit(tx, actor, {
      action: 'content.redirect.delete',
      entityType: 'redirect',
      entityId: id,
      summary: `${before.fromPath} → ${before.toUrl}`,
      before: audited(before),
    })
  })
}
