// Product cards for every answer that lists products (catalogue, search, related goods, brand, PDF). This is
// the one place that decides whether a viewer sees price, stock band and wait-list state: for guests those
// keys are absent from the card, not null, and the database is not even asked for them.
import { sql, type SQL } from 'drizzle-orm'
import { OUT_OF_STOCK, type AmountBand, type ProductCard } from '../../../contract/catalogue'
import type { Locale } from '../../../contract/site'
import type { AppContext, SessionUser } from '../../context'
import type { Db } from '../../db/client'
import type { Localized } from '../../db/schema/columns'
import { jsonBytes } from '../../http/ttl-cache'
import { pick } from '../../localize'
import { rowsOf } from './sql-rows'
import { visibleCategoryOf } from './visibility'

/**
 * Who is looking: a signed-in, active buyer sees prices of their price list and stock; a guest (null) does not.
 * `priceTypeId` null (no price list at all yet) shows every product without a price.
 */
export type Viewer = { userId: number; priceTypeId: number | null } | null

/** A signed-in buyer as a viewer. */
export type Buyer = NonNullable<Viewer>

export const buyerViewer = (user: SessionUser): Buyer => ({ userId: user.id, priceTypeId: user.priceTypeId })

export const viewerOf = (user: SessionUser | null): Viewer => (user?.isActive ? buyerViewer(user) : null)

/** The viewer's price of the product aliased `p`, in kopecks, or null when their price list has none. */
export const priceOf = (viewer: Buyer): SQL =>
  sql`(select pp.price from product_prices pp where pp.product_id = p.id and pp.price_type_id = ${viewer.priceTypeId})`

/** The stock band shown to buyers instead of the exact figure. */
export function amountBand(stock: number): AmountBand {
  if (stock <= 0) return OUT_OF_STOCK
  if (stock < 10) return '<10'
  if (stock < 100) return '<100'
  if (stock < 1000) return '<1000'
  return '>1000'
}

/** One card as `cardJson` selects it. */
export type CardRow = {
  id: number
  slug: string
  sku: string
  title: Localized
  image: string | null
  image_alt: Localized | null
  image_title: Localized | null
  pack_quantity: number
  on_order: boolean
  can_order: boolean
  updated: string
  brand: { id: number; slug: string; title: string; logo_color: string | null } | null
  labels: { id: number; slug: string; title: Localized; color: string }[]
  price?: number | string | null
  stock?: number
  in_wait?: boolean
}

const waitsFor = (userId: number, product: SQL) =>
  sql`exists(select 1 from wait_list w
    where w.product_id = ${product} and w.user_id = ${userId} and w.notified_at is null)`

/**
 * A JSON object with the card of the product aliased `p`; buyers' fields only for a buyer. Without `waitList` it
 * leaves out whether the buyer waits for it: the card is then the same for every buyer of their price list.
 */
export function cardJson(viewer: Viewer, { waitList = true }: { waitList?: boolean } = {}): SQL {
  const waiting = viewer && waitList ? sql`, 'in_wait', ${waitsFor(viewer.userId, sql`p.id`)}` : sql``
  const buyerFields = viewer ? sql`, 'price', ${priceOf(viewer)}, 'stock', p.stock ${waiting}` : sql``
  return sql`json_build_object(
    'id', p.id, 'slug', p.slug, 'sku', p.sku, 'title', p.title, 'image', p.image, 'image_alt', p.image_alt,
    'image_title', p.image_title, 'pack_quantity', p.pack_quantity, 'on_order', p.on_order, 'can_order', p.can_order,
    'updated', p.updated_at,
    'brand', (select json_build_object('id', b.id, 'slug', b.slug, 'title', b.title, 'logo_color', b.logo_color)
      from brands b where b.id = p.brand_id and b.is_published),
    'labels', coalesce((select json_agg(
        json_build_object('id', l.id, 'slug', l.slug, 'title', l.title, 'color', l.color) order by l.position, l.id)
      from product_labels pl join labels l on l.id = pl.label_id where pl.product_id = p.id), '[]'::json)
    ${buyerFields})`
}

export function toProductCard(row: CardRow, viewer: Viewer, locale: Locale): ProductCard {
  const title = pick(row.title, locale)
  const card: ProductCard = {
    id: row.id,
    slug: row.slug,
    title,
    sku_full: row.sku,
    image: row.image,
    image_alt: pick(row.image_alt, locale) || title,
    image_title: pick(row.image_title, locale) || title,
    labels: row.labels.map((label) => ({
      id: label.id,
      slug: label.slug,
      title: pick(label.title, locale),
      color: label.color,
    })),
    brand: row.brand,
    pack_quantity: row.pack_quantity,
    on_order: row.on_order,
    permissions: { can_order: row.can_order },
    updated: new Date(row.updated).toISOString(),
  }
  if (viewer) {
    card.price = row.price == null ? null : Number(row.price)
    card.amount = amountBand(Number(row.stock))
    card.in_wait = row.in_wait === true
  }
  return card
}

/** Which of `ids` the buyer waits for (subscribed, not told yet). */
export async function waitedFor(db: Db, userId: number, ids: number[]): Promise<Set<number>> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select u.id from unnest(${sql.param(ids)}::int[]) u(id) where ${waitsFor(userId, sql`u.id`)}`),
  )
  return new Set(rows.map((row) => row.id))
}

/** The rows of the cards of `ids` in that order; unknown or unpublished products are left out. */
async function readCardRows(db: Db, ids: number[], viewer: Viewer, options?: { waitList?: boolean }) {
  const rows = rowsOf<{ card: CardRow }>(
    await db.execute(sql`select ${cardJson(viewer, options)} as card from products p
      where p.id in ${ids} and p.is_published and ${visibleCategoryOf(sql`p.category_id`)}`),
  )
  const byId = new Map(rows.map(({ card }) => [card.id, card]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

const safeIds = (ids: number[]) => ids.filter((id) => Number.isSafeInteger(id))

/** Loads the cards of `ids` in that order; unknown or unpublished products are left out. */
export async function loadProductCards(db: Db, ids: number[], viewer: Viewer, locale: Locale): Promise<ProductCard[]> {
  const wanted = safeIds(ids)
  if (wanted.length === 0) return []
  return (await readCardRows(db, wanted, viewer)).map((row) => toProductCard(row, viewer, locale))
}

/**
 * `loadProductCards` for pages every visitor asks for: the cards are kept until the next change, a guest's without
 * price or stock, a buyer's per price list; whether the buyer waits for each product is theirs and read per request.
 */
export async function keptProductCards(
  ctx: Pick<AppContext, 'db' | 'cache'>,
  ids: number[],
  viewer: Viewer,
  locale: Locale,
): Promise<ProductCard[]> {
  const wanted = safeIds(ids)
  if (wanted.length === 0) return []
  const audience = viewer ? `prices:${viewer.priceTypeId}` : 'guest'
  const [rows, waited] = await Promise.all([
    ctx.cache.get(
      `product-cards:${audience}:${wanted.join(',')}`,
      () => readCardRows(ctx.db, wanted, viewer, { waitList: false }),
      jsonBytes,
    ),
    viewer ? waitedFor(ctx.db, viewer.userId, wanted) : null,
  ])
  return rows.map((row) => toProductCard(waited ? { ...row, in_wait: waited.has(row.id) } : row, viewer, locale))
}
