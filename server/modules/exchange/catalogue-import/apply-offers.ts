// Предложения → prices and stock of the products they name. Prices per price type (kopecks already); a full
// offers file replaces each named product's prices in the price types it carries. Stock: per warehouse when the
// offer splits it (the product's total is then their sum), else Количество as the total. An offer for a product
// the shop does not know is skipped and counted, never failing the file.
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { rowsOf } from '../../catalogue/sql-rows'
import type { CmlWarehouse } from '../commerceml/records'
import { countOf, stagedOf, tempTable } from './staged'

export async function applyWarehouses(db: Db, importId: number): Promise<void> {
  const staged = await stagedOf<CmlWarehouse>(db, importId, 'warehouse')
  if (staged.length === 0) return
  await db.execute(sql`insert into warehouses (external_id, title)
    select w.id, coalesce(nullif(trim(w.name), ''), w.id)
    from json_to_recordset(${JSON.stringify(staged)}::json) as w(id text, name text)
    on conflict (external_id) do update set title = excluded.title where warehouses.title <> excluded.title`)
}

export async function gatherOffers(db: Db, importId: number): Promise<void> {
  await tempTable(
    db,
    'import_offers',
    ['external_id'],
    sql`select distinct on (s.external_id) s.seq, s.external_id, s.data, p.id as product_id
    from exchange_staged s left join products p on p.external_id = s.external_id
    where s.import_id = ${importId} and s.kind = 'offer'
    order by s.external_id, s.seq desc`,
  )
}

/** Offers still without a product once the characteristics have theirs. */
export async function skippedOffers(db: Db): Promise<{ count: number; ids: string[] }> {
  const skipped = rowsOf<{ external_id: string }>(
    await db.execute(sql`select external_id from import_offers where product_id is null order by seq`),
  )
  return { count: skipped.length, ids: skipped.slice(0, 20).map((row) => row.external_id) }
}

export async function applyPrices(
  db: Db,
  importId: number,
  full: boolean,
): Promise<{ written: number; removed: number }> {
  await tempTable(
    db,
    'import_prices',
    ['product_id', 'price_type_id'],
    sql`select distinct on (pt.id, o.product_id) pt.id as price_type_id, o.product_id,
      round((e->>'price')::numeric)::bigint as price
    from import_offers o cross join jsonb_array_elements(o.data->'prices') e
      join price_types pt on pt.external_id = e->>'priceTypeId'
    where o.product_id is not null
    order by pt.id, o.product_id, o.seq desc`,
  )
  const written = countOf(
    await db.execute(sql`insert into product_prices (price_type_id, product_id, price)
      select price_type_id, product_id, price from import_prices
      on conflict (price_type_id, product_id) do update set price = excluded.price
      where product_prices.price <> excluded.price
      returning product_id`),
  )
  const removed = full
    ? countOf(
        await db.execute(sql`delete from product_prices pp
          where pp.product_id in (select product_id from import_offers where product_id is not null)
            and pp.price_type_id in (select pt.id from price_types pt join exchange_staged s
              on s.external_id = pt.external_id and s.kind = 'priceType' and s.import_id = ${importId})
            and not exists(select 1 from import_prices ip
              where ip.product_id = pp.product_id and ip.price_type_id = pp.price_type_id)
          returning pp.product_id`),
      )
    : 0
  return { written, removed }
}

export async function applyStock(db: Db): Promise<{ rows: number; productsChanged: number }> {
  await tempTable(
    db,
    'import_stocks',
    ['product_id', 'warehouse_id'],
    sql`select o.product_id, w.id as warehouse_id, sum((e->>'quantity')::numeric)::integer as quantity
    from import_offers o cross join jsonb_array_elements(o.data->'stocks') e
      join warehouses w on w.external_id = e->>'warehouseId'
    where o.product_id is not null
    group by o.product_id, w.id`,
  )
  await db.execute(sql`delete from product_stocks ps
    where ps.product_id in (select product_id from import_stocks)
      and not exists(select 1 from import_stocks s
        where s.product_id = ps.product_id and s.warehouse_id = ps.warehouse_id)`)
  const rows = countOf(
    await db.execute(sql`insert into product_stocks (product_id, warehouse_id, quantity)
      select product_id, warehouse_id, quantity from import_stocks
      on conflict (product_id, warehouse_id) do update set quantity = excluded.quantity
      where product_stocks.quantity <> excluded.quantity
      returning product_id`),
  )
  const productsChanged = countOf(
    await db.execute(sql`with sums as (select product_id, sum(quantity) as quantity from import_stocks group by 1),
      totals as (
        select o.product_id, greatest(0, coalesce(sums.quantity, round((o.data->>'quantity')::numeric)))::integer
          as stock
        from import_offers o left join sums on sums.product_id = o.product_id
        where o.product_id is not null
          and (jsonb_array_length(o.data->'stocks') > 0 or o.data->>'quantity' is not null))
      update products p set stock = totals.stock, updated_at = now()
      from totals where totals.product_id = p.id and p.stock <> totals.stock
      returning p.id`),
  )
  return { rows, productsChanged }
}
