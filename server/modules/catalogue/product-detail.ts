// catalog/products/{id}/: one product with everything its page shows, looked up by id or slug. Two round
// trips: the product's own data (images, colours, neighbours, related ids), the same for every visitor, then the
// cards of the product and its related goods, which carry the buyer-only fields; both kept until the next change
// (the buyer's cards per price list, their wait list read per request).
import { sql } from 'drizzle-orm'
import type { ColorRef, ProductDetail, ProductNeighbour } from '../../../contract/catalogue'
import type { Locale } from '../../../contract/site'
import type { AppContext } from '../../context'
import { jsonBytes } from '../../http/ttl-cache'
import type { Localized } from '../../db/schema/columns'
import { richText } from '../../http/rich-text'
import { pick } from '../../localize'
import { nameKey } from './listing-filters'
import { keptProductCards, type Viewer } from './product-cards'
import { categoryTrail, type CatalogueReference } from './reference'
import { rowsOf } from './sql-rows'
import { visibleCategoryOf } from './visibility'

type NeighbourRow = { id: number; slug: string; title: Localized }

type DetailRow = {
  id: number
  category_id: number
  description: Localized | null
  description_short: Localized | null
  size: Localized | null
  packing: Localized | null
  composition: Localized | null
  weight: number | null
  expiration_months: number | null
  country: Localized | null
  images: string[]
  spin_images: string[]
  colors: { slug: string; title: Localized; color_code: string }[]
  specs: { title: Localized; value: Localized }[]
  previous: NeighbourRow | null
  next: NeighbourRow | null
  related: number[]
}

const MAX_ID = 2_147_483_647

/** The product in the same category just before (`<`) or after (`>`) the product `p` in name order. */
function neighbour(direction: '<' | '>', locale: Locale) {
  const order = direction === '<' ? sql`desc` : sql`asc`
  const key = (alias: 'n' | 'p') => nameKey(locale, sql.raw(`${alias}.title`))
  return sql`(select json_build_object('id', n.id, 'slug', n.slug, 'title', n.title) from products n
    where n.category_id = p.category_id and n.is_published
      and (${key('n')}, n.id) ${sql.raw(direction)} (${key('p')}, p.id)
    order by ${key('n')} ${order}, n.id ${order} limit 1)`
}

const imagesOf = (kind: 'gallery' | 'spin') =>
  sql`coalesce((select json_agg(i.image order by i.position, i.id) from product_images i
    where i.product_id = p.id and i.kind = ${kind}), '[]'::json)`

const toNeighbour = (row: NeighbourRow | null, locale: Locale): ProductNeighbour | null =>
  row ? { id: row.id, slug: row.slug, title: pick(row.title, locale) } : null

const text = (value: Localized | null, locale: Locale) => (value ? pick(value, locale) || null : null)

/** The product's own data, the same for every visitor (its neighbours follow the locale's name order). */
async function readDetailRow(db: AppContext['db'], idOrSlug: string, locale: Locale): Promise<DetailRow | null> {
  const numeric = /^\d{1,10}$/.test(idOrSlug) ? Number(idOrSlug) : null
  if (numeric !== null && numeric > MAX_ID) return null
  const [row] = rowsOf<DetailRow>(
    await db.execute(sql`select p.id, p.category_id, p.description, p.description_short, p.size, p.packing,
      p.composition, p.weight, p.expiration_months,
      (select c.title from countries c where c.id = p.country_id) as country,
      ${imagesOf('gallery')} as images,
      ${imagesOf('spin')} as spin_images,
      coalesce((select json_agg(
          json_build_object('slug', c.slug, 'title', c.title, 'color_code', c.color_code) order by c.position, c.id)
        from product_colors pc join colors c on c.id = pc.color_id where pc.product_id = p.id), '[]'::json) as colors,
      coalesce((select json_agg(json_build_object('title', s.title, 'value', s.value) order by s.position)
        from product_specs s where s.product_id = p.id), '[]'::json) as specs,
      ${neighbour('<', locale)} as previous,
      ${neighbour('>', locale)} as next,
      coalesce((select json_agg(r.related_id order by r.position, r.related_id) from related_products r
        where r.product_id = p.id and r.related_id <> p.id), '[]'::json) as related
      from products p
      where ${numeric === null ? sql`p.slug = ${idOrSlug}` : sql`p.id = ${numeric}`}
        and p.is_published and ${visibleCategoryOf(sql`p.category_id`)}`),
  )
  return row ?? null
}

export async function loadProductDetail(
  ctx: Pick<AppContext, 'db' | 'cache'>,
  reference: CatalogueReference,
  idOrSlug: string,
  viewer: Viewer,
  locale: Locale,
): Promise<ProductDetail | null> {
  const row = await ctx.cache.get(
    `product:${locale}:${idOrSlug}`,
    () => readDetailRow(ctx.db, idOrSlug, locale),
    jsonBytes,
  )
  if (!row) return null
  const [card, ...related] = await keptProductCards(ctx, [row.id, ...row.related], viewer, locale)
  if (!card) return null
  const trail = categoryTrail(reference, row.category_id).map((category) => ({
    slug: category.slug,
    title: pick(category.title, locale),
    path: category.path,
  }))
  const category = trail.at(-1)
  if (!category) return null

  return {
    ...card,
    description: richText(text(row.description, locale) ?? ''),
    description_short: text(row.description_short, locale) ?? '',
    images: row.images.map((image) => ({ image })),
    spin_images: row.spin_images.map((image) => ({ image })),
    size: text(row.size, locale),
    country: text(row.country, locale),
    packing: text(row.packing, locale),
    weight: row.weight,
    expiration: row.expiration_months,
    composition: text(row.composition, locale),
    specs: row.specs.map((spec) => ({ title: pick(spec.title, locale), value: pick(spec.value, locale) })),
    colors: row.colors.map((color): ColorRef => ({
      slug: color.slug,
      title: pick(color.title, locale),
      color_code: color.color_code,
    })),
    category: { ...category, categories_path: trail.slice(0, -1) },
    previous: toNeighbour(row.previous, locale),
    next: toNeighbour(row.next, locale),
    related,
  }
}
