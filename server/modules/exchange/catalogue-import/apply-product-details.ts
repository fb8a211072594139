// What hangs off each product of the file: its gallery (every picture, the first one also being the card image, as
// the storefront's gallery shows the list whole), its filter options of 1C's reference properties and its specs.
// A product's list is rewritten only when it differs, and the product's `updated_at` then moves.
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { countOf, tempTable } from './staged'

/** Moves `updated_at` of the products in `table` that were there before this import (new ones have it already). */
async function touch(db: Db, table: string): Promise<void> {
  await db.execute(sql`update products set updated_at = now() where id in (select c.product_id
    from ${sql.identifier(table)} c join import_products t on t.product_id = c.product_id
    where t.old_slug is not null)`)
}

export async function applyGalleries(db: Db): Promise<number> {
  await tempTable(
    db,
    'import_galleries',
    ['product_id'],
    sql`select t.product_id from import_products t
    where jsonb_typeof(t.data->'images') = 'array' and t.data->'images' <> coalesce((select jsonb_agg(i.image
        order by i.position, i.id) from product_images i where i.product_id = t.product_id and i.kind = 'gallery'),
      '[]'::jsonb)`,
  )
  await db.execute(sql`delete from product_images where kind = 'gallery'
    and product_id in (select product_id from import_galleries)`)
  await db.execute(sql`insert into product_images (product_id, image, kind, position)
    select t.product_id, e.image, 'gallery', e.n - 1
    from import_products t join import_galleries g on g.product_id = t.product_id
      cross join jsonb_array_elements_text(t.data->'images') with ordinality as e(image, n)`)
  await touch(db, 'import_galleries')
  return countOf(await db.execute(sql`select product_id from import_galleries`))
}

/** Options of 1C's groups only: an option the shop gave a product itself is left alone. */
export async function applyFacets(db: Db): Promise<number> {
  await tempTable(
    db,
    'import_wanted_options',
    ['product_id', 'option_id'],
    sql`select t.product_id, o.id as option_id from import_products t
      cross join jsonb_array_elements_text(t.data->'options') as v(external_id)
      join filter_options o on o.external_id = v.external_id
    where jsonb_typeof(t.data->'options') = 'array'`,
  )
  await tempTable(
    db,
    'import_facets',
    ['product_id'],
    sql`select distinct product_id from (
      select pfo.product_id from product_filter_options pfo
        join filter_options o on o.id = pfo.option_id and o.external_id is not null
        join import_products t on t.product_id = pfo.product_id and jsonb_typeof(t.data->'options') = 'array'
      where not exists(select 1 from import_wanted_options w
        where w.product_id = pfo.product_id and w.option_id = pfo.option_id)
      union all
      select w.product_id from import_wanted_options w where not exists(select 1 from product_filter_options pfo
        where pfo.product_id = w.product_id and pfo.option_id = w.option_id)) changed`,
  )
  await db.execute(sql`delete from product_filter_options pfo using filter_options o
    where o.id = pfo.option_id and o.external_id is not null
      and pfo.product_id in (select product_id from import_facets)
      and not exists(select 1 from import_wanted_options w
        where w.product_id = pfo.product_id and w.option_id = pfo.option_id)`)
  await db.execute(sql`insert into product_filter_options (product_id, option_id)
    select distinct product_id, option_id from import_wanted_options on conflict do nothing`)
  await touch(db, 'import_facets')
  return countOf(await db.execute(sql`select product_id from import_facets`))
}

export async function applySpecs(db: Db): Promise<number> {
  await tempTable(
    db,
    'import_specs',
    ['product_id'],
    sql`select t.product_id from import_products t
    where jsonb_typeof(t.data->'specs') = 'array'
      and (select coalesce(jsonb_agg(jsonb_build_array(e->>'title', e->>'value')), '[]'::jsonb)
          from jsonb_array_elements(t.data->'specs') e)
        <> coalesce((select jsonb_agg(jsonb_build_array(s.title->>'ru', s.value->>'ru') order by s.position)
          from product_specs s where s.product_id = t.product_id), '[]'::jsonb)`,
  )
  await db.execute(sql`delete from product_specs where product_id in (select product_id from import_specs)`)
  await db.execute(sql`insert into product_specs (product_id, position, title, value)
    select t.product_id, e.n - 1, jsonb_build_object('ru', e.spec->>'title', 'en', ''),
      jsonb_build_object('ru', e.spec->>'value', 'en', '')
    from import_products t join import_specs c on c.product_id = t.product_id
      cross join jsonb_array_elements(t.data->'specs') with ordinality as e(spec, n)`)
  await touch(db, 'import_specs')
  return countOf(await db.execute(sql`select product_id from import_specs`))
}
