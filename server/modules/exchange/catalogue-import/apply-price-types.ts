// ТипыЦен → price types by 1C's Ид. A price type the shop made itself under the same title is adopted; another
// title clash gets a numbered title (titles are unique). The default price list: the configured one
// (EXCHANGE_1C_DEFAULT_PRICE_TYPE, by title or Ид) when set, else — when the file brings exactly one and the shop's
// default is not one of 1C's (none yet, or the shop's own, as the demo data's) — that one, so a first import leaves
// every buyer able to order what 1C priced.
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { rowsOf } from '../../catalogue/sql-rows'
import type { CmlPriceType } from '../commerceml/records'
import type { ImportSettings } from './settings'
import { stagedOf } from './staged'

type PriceTypeRow = { id: number; external_id: string | null; title: string; currency: string; is_default: boolean }

export type PriceTypesResult = { created: number; defaultTitle: string | null }

async function chooseDefault(db: Db, staged: CmlPriceType[], settings: ImportSettings): Promise<string | null> {
  const rows = rowsOf<PriceTypeRow>(
    await db.execute(sql`select id, external_id, title, currency, is_default from price_types order by id`),
  )
  const current = rows.find((row) => row.is_default)
  const wanted = settings.defaultPriceType
  const only = staged.length === 1 ? staged[0] : undefined
  const chosen = wanted
    ? rows.find((row) => row.external_id === wanted || row.title === wanted)
    : current?.external_id == null && only
      ? rows.find((row) => row.external_id === only.id)
      : undefined
  if (!chosen || chosen.id === current?.id) return null
  await db.execute(sql`update price_types set is_default = false, updated_at = now() where is_default`)
  await db.execute(sql`update price_types set is_default = true, updated_at = now() where id = ${chosen.id}`)
  return chosen.title
}

export async function applyPriceTypes(db: Db, importId: number, settings: ImportSettings): Promise<PriceTypesResult> {
  const staged = await stagedOf<CmlPriceType>(db, importId, 'priceType')
  const rows = rowsOf<PriceTypeRow>(
    await db.execute(sql`select id, external_id, title, currency, is_default from price_types order by id`),
  )
  const titles = new Set(rows.map((row) => row.title))
  let created = 0
  for (const [index, priceType] of staged.entries()) {
    const name = priceType.name.trim() || priceType.id
    const currency = priceType.currency.trim() || 'RUB'
    const known =
      rows.find((row) => row.external_id === priceType.id) ??
      rows.find((row) => row.external_id === null && row.title === name)
    if (known) {
      const title = known.title === name || !titles.has(name) ? name : known.title
      if (known.external_id === priceType.id && known.title === title && known.currency === currency) continue
      titles.delete(known.title)
      titles.add(title)
      await db.execute(sql`update price_types set external_id = ${priceType.id}, title = ${title},
        currency = ${currency}, updated_at = now() where id = ${known.id}`)
      Object.assign(known, { external_id: priceType.id, title, currency })
      continue
    }
    let title = name
    for (let n = 2; titles.has(title); n++) title = `${name} (${n})`
    titles.add(title)
    await db.execute(sql`insert into price_types (external_id, title, currency, position)
      values (${priceType.id}, ${title}, ${currency}, ${rows.length + index})`)
    created += 1
  }
  return { created, defaultTitle: await chooseDefault(db, staged, settings) }
}
