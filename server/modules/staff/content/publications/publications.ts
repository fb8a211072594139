// Publications in the back office: the table (kind, category, state, search; sorted and paged on the server),
// one publication with its sales products, create/update/delete with an audit entry in the same transaction,
// and the preview of a draft or a scheduled one as the storefront will show it.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { PublicationDetail } from '../../../../../contract/content'
import type { Locale } from '../../../../../contract/site'
import {
  type PublicationKind,
  type PublicationState,
  type PublicationTableQuery,
  type StaffPublication,
  type StaffPublicationProduct,
  type StaffPublicationRow,
  type PublicationBody,
} from '../../../../../contract/staff/content/publications'
import { sortParts, type TablePage } from '../../../../../contract/staff/table'
import type * as v from 'valibot'
import type { AppContext } from '../../../../context'
import type { Db } from '../../../../db/client'
import { isUniqueViolation } from '../../../../db/unique-violation'
import { products } from '../../../../db/schema/catalogue'
import { publicationCategories, publicationProducts, publications } from '../../../../db/schema/content'
import { InvalidFields, NotFound } from '../../../../domain-errors'
import { richText } from '../../../../http/rich-text'
import { translate } from '../../../../i18n'
import { pick } from '../../../../localize'
import { slugBase, uniqueSlug } from '../../../exchange/catalogue-import/slugs'
import { changedFields, recordAudit, type AuditActor } from '../../../audit/record'
import { loadProductCards, type Viewer } from '../../../catalogue/product-cards'
import { metaOf } from '../../../content/page-rows'
import { toItem } from '../../../content/publications'
import { both, containing, orNull, sanitizedBoth } from './localized-values'
import { storefrontContentChanged } from './storefront-changed'

type Query = v.InferOutput<typeof PublicationTableQuery>
type Input = v.InferOutput<typeof PublicationBody>
type PublicationRow = typeof publications.$inferSelect

const urlDate = (isoDate: string) => isoDate.split('-').reverse().join('-')
export const publicationUrl = (kind: PublicationKind, isoDate: string, slug: string) =>
  `/${kind}/${urlDate(isoDate)}/${slug}/`

const stateSql = sql<PublicationState>`case when not ${publications.isPublished} then 'draft'
  when ${publications.publicationDate} > current_date then 'scheduled' else 'published' end`

const stateCondition = (state: PublicationState): SQL | undefined =>
  state === 'draft'
    ? eq(publications.isPublished, false)
    : and(
        eq(publications.isPublished, true),
        state === 'scheduled'
          ? sql`${publications.publicationDate} > current_date`
          : sql`${publications.publicationDate} <= current_date`,
      )

const notFound = (locale: Locale) => new NotFound(translate('api_not_found', locale))

export async function listStaffPublications(
  db: Db,
  query: Query,
  locale: Locale,
): Promise<TablePage<StaffPublicationRow>> {
  const search = query.search
  const where = and(
    eq(publications.kind, query.kind),
    query.category === undefined ? undefined : eq(publications.categoryId, query.category),
    query.state === undefined ? undefined : stateCondition(query.state),
    search === ''
      ? undefined
      : or(
          ilike(sql`${publications.title}->>'ru'`, containing(search)),
          ilike(sql`${publications.title}->>'en'`, containing(search)),
          ilike(publications.slug, containing(search)),
        ),
  )
  const { column, descending } = sortParts(query.sort)
  const direction = descending ? desc : asc
  const key: SQL | typeof publications.id =
    column === 'title'
      ? sql`lower(${publications.title}->>${locale})`
      : column === 'updated'
        ? sql`${publications.updatedAt}`
        : column === 'publication_date'
          ? sql`${publications.publicationDate}`
          : publications.id
  const [total] = await db.select({ n: count() }).from(publications).where(where)
  const totalCount = total?.n ?? 0
  const rows = await db
    .select({ p: publications, c: publicationCategories, state: stateSql })
    .from(publications)
    .leftJoin(publicationCategories, eq(publicationCategories.id, publications.categoryId))
    .where(where)
    .orderBy(direction(key), direction(publications.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
  return {
    results: rows.map(({ p, c, state }) => ({
      id: p.id,
      kind: p.kind,
      title: pick(p.title, locale),
      slug: p.slug,
      publication_date: p.publicationDate,
      ends_on: p.endsOn,
      category: c ? { id: c.id, title: pick(c.title, locale), color: c.color } : null,
      state,
      url: publicationUrl(p.kind, p.publicationDate, p.slug),
      updated: p.updatedAt.toISOString(),
    })),
    total: totalCount,
    page: query.page,
    page_size: query.page_size,
    pages: Math.ceil(totalCount / query.page_size),
  }
}

async function productsOf(db: Db, publicationId: number, locale: Locale): Promise<StaffPublicationProduct[]> {
  const rows = await db
    .select({ id: products.id, sku: products.sku, title: products.title })
    .from(publicationProducts)
    .innerJoin(products, eq(products.id, publicationProducts.productId))
    .where(eq(publicationProducts.publicationId, publicationId))
    .orderBy(asc(products.sku))
  return rows.map((row) => ({ id: row.id, sku: row.sku, title: pick(row.title, locale) }))
}

const stateOf = (p: PublicationRow, today: string): PublicationState =>
  !p.isPublished ? 'draft' : p.publicationDate > today ? 'scheduled' : 'published'

async function today(db: Db): Promise<string> {
  const [row] = await db.select({ day: sql<string>`to_char(current_date, 'YYYY-MM-DD')` }).from(sql`(select 1) one`)
  return row?.day ?? new Date().toISOString().slice(0, 10)
}

function staffView(p: PublicationRow, productList: StaffPublicationProduct[], day: string): StaffPublication {
  return {
    id: p.id,
    kind: p.kind,
    slug: p.slug,
    title: both(p.title),
    excerpt: both(p.excerpt),
    body: both(p.body),
    image_preview: p.imagePreview ?? '',
    image_main: p.imageMain ?? '',
    category_id: p.categoryId,
    publication_date: p.publicationDate,
    ends_on: p.endsOn ?? '',
    meta_title: both(p.metaTitle),
    meta_description: both(p.metaDescription),
    products: productList,
    is_published: p.isPublished,
    state: stateOf(p, day),
    url: publicationUrl(p.kind, p.publicationDate, p.slug),
    updated: p.updatedAt.toISOString(),
  }
}

export async function loadStaffPublication(db: Db, id: number, locale: Locale): Promise<StaffPublication> {
  const [row] = await db.select().from(publications).where(eq(publications.id, id)).limit(1)
  if (!row) throw notFound(locale)
  return staffView(row, await productsOf(db, id, locale), await today(db))
}

/** What the audit log keeps of a publication: its fields, its products' SKUs. */
const auditView = (p: StaffPublication) => {
  const { products: list, state: _state, url: _url, updated: _updated, ...fields } = p
  return { ...fields, product_skus: list.map((product) => product.sku) }
}

type Checked = { values: Omit<typeof publications.$inferInsert, 'id'>; productIds: number[] }

async function checkInput(db: Db, id: number | null, input: Input, locale: Locale): Promise<Checked> {
  const errors: Record<string, string[]> = {}
  const refuse = (field: string, key: string, params: Record<string, unknown> = {}) =>
    (errors[field] ??= []).push(translate(key, locale, params))
  const endsOn = input.kind === 'sales' && input.ends_on !== '' ? input.ends_on : null
  if (endsOn !== null && endsOn < input.publication_date) refuse('ends_on', 'staff_content_ends_before_start')
  if (input.category_id !== null) {
    const [category] = await db
      .select({ kind: publicationCategories.kind })
      .from(publicationCategories)
      .where(eq(publicationCategories.id, input.category_id))
    if (category?.kind !== input.kind) refuse('category_id', 'staff_content_unknown_category')
  }
  // Slugs of the same kind and day, this publication's own aside.
  const taken = new Set(
    (
      await db
        .select({ slug: publications.slug, id: publications.id })
        .from(publications)
        .where(and(eq(publications.kind, input.kind), eq(publications.publicationDate, input.publication_date)))
    )
      .filter((row) => row.id !== id)
      .map((row) => row.slug),
  )
  let slug = input.slug
  if (slug === '') slug = uniqueSlug(slugBase(input.title.ru, input.kind === 'sales' ? 'action' : 'article'), taken)
  else if (taken.has(slug)) refuse('slug', 'staff_content_slug_taken')
  const skus = [...new Set(input.kind === 'sales' ? input.product_skus : [])]
  const found =
    skus.length === 0
      ? []
      : await db.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, skus))
  const unknown = skus.filter((sku) => !found.some((row) => row.sku === sku))
  if (unknown.length > 0) refuse('product_skus', 'staff_content_unknown_skus', { skus: unknown.join(', ') })
  if (Object.keys(errors).length > 0) throw new InvalidFields(errors)
  return {
    values: {
      kind: input.kind,
      slug,
      title: input.title,
      excerpt: sanitizedBoth(input.excerpt),
      body: sanitizedBoth(input.body),
      imagePreview: orNull(input.image_preview),
      imageMain: orNull(input.image_main),
      categoryId: input.category_id,
      publicationDate: input.publication_date,
      endsOn,
      metaTitle: input.meta_title,
      metaDescription: input.meta_description,
      isPublished: input.is_published,
      updatedAt: new Date(),
    },
    productIds: [...new Set(found.map((row) => row.id))],
  }
}

/** Creates (`id` null) or updates a publication; answers it as the form shows it. */
export async function savePublication(
  ctx: Pick<AppContext, 'db' | 'changes'>,
  actor: AuditActor,
  id: number | null,
  input: Input,
  locale: Locale,
): Promise<StaffPublication> {
  const before = id === null ? null : await loadStaffPublication(ctx.db, id, locale)
  if (before && before.kind !== input.kind) throw new InvalidFields({ kind: [translate('api_invalid_value', locale)] })
  const { values, productIds } = await checkInput(ctx.db, id, input, locale)
  const savedId = await ctx.db
    .transaction(async (tx) => {
      let rowId: number
      if (id === null) {
        const [row] = await tx.insert(publications).values(values).returning({ id: publications.id })
        rowId = row!.id
      } else {
        await tx.update(publications).set(values).where(eq(publications.id, id))
        rowId = id
      }
      await tx.delete(publicationProducts).where(eq(publicationProducts.publicationId, rowId))
      if (productIds.length > 0)
        await tx
          .insert(publicationProducts)
          .values(productIds.map((productId) => ({ publicationId: rowId, productId })))
      const after = await loadStaffPublication(tx as unknown as Db, rowId, locale)
      const change = before ? changedFields(auditView(before), auditView(after)) : null
      await recordAudit(tx as unknown as Db, actor, {
        action: id === null ? 'content.publication.create' : 'content.publication.update',
        entityType: 'publication',
        entityId: rowId,
        summary: `${after.kind}: ${after.title.ru}`.slice(0, 300),
        before: before ? change?.before : null,
        after: before ? change?.after : auditView(after),
      })
      return rowId
    })
    .catch((error: unknown) => {
      // Another save took the slug in the meantime.
      if (isUniqueViolation(error)) throw new InvalidFields({ slug: [translate('staff_content_slug_taken', locale)] })
      throw error
    })
  storefrontContentChanged(ctx)
  return loadStaffPublication(ctx.db, savedId, locale)
}

export async function deletePublication(
  ctx: Pick<AppContext, 'db' | 'changes'>,
  actor: AuditActor,
  id: number,
  locale: Locale,
): Promise<void> {
  const before = await loadStaffPublication(ctx.db, id, locale)
  await ctx.db.transaction(async (tx) => {
    await tx.delete(publications).where(eq(publications.id, id))
    await recordAudit(tx as unknown as Db, actor, {
      action: 'content.publication.delete',
      entityType: 'publication',
      entityId: id,
      summary: `${before.kind}: ${before.title.ru}`.slice(0, 300),
      before: auditView(before),
    })
  })
  storefrontContentChanged(ctx)
}

/** The publication as its storefront page will show it, published or not, whatever its date. */
export async function previewPublication(
  db: Db,
  id: number,
  viewer: Viewer,
  locale: Locale,
): Promise<PublicationDetail> {
  const [row] = await db
    .select({ p: publications, c: publicationCategories })
    .from(publications)
    .leftJoin(publicationCategories, eq(publicationCategories.id, publications.categoryId))
    .where(eq(publications.id, id))
    .limit(1)
  if (!row) throw notFound(locale)
  const item = toItem(row, locale)
  const productIds =
    row.p.kind === 'sales'
      ? (
          await db
            .select({ id: publicationProducts.productId })
            .from(publicationProducts)
            .where(eq(publicationProducts.publicationId, id))
        ).map((r) => r.id)
      : []
  return {
    ...item,
    body: richText(pick(row.p.body, locale)),
    meta: metaOf(item.title, row.p.metaTitle, row.p.metaDescription, null, locale),
    previous: null,
    next: null,
    products: await loadProductCards(db, productIds, viewer, locale),
  }
}

/** Products for a sales action's picker: by SKU or name, at most 20. */
export async function lookupProducts(db: Db, search: string, locale: Locale): Promise<StaffPublicationProduct[]> {
  if (search === '') return []
  const rows = await db
    .select({ id: products.id, sku: products.sku, title: products.title })
    .from(products)
    .where(
      or(
        ilike(products.sku, containing(search)),
        ilike(sql`${products.title}->>'ru'`, containing(search)),
        ilike(sql`${products.title}->>'en'`, containing(search)),
      ),
    )
    .orderBy(asc(products.sku))
    .limit(20)
  return rows.map((row) => ({ id: row.id, sku: row.sku, title: pick(row.title, locale) }))
}
