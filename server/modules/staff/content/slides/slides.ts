// The home page's slides in the back office: all of them in the storefront's order (published or not),
// create/update/delete and move, each with an audit entry in the same transaction.
import { asc, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Locale } from '../../../../../contract/site'
import type { MoveDirection } from '../../../../../contract/staff/content/fields'
import type { SlideBody, StaffSlide } from '../../../../../contract/staff/content/slides'
import type { AppContext } from '../../../../context'
import type { Db } from '../../../../db/client'
import { slides } from '../../../../db/schema/content'
import { NotFound } from '../../../../domain-errors'
import { translate } from '../../../../i18n'
import { changedFields, recordAudit, type AuditActor } from '../../../audit/record'
import { both, movedOrder, orNull, sanitizedBoth } from '../publications/localized-values'
import { storefrontContentChanged } from '../publications/storefront-changed'

type Input = v.InferOutput<typeof SlideBody>
type Ctx = Pick<AppContext, 'db' | 'changes'>

const view = (row: typeof slides.$inferSelect): StaffSlide => ({
  id: row.id,
  image: row.image,
  image_full: row.imageFull ?? '',
  text: both(row.text),
  color: row.color ?? '',
  position: row.position,
  btn_text: both(row.btnText),
  btn_url: row.btnUrl ?? '',
  sort: row.sort,
  is_published: row.isPublished,
})

export async function listSlides(db: Db): Promise<StaffSlide[]> {
  return (await db.select().from(slides).orderBy(asc(slides.sort), asc(slides.id))).map(view)
}

export async function loadSlide(db: Db, id: number, locale: Locale): Promise<StaffSlide> {
  const [row] = await db.select().from(slides).where(eq(slides.id, id))
  if (!row) throw new NotFound(translate('api_not_found', locale))
  return view(row)
}

const summaryOf = (slide: StaffSlide) => `#${slide.id}: ${slide.text.ru.replace(/<[^>]*>/g, ' ').trim()}`.slice(0, 200)

export async function saveSlide(
  ctx: Ctx,
  actor: AuditActor,
  id: number | null,
  input: Input,
  locale: Locale,
): Promise<StaffSlide> {
  const before = id === null ? null : await loadSlide(ctx.db, id, locale)
  const values = {
    image: input.image,
    imageFull: orNull(input.image_full),
    text: sanitizedBoth(input.text),
    color: orNull(input.color),
    position: input.position,
    btnText: input.btn_text,
    btnUrl: orNull(input.btn_url),
    isPublished: input.is_published,
  }
  const saved = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db
    let rowId: number
    if (id === null) {
      const sorts = (await db.select({ sort: slides.sort }).from(slides)).map((row) => row.sort)
      const [row] = await db
        .insert(slides)
        .values({ ...values, sort: Math.max(-1, ...sorts) + 1 })
        .returning({ id: slides.id })
      rowId = row!.id
    } else {
      await db.update(slides).set(values).where(eq(slides.id, id))
      rowId = id
    }
    const after = await loadSlide(db, rowId, locale)
    const change = before ? changedFields(before, after) : null
    await recordAudit(db, actor, {
      action: id === null ? 'content.slide.create' : 'content.slide.update',
      entityType: 'slide',
      entityId: rowId,
      summary: summaryOf(after),
      before: before ? change?.before : null,
      after: before ? change?.after : after,
    })
    return after
  })
  storefrontContentChanged(ctx)
  return saved
}

export async function deleteSlide(ctx: Ctx, actor: AuditActor, id: number, locale: Locale): Promise<void> {
  const before = await loadSlide(ctx.db, id, locale)
  await ctx.db.transaction(async (tx) => {
    await tx.delete(slides).where(eq(slides.id, id))
    await recordAudit(tx as unknown as Db, actor, {
      action: 'content.slide.delete',
      entityType: 'slide',
      entityId: id,
      summary: summaryOf(before),
      before,
    })
  })
  storefrontContentChanged(ctx)
}

export async function moveSlide(
  ctx: Ctx,
  actor: AuditActor,
  id: number,
  direction: MoveDirection,
  locale: Locale,
): Promise<StaffSlide[]> {
  const slide = await loadSlide(ctx.db, id, locale)
  const list = await listSlides(ctx.db)
  const order = movedOrder(
    list.map((s) => s.id),
    id,
    direction,
  )
  if (order) {
    await ctx.db.transaction(async (tx) => {
      for (const [sort, slideId] of order.entries()) await tx.update(slides).set({ sort }).where(eq(slides.id, slideId))
      await recordAudit(tx as unknown as Db, actor, {
        action: 'content.slide.move',
        entityType: 'slide',
        entityId: id,
        summary: summaryOf(slide),
        before: { order: list.map((s) => s.id) },
        after: { order },
      })
    })
    storefrontContentChanged(ctx)
  }
  return listSlides(ctx.db)
}
