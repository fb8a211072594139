// What the dealer feed reads: the published price list it was configured with, the visible categories holding
// published goods (with their ancestors), and the offers in batches by id (keyset), so a catalogue of any size
// passes through with one batch in memory. Texts are the Russian ones.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../modules/catalogue/sql-rows'
import { visibleCategoryOf } from '../../modules/catalogue/visibility'

export type FeedCategory = { id: number; parent_id: number | null; title: string }

export type FeedParam = { name: string; value: string }

export type FeedOffer = {
  id: number
  slug: string
  sku: string
  title: string
  description: string | null
  category_id: number
  available: boolean
  /** Kopecks per unit in the feed's price list; null without one or where the list has no price. */
  price: number | null
  brand: string | null
  pictures: string[]
  params: FeedParam[]
}

const BATCH = 500

/** The id of the price list named `titleOrExternalId` (its title or its 1C Ид); null when there is none. */
export async function feedPriceTypeId(db: Db, titleOrExternalId: string | undefined): Promise<number | null> {
  if (!titleOrExternalId) return null
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from price_types where title = ${titleOrExternalId}
      or external_id = ${titleOrExternalId} order by (title = ${titleOrExternalId}) desc, id limit 1`),
  )
  return row?.id ?? null
}

/** Visible categories with a published product in them or below them, parents before children. */
export async function feedCategories(db: Db): Promise<FeedCategory[]> {
  return rowsOf<FeedCategory>(
    await db.execute(sql`with used as (select distinct category_id as id from products where is_published)
      select c.id, c.parent_id, c.title->>'ru' as title from categories c
      where ${visibleCategoryOf(sql`c.id`)} and exists (select 1 from used join categories own on own.id = used.id
        where own.path = c.path or starts_with(own.path, c.path || '/'))
      order by c.depth, c.position, c.id`),
  )
}

function offerPage(db: Db, priceTypeId: number | null, afterId: number) {
  return db.execute(sql`select p.id, p.slug, p.sku, p.title->>'ru' as title, p.description->>'ru' as description,
      p.category_id, (p.can_order and (p.stock > 0 or p.on_order)) as available,
      (select pp.price::float8 from product_prices pp
        where pp.product_id = p.id and pp.price_type_id = ${priceTypeId}) as price,
      (select b.title from brands b where b.id = p.brand_id and b.is_published) as brand,
      array_remove(array[p.image], null) || coalesce((select array_agg(i.image order by i.position, i.id)
        from product_images i where i.product_id = p.id and i.kind = 'gallery' and i.image is distinct from p.image),
        '{}') as pictures,
      coalesce((select json_agg(json_build_object('name', s.title->>'ru', 'value', s.value->>'ru') order by s.position)
        from product_specs s where s.product_id = p.id), '[]'::json)::jsonb
      || coalesce((select jsonb_agg(jsonb_build_object('name', g.title->>'ru', 'value', o.title->>'ru')
          order by g.position, g.id, o.position, o.id)
        from product_filter_options pfo join filter_options o on o.id = pfo.option_id
        join filter_groups g on g.id = o.group_id where pfo.product_id = p.id), '[]'::jsonb) as params
    from products p
    where p.is_published and p.id > ${afterId} and ${visibleCategoryOf(sql`p.category_id`)}
    order by p.id limit ${BATCH}`)
}

/** The feed's offers in batches of at most 500, in id order. */
export async function* offerBatches(db: Db, priceTypeId: number | null): AsyncGenerator<FeedOffer[]> {
  let afterId = 0
  for (;;) {
    const rows = rowsOf<FeedOffer>(await offerPage(db, priceTypeId, afterId))
    if (rows.length > 0) yield rows
    if (rows.length < BATCH) return
    afterId = rows[rows.length - 1]?.id ?? afterId
  }
}
