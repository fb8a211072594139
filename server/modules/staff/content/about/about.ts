// The about section (kept in the `data` of the home and about pages, the same on both) and the feature tiles
// beside it, in the back office. Every change is audited in its transaction and shows on the storefront at once.
import { asc, eq, inArray } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Locale } from '../../../../../contract/site'
import type { AboutBody, FeatureBody, StaffAbout, StaffFeature } from '../../../../../contract/staff/content/about'
import type { MoveDirection } from '../../../../../contract/staff/content/fields'
import type { Localized } from '../../../../../contract/staff/localized'
import type { AppContext } from '../../../../context'
import type { Db } from '../../../../db/client'
import { features, pages } from '../../../../db/schema/content'
import { NotFound } from '../../../../domain-errors'
import { translate } from '../../../../i18n'
import { changedFields, recordAudit, type AuditActor } from '../../../audit/record'
import { both, movedOrder, orNull, sanitizedBoth } from '../publications/localized-values'
import { storefrontContentChanged } from '../publications/storefront-changed'

type Ctx = Pick<AppContext, 'db' | 'changes'>

/** The pages whose `data.about` the storefront shows; the first one is read. */
const ABOUT_PAGES = ['homepage', 'about']

type StoredFact = { value?: Localized; description?: Localized; color?: string; bg_color?: string; image?: string }
type StoredAbout = {
  image?: string
  title?: Localized
  text?: Localized
  button?: { label?: Localized; url?: string } | null
  facts?: StoredFact[]
}

const aboutOf = (data: unknown): StoredAbout => (data as { about?: StoredAbout } | null)?.about ?? {}

function view(about: StoredAbout): StaffAbout {
  return {
    image: about.image ?? '',
    title: both(about.title),
    text: both(about.text),
    button_label: both(about.button?.label),
    button_url: about.button?.url ?? '',
    facts: (about.facts ?? []).map((fact) => ({
      value: both(fact.value),
      description: both(fact.description),
      color: fact.color ?? '',
      bg_color: fact.bg_color ?? '',
      image: fact.image ?? '',
    })),
  }
}

export async function loadAbout(db: Db): Promise<StaffAbout> {
  const rows = await db
    .select({ slug: pages.slug, data: pages.data })
    .from(pages)
    .where(inArray(pages.slug, ABOUT_PAGES))
  const row = ABOUT_PAGES.map((slug) => rows.find((r) => r.slug === slug)).find(Boolean)
  return view(aboutOf(row?.data))
}

export async function saveAbout(
  ctx: Ctx,
  actor: AuditActor,
  input: v.InferOutput<typeof AboutBody>,
): Promise<StaffAbout> {
  const before = await loadAbout(ctx.db)
  const stored: StoredAbout = {
    image: input.image,
    title: input.title,
    text: sanitizedBoth(input.text),
    button:
      input.button_url === '' && input.button_label.ru === ''
        ? null
        : { label: input.button_label, url: input.button_url },
    facts: input.facts,
  }
  await ctx.db.transaction(async (tx) => {
    const rows = await tx.select({ id: pages.id, data: pages.data }).from(pages).where(inArray(pages.slug, ABOUT_PAGES))
    for (const row of rows) {
      const data = row.data && typeof row.data === 'object' && !Array.isArray(row.data) ? row.data : {}
      await tx
        .update(pages)
        .set({ data: { ...data, about: stored }, updatedAt: new Date() })
        .where(eq(pages.id, row.id))
    }
    const change = changedFields(before, view(stored))
    await recordAudit(tx as unknown as Db, actor, {
      action: 'content.about.update',
      entityType: 'page',
      entityId: ABOUT_PAGES.join(','),
      summary: input.title.ru.slice(0, 200),
      before: change?.before ?? null,
      after: change?.after ?? null,
    })
  })
  storefrontContentChanged(ctx)
  return loadAbout(ctx.db)
}

const featureView = (row: typeof features.$inferSelect): StaffFeature => ({
  id: row.id,
  title: both(row.title),
  description: both(row.description),
  color: row.color ?? '',
  bg_color: row.bgColor ?? '',
  icon_file: row.iconFile ?? '',
  is_published: row.isPublished,
  position: row.position,
})

export async function listFeatures(db: Db): Promise<StaffFeature[]> {
  return (await db.select().from(features).orderBy(asc(features.position), asc(features.id))).map(featureView)
}

async function loadFeature(db: Db, id: number, locale: Locale): Promise<StaffFeature> {
  const [row] = await db.select().from(features).where(eq(features.id, id))
  if (!row) throw new NotFound(translate('api_not_found', locale))
  return featureView(row)
}

export async function saveFeature(
  ctx: Ctx,
  actor: AuditActor,
  id: number | null,
  input: v.InferOutput<typeof FeatureBody>,
  locale: Locale,
): Promise<StaffFeature> {
  const before = id === null ? null : await loadFeature(ctx.db, id, locale)
  const values = {
    title: input.title,
    description: input.description,
    color: orNull(input.color),
    bgColor: orNull(input.bg_color),
    iconFile: orNull(input.icon_file),
    isPublished: input.is_published,
  }
  const saved = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db
    let rowId: number
    if (id === null) {
      const positions = (await db.select({ position: features.position }).from(features)).map((r) => r.position)
      const [row] = await db
        .insert(features)
        .values({ ...values, position: Math.max(-1, ...positions) + 1 })
        .returning({ id: features.id })
      rowId = row!.id
    } else {
      await db.update(features).set(values).where(eq(features.id, id))
      rowId = id
    }
    const after = await loadFeature(db, rowId, locale)
    const change = before ? changedFields(before, after) : null
    await recordAudit(db, actor, {
      action: id === null ? 'content.feature.create' : 'content.feature.update',
      entityType: 'feature',
      entityId: rowId,
      summary: after.title.ru.slice(0, 200),
      before: before ? change?.before : null,
      after: before ? change?.after : after,
    })
    return after
  })
  storefrontContentChanged(ctx)
  return saved
}

export async function deleteFeature(ctx: Ctx, actor: AuditActor, id: number, locale: Locale): Promise<void> {
  const before = await loadFeature(ctx.db, id, locale)
  await ctx.db.transaction(async (tx) => {
    await tx.delete(features).where(eq(features.id, id))
    await recordAudit(tx as unknown as Db, actor, {
      action: 'content.feature.delete',
      entityType: 'feature',
      entityId: id,
      summary: before.title.ru.slice(0, 200),
      before,
    })
  })
  storefrontContentChanged(ctx)
}

export async function moveFeature(
  ctx: Ctx,
  actor: AuditActor,
  id: number,
  direction: MoveDirection,
  locale: Locale,
): Promise<StaffFeature[]> {
  const feature = await loadFeature(ctx.db, id, locale)
  const list = await listFeatures(ctx.db)
  const order = movedOrder(
    list.map((f) => f.id),
    id,
    direction,
  )
  if (order) {
    await ctx.db.transaction(async (tx) => {
      for (const [position, featureId] of order.entries())
        await tx.update(features).set({ position }).where(eq(features.id, featureId))
      await recordAudit(tx as unknown as Db, actor, {
        action: 'content.feature.move',
        entityType: 'feature',
        entityId: id,
        summary: feature.title.ru.slice(0, 200),
        before: { order: list.map((f) => f.id) },
        after: { order },
      })
    })
    storefrontContentChanged(ctx)
  }
  return listFeatures(ctx.db)
}
