// Characteristics (ХарактеристикиТовара, offers `product#characteristic`) as products of their own (decision 017):
// each gets its own SKU (the offer's Артикул, else derived), a title naming the characteristic and a slug made
// once, and takes its product's category, brand, texts, pictures, pack, weight, filter options and specs. The
// product they belong to is hidden, since a buyer orders a concrete characteristic.
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { assignProductKeys } from './product-keys'
import { countOf, tempTable } from './staged'
import type { DerivedSku } from './summary'

/** The characteristics of products the shop knows, with their own product when they have one already. */
async function gatherVariants(db: Db): Promise<void> {
  await tempTable(
    db,
    'import_variants',
    ['external_id'],
    sql`select o.seq, o.external_id, parent.id as parent_id, v.id as product_id, v.slug as old_slug,
      v.sku as old_sku, null::text as sku, null::text as slug,
      jsonb_build_object(
        'sku', coalesce(nullif(trim(o.data->>'sku'), ''), parent.sku),
        'slugBase', o.data->>'slugBase',
        'title', case when coalesce(trim(o.data->>'name'), '') not in ('', parent.title->>'ru')
          then trim(o.data->>'name')
          else parent.title->>'ru' || coalesce(' (' || nullif(o.data->>'characteristicsText', '') || ')', '') end,
        'deleted', (o.data->>'deleted')::boolean) as data
    from import_offers o join products parent on parent.external_id = o.data->>'productId'
      left join products v on v.external_id = o.external_id
    where o.data->>'characteristicId' is not null`,
  )
}

async function insertVariants(db: Db): Promise<number> {
  const created = countOf(
    await db.execute(sql`insert into products (external_id, slug, sku, title, description, description_short,
        category_id, brand_id, country_id, pack_quantity, size, packing, weight, expiration_months, composition, image,
        is_published)
      select t.external_id, t.slug, t.sku, jsonb_build_object('ru', t.data->>'title', 'en', ''), p.description,
        p.description_short, p.category_id, p.brand_id, p.country_id, p.pack_quantity, p.size, p.packing, p.weight,
        p.expiration_months, p.composition, p.image, not (t.data->>'deleted')::boolean
      from import_variants t join products p on p.id = t.parent_id
      where t.product_id is null
      returning id`),
  )
  await db.execute(sql`update import_variants t set product_id = p.id from products p
    where p.external_id = t.external_id and t.product_id is null`)
  await db.execute(sql`insert into product_images (product_id, image, kind, position)
    select t.product_id, i.image, i.kind, i.position
    from import_variants t join product_images i on i.product_id = t.parent_id
    where t.old_slug is null`)
  await db.execute(sql`insert into product_filter_options (product_id, option_id)
    select t.product_id, o.option_id from import_variants t join product_filter_options o on o.product_id = t.parent_id
    where t.old_slug is null`)
  await db.execute(sql`insert into product_specs (product_id, position, title, value)
    select t.product_id, s.position, s.title, s.value from import_variants t join product_specs s
      on s.product_id = t.parent_id
    where t.old_slug is null`)
  return created
}

/** A known characteristic follows its offer (title, SKU, deletion) and its product (what it was copied from). */
async function updateVariants(db: Db): Promise<number> {
  return countOf(
    await db.execute(sql`update products v set sku = t.sku,
        title = v.title || jsonb_build_object('ru', t.data->>'title'),
        category_id = p.category_id, brand_id = p.brand_id, description = p.description, image = p.image,
        pack_quantity = p.pack_quantity, weight = p.weight, is_published = not (t.data->>'deleted')::boolean,
        updated_at = now()
      from import_variants t join products p on p.id = t.parent_id
      where v.id = t.product_id and t.old_slug is not null
        and (v.sku, v.title->>'ru', v.category_id, v.brand_id, v.description, v.image, v.pack_quantity, v.weight,
          v.is_published)
        is distinct from (t.sku, t.data->>'title', p.category_id, p.brand_id, p.description, p.image, p.pack_quantity,
          p.weight, not (t.data->>'deleted')::boolean)
      returning v.id`),
  )
}

export type VariantsResult = { created: number; updated: number; hidden: number; derivedSkus: DerivedSku[] }

export async function applyVariants(db: Db, fullOffers: boolean): Promise<VariantsResult> {
  await gatherVariants(db)
  const derivedSkus = await assignProductKeys(db, 'import_variants')
  const created = await insertVariants(db)
  const updated = await updateVariants(db)
  await db.execute(sql`update import_offers o set product_id = t.product_id from import_variants t
    where t.external_id = o.external_id and o.product_id is null`)
  const parents = countOf(
    await db.execute(sql`update products p set is_published = false, updated_at = now()
      where p.is_published and p.id in (select parent_id from import_variants)
      returning p.id`),
  )
  const gone = fullOffers
    ? countOf(
        await db.execute(sql`update products p set is_published = false, updated_at = now()
          where p.is_published and p.external_id like '%#%'
            and not exists(select 1 from import_offers o where o.external_id = p.external_id)
          returning p.id`),
      )
    : 0
  return { created, updated, hidden: parents + gone, derivedSkus }
}
