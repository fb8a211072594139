// News articles (kind 'info') and sales actions (kind 'sales'): section pages, categories, paged lists with an
// optional category, and one publication by id or slug with its neighbours and, for actions, its products.
import { and, asc, count, desc, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import type {
  PublicationCategory,
  PublicationDetail,
  PublicationItem,
  PublicationLink,
  PublicationList,
  PublicationSectionPage,
} from '../../../contract/content'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { publicationCategories, publicationProducts, publications } from '../../db/schema/content'
import { InvalidFields } from '../../domain-errors'
import { richText } from '../../http/rich-text'
import { translate } from '../../i18n'
import { pick } from '../../localize'
import { loadProductCards, type Viewer } from '../catalogue/product-cards'
import { loadPage, metaOf } from './page-rows'
import { idOf } from './query'

export type PublicationKind = 'info' | 'sales'

type Row = { p: typeof publications.$inferSelect; c: typeof publicationCategories.$inferSelect | null }

const urlDate = (isoDate: string) => isoDate.split('-').reverse().join('-')
const urlOf = (kind: PublicationKind, isoDate: string, slug: string) => `/${kind}/${urlDate(isoDate)}/${slug}/`

export function toItem({ p, c }: Row, locale: Locale): PublicationItem {
  return {
    id: p.id,
    title: pick(p.title, locale),
    slug: p.slug,
    publication_date: p.publicationDate,
    ends_on: p.endsOn,
    excerpt: richText(pick(p.excerpt, locale)),
    image_preview: p.imagePreview,
    image_main: p.imageMain,
    category: c ? { title: pick(c.title, locale), color: c.color, slug: c.slug } : null,
    url: urlOf(p.kind, p.publicationDate, p.slug),
    updated: p.updatedAt.toISOString(),
  }
}

/** Published and already dated: staff may schedule an item for a later day, and it stays hidden until then. */
const isLive = and(eq(publications.isPublished, true), lte(publications.publicationDate, sql`current_date`))
const published = (kind: PublicationKind) => and(eq(publications.kind, kind), isLive)
/** Not ended: an action whose last day has passed is no longer listed (its page stays, saying it has ended). */
const isCurrent = or(isNull(publications.endsOn), gte(publications.endsOn, sql`current_date`))
const listed = (kind: PublicationKind) => and(published(kind), isCurrent)
const newestFirst = [desc(publications.publicationDate), desc(publications.id)]

function selectRows(db: Db) {
  return db
    .select({ p: publications, c: publicationCategories })
    .from(publications)
    .leftJoin(publicationCategories, eq(publicationCategories.id, publications.categoryId))
}

export async function loadCategories(db: Db, kind: PublicationKind, locale: Locale): Promise<PublicationCategory[]> {
  const rows = await db
    .select()
    .from(publicationCategories)
    .where(eq(publicationCategories.kind, kind))
    .orderBy(asc(publicationCategories.position), asc(publicationCategories.id))
  return rows.map((c) => ({ id: c.id, title: pick(c.title, locale), color: c.color, slug: c.slug }))
}

/** The section page (info/page/, sales/page/): the page texts with the categories to filter by. */
export async function loadSectionPage(
  db: Db,
  kind: PublicationKind,
  locale: Locale,
): Promise<PublicationSectionPage | null> {
  const page = await loadPage(db, kind, locale)
  return page ? { ...page, categories: await loadCategories(db, kind, locale) } : null
}

/** The id of the section's category `slug`; an unknown category is refused. */
export async function publicationCategoryId(
  db: Db,
  kind: PublicationKind,
  slug: string,
  locale: Locale,
): Promise<number> {
  const [row] = await db
    .select({ id: publicationCategories.id })
    .from(publicationCategories)
    .where(and(eq(publicationCategories.kind, kind), eq(publicationCategories.slug, slug)))
    .limit(1)
  if (!row) throw new InvalidFields({ category: [translate('content_unknown_category', locale)] })
  return row.id
}

/** One page of the list (current items), newest first; null when the page is past the last one. */
export async function listPublications(
  db: Db,
  kind: PublicationKind,
  options: { page: number; pageSize: number; categoryId: number | null },
  locale: Locale,
): Promise<PublicationList | null> {
  const where = and(
    listed(kind),
    options.categoryId === null ? undefined : eq(publications.categoryId, options.categoryId),
  )
  const [total] = await db.select({ n: count() }).from(publications).where(where)
  const totalCount = total?.n ?? 0
  const pages = Math.ceil(totalCount / options.pageSize)
  if (options.page > Math.max(pages, 1)) return null
  const rows = await selectRows(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)
  return {
    count: totalCount,
    pages,
    page: options.page,
    page_size: options.pageSize,
    results: rows.map((row) => toItem(row, locale)),
  }
}

export async function latestPublications(
  db: Db,
  kind: PublicationKind,
  limit: number,
  locale: Locale,
): Promise<PublicationItem[]> {
  const rows = await selectRows(db)
    .where(listed(kind))
    .orderBy(...newestFirst)
    .limit(limit)
  return rows.map((row) => toItem(row, locale))
}

async function neighbour(
  db: Db,
  kind: PublicationKind,
  row: Row['p'],
  direction: 'older' | 'newer',
  locale: Locale,
): Promise<PublicationLink | null> {
  const { publicationDate: date, id } = row
  const condition: SQL | undefined =
    direction === 'older'
      ? or(lt(publications.publicationDate, date), and(eq(publications.publicationDate, date), lt(publications.id, id)))
      : or(gt(publications.publicationDate, date), and(eq(publications.publicationDate, date), gt(publications.id, id)))
  const order = direction === 'older' ? newestFirst : [asc(publications.publicationDate), asc(publications.id)]
  const [found] = await db
    .select()
    .from(publications)
    .where(and(published(kind), condition))
    .orderBy(...order)
    .limit(1)
  if (!found) return null
  return {
    id: found.id,
    title: pick(found.title, locale),
    slug: found.slug,
    publication_date: found.publicationDate,
    url: urlOf(kind, found.publicationDate, found.slug),
  }
}

/**
 * A publication by id or slug. A slug may repeat on other dates: `isoDate` (from the page URL) picks one,
 * otherwise the newest is taken.
 */
export async function loadPublication(
  db: Db,
  kind: PublicationKind,
  key: string,
  isoDate: string | null,
  viewer: Viewer,
  locale: Locale,
): Promise<PublicationDetail | null> {
  const id = idOf(key)
  const [row] = await selectRows(db)
    .where(
      and(
        published(kind),
        id === null ? eq(publications.slug, key) : eq(publications.id, id),
        isoDate === null ? undefined : eq(publications.publicationDate, isoDate),
      ),
    )
    .orderBy(...newestFirst)
    .limit(1)
  if (!row) return null
  const item = toItem(row, locale)
  const productIds =
    kind === 'sales'
      ? (
          await db
            .select({ id: publicationProducts.productId })
            .from(publicationProducts)
            .where(eq(publicationProducts.publicationId, row.p.id))
            .orderBy(asc(publicationProducts.productId))
        ).map((r) => r.id)
      : []
  const [previous, next, products] = await Promise.all([
    neighbour(db, kind, row.p, 'older', locale),
    neighbour(db, kind, row.p, 'newer', locale),
    loadProductCards(db, productIds, viewer, locale),
  ])
  return {
    ...item,
    body: richText(pick(row.p.body, locale)),
    meta: metaOf(item.title, row.p.metaTitle, row.p.metaDescription, null, locale),
    previous,
    next,
    products,
  }
}

/** Categories with how many listed items each holds (sales/categories/). */
export async function categoriesWithCounts(
  db: Db,
  kind: PublicationKind,
  locale: Locale,
): Promise<(PublicationCategory & { count: number })[]> {
  const rows = await db
    .select({ c: publicationCategories, n: sql<number>`count(${publications.id})::int` })
    .from(publicationCategories)
    .leftJoin(publications, and(eq(publications.categoryId, publicationCategories.id), isLive, isCurrent))
    .where(eq(publicationCategories.kind, kind))
    .groupBy(publicationCategories.id)
    .orderBy(asc(publicationCategories.position), asc(publicationCategories.id))
  return rows.map(({ c, n }) => ({
    id: c.id,
    title: pick(c.title, locale),
    color: c.color,
    slug: c.slug,
    count: Number(n),
  }))
}
