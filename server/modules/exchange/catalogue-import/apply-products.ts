// Товары → products, set-based: the file's products are gathered in a temporary table (`import_products`, dropped
// at commit), get their keys, category and brand, and are upserted by 1C's Ид in one statement that writes a row
// only when something differs (so `updated_at` of an unchanged product is left alone). The Russian texts follow
// 1C; an English translation made in the shop is kept. A product with published characteristics is shown as them
// (decision 017), so it stays hidden itself.
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { rowsOf } from '../../catalogue/sql-rows'
import { assignProductKeys } from './product-keys'
import { countOf, tempTable } from './staged'
import type { ChangeCounts, DerivedSku } from './summary'

/** The root category holding new products whose group the shop does not know. */
const UNGROUPED = { path: '1c-ungrouped', title: { ru: 'Без группы', en: 'Ungrouped' } }

async function gatherProducts(db: Db, importId: number): Promise<void> {
  await tempTable(
    db,
    'import_products',
    ['external_id'],
    sql`select distinct on (s.external_id) s.seq, s.external_id, s.data, p.id as product_id, p.slug as old_slug,
      p.sku as old_sku, coalesce(p.is_published, false) as was_published, null::text as sku, null::text as slug,
      null::integer as category_id, null::integer as brand_id
    from exchange_staged s left join products p on p.external_id = s.external_id
    where s.import_id = ${importId} and s.kind = 'product'
    order by s.external_id, s.seq desc`,
  )
}

async function ungroupedCategory(db: Db): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into categories (slug, path, depth, position, title)
      values (${UNGROUPED.path}, ${UNGROUPED.path}, 0, 1000, ${JSON.stringify(UNGROUPED.title)}::jsonb)
      on conflict (path) do update set path = excluded.path returning id`),
  )
  if (!row) throw new Error('the category for ungrouped products was not made')
  return row.id
}

async function resolveReferences(db: Db): Promise<void> {
  await db.execute(sql`update import_products t set
    category_id = coalesce((select c.id from categories c where c.external_id = t.data->>'groupId'),
      (select p.category_id from products p where p.id = t.product_id)),
    brand_id = case when t.data->'brand'->>'id' is not null
      then (select b.id from brands b where b.external_id = t.data->'brand'->>'id')
      else (select b.id from brands b where lower(b.title) = lower(t.data->'brand'->>'name') order by b.id limit 1)
    end`)
  const [missing] = rowsOf<{ any: boolean }>(
    await db.execute(sql`select exists(select 1 from import_products where category_id is null) as any`),
  )
  if (missing?.any)
    await db.execute(sql`update import_products set category_id = ${await ungroupedCategory(db)}
      where category_id is null`)
}

async function upsertProducts(db: Db): Promise<ChangeCounts> {
  const rows = rowsOf<{ inserted: boolean; hidden: boolean }>(
    await db.execute(sql`with parents as (
        select distinct split_part(external_id, '#', 1) as external_id from products
        where external_id like '%#%' and is_published),
      source as (
        select t.external_id, t.slug, t.sku, jsonb_build_object('ru', t.data->>'title', 'en', '') as title,
          case when t.data->>'description' is null then null
            else jsonb_build_object('ru', t.data->>'description', 'en', '') end as description,
          t.category_id, t.brand_id,
          case when jsonb_typeof(t.data->'images') = 'array' then t.data->'images'->>0 else old.image end as image,
          (t.data->>'packQuantity')::integer as pack_quantity,
          case when t.data ? 'weight' then (t.data->>'weight')::integer else old.weight end as weight,
          not (t.data->>'deleted')::boolean and t.external_id not in (select external_id from parents) as is_published
        from import_products t left join products old on old.id = t.product_id)
      insert into products as p (external_id, slug, sku, title, description, category_id, brand_id, image,
        pack_quantity, weight, is_published)
      select external_id, slug, sku, title, description, category_id, brand_id, image, pack_quantity, weight,
        is_published from source
      on conflict (external_id) do update set sku = excluded.sku,
        title = p.title || jsonb_build_object('ru', excluded.title->>'ru'),
        description = case when excluded.description is null then null
          else coalesce(p.description, '{"en": ""}'::jsonb)
            || jsonb_build_object('ru', excluded.description->>'ru') end,
        category_id = excluded.category_id, brand_id = excluded.brand_id, image = excluded.image,
        pack_quantity = excluded.pack_quantity, weight = excluded.weight, is_published = excluded.is_published,
        updated_at = now()
      where (p.sku, p.title->>'ru', p.description->>'ru', p.category_id, p.brand_id, p.image, p.pack_quantity,
          p.weight, p.is_published)
        is distinct from (excluded.sku, excluded.title->>'ru', excluded.description->>'ru', excluded.category_id,
          excluded.brand_id, excluded.image, excluded.pack_quantity, excluded.weight, excluded.is_published)
      returning xmax = 0 as inserted,
        not p.is_published and exists(select 1 from import_products t
          where t.external_id = p.external_id and t.was_published) as hidden`),
  )
  await db.execute(sql`update import_products t set product_id = p.id from products p
    where p.external_id = t.external_id and t.product_id is null`)
  // The characteristics of a product 1C deleted go with it.
  const variants = countOf(
    await db.execute(sql`update products v set is_published = false, updated_at = now()
      from import_products t
      where (t.data->>'deleted')::boolean and v.external_id like '%#%' and v.is_published
        and split_part(v.external_id, '#', 1) = t.external_id
      returning v.id`),
  )
  return {
    created: rows.filter((row) => row.inserted).length,
    updated: rows.filter((row) => !row.inserted).length,
    hidden: rows.filter((row) => row.hidden).length + variants,
  }
}

/** A full catalogue hides the shop's 1C products it no longer names, and their characteristics; never deletes. */
export async function hideUnnamedProducts(db: Db): Promise<number> {
  return countOf(
    await db.execute(sql`update products p set is_published = false, updated_at = now()
      where p.external_id is not null and p.is_published
        and not exists(select 1 from import_products t where t.external_id = split_part(p.external_id, '#', 1))
      returning p.id`),
  )
}

export async function applyProducts(
  db: Db,
  importId: number,
): Promise<{ counts: ChangeCounts; derivedSkus: DerivedSku[] }> {
  await gatherProducts(db, importId)
  const derivedSkus = await assignProductKeys(db, 'import_products')
  await resolveReferences(db)
  return { counts: await upsertProducts(db), derivedSkus }
}
