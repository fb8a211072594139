// Editable pages in the back office: the system pages (fixed sections: texts and meta tags only) and the flat pages
// served by the /{slug}/ catch-all (created, renamed, published and deleted here). Bodies are sanitized with the
// storefront's allow-list before they are stored.
import { asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Localized } from '../../../../../contract/staff/localized'
import type { NewPageInput, PageInput, StaffPage, StaffPageRow } from '../../../../../contract/staff/site-content'
import type { STAFF_PAGE_SORTS } from '../../../../../contract/staff/site-content'
import { sortParts, type TablePage } from '../../../../../contract/staff/table'
import type { Locale } from '../../../../../contract/site'
import type { Db } from '../../../../db/client'
import { pages } from '../../../../db/schema/content'
import { InvalidFields, NotFound, Refused } from '../../../../domain-errors'
import { richText } from '../../../../http/rich-text'
import { translate } from '../../../../i18n'
import { changedFields, recordAudit, type AuditActor } from '../../../audit/record'
import { containing, isUniqueViolation, offsetOf, tablePage, type PageRequest } from '../site/paged'

type Row = typeof pages.$inferSelect
type Fields = v.InferOutput<typeof PageInput>

/** Where the storefront shows each system page. */
const SYSTEM_PATHS: Record<string, string> = {
  homepage: '/',
  about: '/about/',
  appndx: '/appndx/',
  contacts: '/contacts/',
  faq: '/faq/',
  partners: '/partners/',
  team: '/team/',
  shops: '/shops/',
  info: '/info/',
  sales: '/sales/',
  vacancies: '/vacancies/',
  'loyalty-program': '/loyalty-program/',
  registration: '/auth/registration/',
}

const EMPTY: Localized = { ru: '', en: '' }
const both = (value: Localized | null): Localized => ({ ...EMPTY, ...value })

const pathOf = (row: Pick<Row, 'slug' | 'kind'>) =>
  row.kind === 'flat' ? `/${row.slug}/` : (SYSTEM_PATHS[row.slug] ?? null)

const toRow = (row: Row): StaffPageRow => ({
  id: row.id,
  slug: row.slug,
  kind: row.kind,
  title: both(row.title),
  is_published: row.isPublished,
  updated: row.updatedAt.toISOString(),
  path: pathOf(row),
})

const toPage = (row: Row): StaffPage => ({
  ...toRow(row),
  body: both(row.body),
  meta_title: both(row.metaTitle),
  meta_description: both(row.metaDescription),
  meta_keywords: both(row.metaKeywords),
})

/** What is audited of a page: its fields, without the timestamp. */
const audited = (row: Row) => ({
  slug: row.slug,
  title: row.title,
  body: row.body,
  meta_title: row.metaTitle,
  meta_description: row.metaDescription,
  meta_keywords: row.metaKeywords,
  is_published: row.isPublished,
})

const columnsOf = (fields: Fields) => ({
  title: fields.title,
  body: { ru: richText(fields.body.ru), en: richText(fields.body.en) },
  metaTitle: fields.meta_title,
  metaDescription: fields.meta_description,
  metaKeywords: fields.meta_keywords,
  isPublished: fields.is_published,
})

/** Titles sort in the language the staff member reads, a missing English one by the Russian. */
const sortColumns = (locale: Locale) => ({
  title:
    locale === 'en'
      ? sql`coalesce(nullif(${pages.title}->>'en', ''), ${pages.title}->>'ru')`
      : sql`${pages.title}->>'ru'`,
  slug: pages.slug,
  updated: pages.updatedAt,
})

export type PageListQuery = PageRequest & {
  sort: (typeof STAFF_PAGE_SORTS)[number] | `-${(typeof STAFF_PAGE_SORTS)[number]}`
  q: string
  kind: '' | 'system' | 'flat'
}

export async function listPages(db: Db, query: PageListQuery, locale: Locale): Promise<TablePage<StaffPageRow>> {
  const { column, descending } = sortParts(query.sort)
  const pattern = containing(query.q)
  const where = sql.join(
    [
      query.q
        ? or(
            ilike(pages.slug, pattern),
            sql`${pages.title}->>'ru' ilike ${pattern}`,
            sql`${pages.title}->>'en' ilike ${pattern}`,
          )
        : sql`true`,
      query.kind ? eq(pages.kind, query.kind) : sql`true`,
    ],
    sql` and `,
  )
  const sorted = sortColumns(locale)[column]
  const order = descending ? desc(sorted) : asc(sorted)
  const rows = await db
    .select()
    .from(pages)
    .where(where)
    .orderBy(order, asc(pages.id))
    .limit(query.page_size)
    .offset(offsetOf(query))
  const [total] = await db.select({ n: count() }).from(pages).where(where)
  return tablePage(rows.map(toRow), total?.n ?? 0, query)
}

async function rowOf(db: Db, id: number, locale: Locale): Promise<Row> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1)
  if (!row) throw new NotFound(translate('api_not_found', locale))
  return row
}

export const loadStaffPage = async (db: Db, id: number, locale: Locale) => toPage(await rowOf(db, id, locale))

const slugTaken = (locale: Locale) => new InvalidFields({ slug: [translate('staff_site_slug_taken', locale)] })

export async function createPage(
  db: Db,
  actor: AuditActor,
  input: v.InferOutput<typeof NewPageInput>,
  locale: Locale,
): Promise<StaffPage> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(pages)
        .values({ slug: input.slug, kind: 'flat', ...columnsOf(input) })
        .returning()
      await recordAudit(tx, actor, {
        action: 'content.page.create',
        entityType: 'page',
        entityId: row!.id,
        summary: input.slug,
        after: audited(row!),
      })
      return toPage(row!)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(locale)
    throw error
  }
}

/** Changes a page's texts and meta tags (and a flat page's slug); a system page keeps its slug. */
export async function updatePage(
  db: Db,
  actor: AuditActor,
  id: number,
  input: Fields & { slug?: string },
  locale: Locale,
): Promise<StaffPage> {
  try {
    return await db.transaction(async (tx) => {
      const before = await rowOf(tx, id, locale)
      const slug = before.kind === 'flat' && input.slug ? input.slug : before.slug
      const [row] = await tx
        .update(pages)
        .set({ slug, ...columnsOf(input), updatedAt: new Date() })
        .where(eq(pages.id, id))
        .returning()
      const change = changedFields(audited(before), audited(row!))
      if (change)
        await recordAudit(tx, actor, {
          action: 'content.page.update',
          entityType: 'page',
          entityId: id,
          summary: row!.slug,
          ...change,
        })
      return toPage(row!)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(locale)
    throw error
  }
}

export async function publishPage(db: Db, actor: AuditActor, id: number, published: boolean, locale: Locale) {
  return db.transaction(async (tx) => {
    const before = await rowOf(tx, id, locale)
    const [row] = await tx
      .update(pages)
      .set({ isPublished: published, updatedAt: new Date() })
      .where(eq(pages.id, id))
      .returning()
    if (before.isPublished !== published)
      await recordAudit(tx, actor, {
        action: published ? 'content.page.publish' : 'content.page.unpublish',
        entityType: 'page',
        entityId: id,
        summary: row!.slug,
        before: { is_published: before.isPublished },
        after: { is_published: published },
      })
    return toPage(row!)
  })
}

/** Deletes a flat page; the system pages are parts of the site and stay. */
export async function deletePage(db: Db, actor: AuditActor, id: number, locale: Locale): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await rowOf(tx, id, locale)
    if (before.kind === 'system') throw new Refused(translate('staff_site_page_system', locale))
    await tx.delete(pages).where(eq(pages.id, id))
    await recordAudit(tx, actor, {
      action: 'content.page.delete',
      entityType: 'page',
      entityId: id,
      summary: before.slug,
      before: audited(before),
    })
  })
}

/** The body as the storefront would show it: sanitized with the same allow-list. */
export const previewBody = (html: string) => richText(html)
