// One service for every ordered collection edited in two languages: list in the storefront's order, create at the
// end, update, delete, move one place up or down. Each change is audited in its transaction. Kinds differ only by
// their table (kinds.ts) and their fields (the contract).
import { asc, eq, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Locale } from '../../../../../contract/site'
import type { COLLECTION_INPUTS, CollectionItem, CollectionKind } from '../../../../../contract/staff/site-collections'
import type { Db } from '../../../../db/client'
import { cities, menus } from '../../../../db/schema/content'
import { InvalidFields, NotFound } from '../../../../domain-errors'
import { richText } from '../../../../http/rich-text'
import { translate } from '../../../../i18n'
import { changedFields, recordAudit, type AuditActor } from '../../../audit/record'
import { isUniqueViolation } from '../site/paged'
import { COLLECTION_TABLES, type CollectionTable } from './kinds'

type Row = Record<string, unknown>
export type CollectionFields<K extends CollectionKind> = v.InferOutput<(typeof COLLECTION_INPUTS)[K]>

const camel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/** The API's fields of a row (snake_case), its id and its place in the order. */
function itemOf(kind: CollectionTable, row: Row): CollectionItem {
  const item: CollectionItem = { id: Number(row.id), position: Number(row[kind.orderKey]) }
  for (const [key, value] of Object.entries(row))
    if (key !== 'id' && key !== kind.orderKey && key !== 'updatedAt') item[snake(key)] = value ?? ''
  return item
}

/** The columns of the input: '' of an optional text is stored as null, rich text is cleaned. */
function columnsOf(kind: CollectionTable, fields: Record<string, unknown>): Row {
  const columns: Row = {}
  for (const [key, value] of Object.entries(fields)) {
    const cleaned =
      kind.rich?.includes(key) && value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([locale, html]) => [locale, richText(String(html))]))
        : value
    columns[camel(key)] = cleaned === '' ? null : cleaned
  }
  return columns
}

/** What the audit log keeps of an item: its fields without the position. */
const audited = (kind: CollectionTable, row: Row) => {
  const { id: _id, position: _position, ...fields } = itemOf(kind, row)
  return fields
}

/** The items in their order; of a grouped kind, those of one group (`scope`), or all of them group by group. */
const select = (db: Db, kind: CollectionTable, scope: number | null = null) =>
  db
    .select()
    .from(kind.table)
    .where(kind.scope && scope !== null ? eq(kind.scope.column, scope) : sql`true`)
    .orderBy(...(kind.scope ? [asc(kind.scope.column)] : []), asc(kind.order), asc(kind.id)) as unknown as Promise<
    Row[]
  >

const scopeOf = (kind: CollectionTable, row: Row) => (kind.scope ? Number(row[kind.scope.key]) : null)

export async function listCollection(
  db: Db,
  kindName: CollectionKind,
  scope: number | null = null,
): Promise<CollectionItem[]> {
  const kind = COLLECTION_TABLES[kindName]
  return (await select(db, kind, scope)).map((row) => itemOf(kind, row))
}

async function rowOf(db: Db, kind: CollectionTable, id: number, locale: Locale): Promise<Row> {
  const [row] = (await db.select().from(kind.table).where(eq(kind.id, id)).limit(1)) as Row[]
  if (!row) throw new NotFound(translate('api_not_found', locale))
  return row
}

export async function loadCollectionItem(db: Db, kindName: CollectionKind, id: number, locale: Locale) {
  const kind = COLLECTION_TABLES[kindName]
  return itemOf(kind, await rowOf(db, kind, id, locale))
}

/** Checks what the table's own rules need beyond the fields: the city of a shop exists, one default city. */
async function beforeWrite(db: Db, kindName: CollectionKind, columns: Row, id: number | null, locale: Locale) {
  if (kindName === 'shops') {
    const [city] = await db
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.id, Number(columns.cityId)))
    if (!city) throw new InvalidFields({ city_id: [translate('staff_site_city_unknown', locale)] })
  }
  if (kindName === 'menu_items') {
    const [menu] = await db
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.id, Number(columns.menuId)))
    if (!menu) throw new InvalidFields({ menu_id: [translate('staff_site_menu_unknown', locale)] })
  }
  if (kindName === 'cities' && columns.isDefault)
    await db
      .update(cities)
      .set({ isDefault: false })
      .where(id === null ? sql`true` : sql`${cities.id} <> ${id}`)
}

function uniqueSlug<T>(locale: Locale, run: () => Promise<T>): Promise<T> {
  return run().catch((error: unknown) => {
    if (isUniqueViolation(error)) throw new InvalidFields({ slug: [translate('staff_site_slug_taken', locale)] })
    throw error
  })
}

export const createCollectionItem = <K extends CollectionKind>(
  db: Db,
  actor: AuditActor,
  kindName: K,
  fields: CollectionFields<K>,
  locale: Locale,
): Promise<CollectionItem> =>
  uniqueSlug(locale, () =>
    db.transaction(async (tx) => {
      const kind = COLLECTION_TABLES[kindName]
      const columns = columnsOf(kind, fields)
      await beforeWrite(tx, kindName, columns, null, locale)
      const [last] = await tx.select({ n: sql<number>`coalesce(max(${kind.order}), -1)` }).from(kind.table)
      const [row] = (await tx
        .insert(kind.table)
        .values({ ...columns, [kind.orderKey]: Number(last?.n ?? -1) + 1 })
        .returning()) as Row[]
      await recordAudit(tx, actor, {
        action: `content.${kindName}.create`,
        entityType: kindName,
        entityId: Number(row!.id),
        summary: kind.label(row!),
        after: audited(kind, row!),
      })
      return itemOf(kind, row!)
    }),
  )

export const updateCollectionItem = <K extends CollectionKind>(
  db: Db,
  actor: AuditActor,
  kindName: K,
  id: number,
  fields: CollectionFields<K>,
  locale: Locale,
): Promise<CollectionItem> =>
  uniqueSlug(locale, () =>
    db.transaction(async (tx) => {
      const kind = COLLECTION_TABLES[kindName]
      const before = await rowOf(tx, kind, id, locale)
      const columns = columnsOf(kind, fields)
      await beforeWrite(tx, kindName, columns, id, locale)
      const [row] = (await tx
        .update(kind.table)
        .set('updatedAt' in before ? { ...columns, updatedAt: new Date() } : columns)
        .where(eq(kind.id, id))
        .returning()) as Row[]
      const change = changedFields(audited(kind, before), audited(kind, row!))
      if (change)
        await recordAudit(tx, actor, {
          action: `content.${kindName}.update`,
          entityType: kindName,
          entityId: id,
          summary: kind.label(row!),
          ...change,
        })
      return itemOf(kind, row!)
    }),
  )

export async function deleteCollectionItem(
  db: Db,
  actor: AuditActor,
  kindName: CollectionKind,
  id: number,
  locale: Locale,
): Promise<void> {
  await db.transaction(async (tx) => {
    const kind = COLLECTION_TABLES[kindName]
    const before = await rowOf(tx, kind, id, locale)
    await tx.delete(kind.table).where(eq(kind.id, id))
    await recordAudit(tx, actor, {
      action: `content.${kindName}.delete`,
      entityType: kindName,
      entityId: id,
      summary: kind.label(before),
      before: audited(kind, before),
    })
  })
}

/**
 * Moves an item one place up or down in the storefront's order, numbering the whole list 0, 1, 2 … again (old
 * data may share positions). At the top or the bottom already, nothing changes. Answers the list in its new order.
 */
export async function moveCollectionItem(
  db: Db,
  actor: AuditActor,
  kindName: CollectionKind,
  id: number,
  direction: 'up' | 'down',
  locale: Locale,
): Promise<CollectionItem[]> {
  return db.transaction(async (tx) => {
    const kind = COLLECTION_TABLES[kindName]
    const item = await rowOf(tx, kind, id, locale)
    const rows = await select(tx, kind, scopeOf(kind, item))
    const from = rows.findIndex((row) => Number(row.id) === id)
    if (from < 0) throw new NotFound(translate('api_not_found', locale))
    const to = direction === 'up' ? from - 1 : from + 1
    if (to < 0 || to >= rows.length) return rows.map((row) => itemOf(kind, row))
    const order = [...rows]
    ;[order[from], order[to]] = [order[to]!, order[from]!]
    for (const [position, row] of order.entries())
      if (Number(row[kind.orderKey]) !== position) {
        await tx
          .update(kind.table)
          .set({ [kind.orderKey]: position })
          .where(eq(kind.id, Number(row.id)))
        row[kind.orderKey] = position
      }
    await recordAudit(tx, actor, {
      action: `content.${kindName}.move`,
      entityType: kindName,
      entityId: id,
      summary: kind.label(rows[from]!),
      before: { position: from },
      after: { position: to },
    })
    return order.map((row) => itemOf(kind, row))
  })
}
