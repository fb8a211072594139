// Categories of publications (per kind): list in the storefront's order, create/update/delete, move up or down.
import { and, asc, count, eq, ne } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Locale } from '../../../../../contract/site'
import type {
  CategoryBody,
  PublicationKind,
  StaffPublicationCategory,
} from '../../../../../contract/staff/content/publications'
import type { MoveDirection } from '../../../../../contract/staff/content/fields'
import type { AppContext } from '../../../../context'
import type { Db } from '../../../../db/client'
import { isUniqueViolation } from '../../../../db/unique-violation'
import { publicationCategories, publications } from '../../../../db/schema/content'
import { InvalidFields, NotFound } from '../../../../domain-errors'
import { translate } from '../../../../i18n'
import { slugBase, uniqueSlug } from '../../../exchange/catalogue-import/slugs'
import { changedFields, recordAudit, type AuditActor } from '../../../audit/record'
import { both, movedOrder, orNull } from './localized-values'
import { storefrontContentChanged } from './storefront-changed'

type Input = v.InferOutput<typeof CategoryBody>
type Ctx = Pick<AppContext, 'db' | 'changes'>

const ordered = [asc(publicationCategories.position), asc(publicationCategories.id)]

export async function listCategories(db: Db, kind: PublicationKind): Promise<StaffPublicationCategory[]> {
  const rows = await db
    .select({ c: publicationCategories, n: count(publications.id) })
    .from(publicationCategories)
    .leftJoin(publications, eq(publications.categoryId, publicationCategories.id))
    .where(eq(publicationCategories.kind, kind))
    .groupBy(publicationCategories.id)
    .orderBy(...ordered)
  return rows.map(({ c, n }) => ({
    id: c.id,
    kind: c.kind,
    slug: c.slug,
    title: both(c.title),
    color: c.color ?? '',
    position: c.position,
    publications: Number(n),
  }))
}

async function loadCategory(db: Db, id: number, locale: Locale) {
  const [row] = await db.select().from(publicationCategories).where(eq(publicationCategories.id, id))
  if (!row) throw new NotFound(translate('api_not_found', locale))
  return row
}

const auditView = (c: typeof publicationCategories.$inferSelect) => ({
  kind: c.kind,
  slug: c.slug,
  title: both(c.title),
  color: c.color ?? '',
  position: c.position,
})

export async function saveCategory(ctx: Ctx, actor: AuditActor, id: number | null, input: Input, locale: Locale) {
  const before = id === null ? null : await loadCategory(ctx.db, id, locale)
  if (before && before.kind !== input.kind) throw new InvalidFields({ kind: [translate('api_invalid_value', locale)] })
  const others = await ctx.db
    .select({ slug: publicationCategories.slug, position: publicationCategories.position })
    .from(publicationCategories)
    .where(and(eq(publicationCategories.kind, input.kind), id === null ? undefined : ne(publicationCategories.id, id)))
  const taken = new Set(others.map((row) => row.slug))
  let slug = input.slug
  if (slug === '') slug = uniqueSlug(slugBase(input.title.ru, 'category'), taken)
  else if (taken.has(slug)) throw new InvalidFields({ slug: [translate('staff_content_slug_taken', locale)] })
  const values = { kind: input.kind, slug, title: input.title, color: orNull(input.color) }
  const savedId = await ctx.db
    .transaction(async (tx) => {
      const db = tx as unknown as Db
      let rowId: number
      if (id === null) {
        const position = Math.max(-1, ...others.map((row) => row.position)) + 1
        const [row] = await db
          .insert(publicationCategories)
          .values({ ...values, position })
          .returning({ id: publicationCategories.id })
        rowId = row!.id
      } else {
        await db.update(publicationCategories).set(values).where(eq(publicationCategories.id, id))
        rowId = id
      }
      const after = auditView(await loadCategory(db, rowId, locale))
      const change = before ? changedFields(auditView(before), after) : null
      await recordAudit(db, actor, {
        action: id === null ? 'content.publication_category.create' : 'content.publication_category.update',
        entityType: 'publication_category',
        entityId: rowId,
        summary: `${input.kind}: ${input.title.ru}`,
        before: before ? change?.before : null,
        after: before ? change?.after : after,
      })
      return rowId
    })
    .catch((error: unknown) => {
      // Another save took the slug in the meantime.
      if (isUniqueViolation(error)) throw new InvalidFields({ slug: [translate('staff_content_slug_taken', locale)] })
      throw error
    })
  storefrontContentChanged(ctx)
  return (await listCategories(ctx.db, input.kind)).find((c) => c.id === savedId)!
}

export async function deleteCategory(ctx: Ctx, actor: AuditActor, id: number, locale: Locale): Promise<void> {
  const before = await loadCategory(ctx.db, id, locale)
  await ctx.db.transaction(async (tx) => {
    await tx.delete(publicationCategories).where(eq(publicationCategories.id, id))
    await recordAudit(tx as unknown as Db, actor, {
      action: 'content.publication_category.delete',
      entityType: 'publication_category',
      entityId: id,
      summary: `${before.kind}: ${before.title.ru}`,
      before: auditView(before),
    })
  })
  storefrontContentChanged(ctx)
}

/** Moves the category one place; answers the kind's categories in their new order. */
export async function moveCategory(
  ctx: Ctx,
  actor: AuditActor,
  id: number,
  direction: MoveDirection,
  locale: Locale,
): Promise<StaffPublicationCategory[]> {
  const category = await loadCategory(ctx.db, id, locale)
  const list = await listCategories(ctx.db, category.kind)
  const order = movedOrder(
    list.map((c) => c.id),
    id,
    direction,
  )
  if (order) {
    await ctx.db.transaction(async (tx) => {
      for (const [position, categoryId] of order.entries())
        await tx.update(publicationCategories).set({ position }).where(eq(publicationCategories.id, categoryId))
      await recordAudit(tx as unknown as Db, actor, {
        action: 'content.publication_category.move',
        entityType: 'publication_category',
        entityId: id,
        summary: `${category.kind}: ${category.title.ru}`,
        before: { order: list.map((c) => c.id) },
        after: { order },
      })
    })
    storefrontContentChanged(ctx)
  }
  return listCategories(ctx.db, category.kind)
}
