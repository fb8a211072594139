// Reference properties (Справочник) → custom filter groups and their options, keyed by 1C's Ид of the property
// and of each value. A group's slug and an option's value (the `f` of catalogue URLs) are made once and kept.
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import type { Localized } from '../../../db/schema/columns'
import { filterOptions } from '../../../db/schema/catalogue'
import { bulkInsert } from '../../../seed/bulk'
import { rowsOf } from '../../catalogue/sql-rows'
import type { CmlProperty } from '../commerceml/records'
import type { ImportSettings } from './settings'
import { stagedOf } from './staged'
import { slugBase, uniqueSlug } from './slugs'

type GroupRow = { id: number; external_id: string | null; slug: string; title: Localized }
type OptionRow = {
  id: number
  external_id: string | null
  group_id: number
  value: string
  title: Localized
  position: number
}

const MAX_VALUE = 100

export async function applyFilters(
  db: Db,
  importId: number,
  settings: ImportSettings,
): Promise<{ created: number; updated: number }> {
  const brandProperty = settings.brandProperty?.toLowerCase()
  const properties = (await stagedOf<CmlProperty>(db, importId, 'property')).filter(
    (property) => property.valueType === 'reference' && property.name.toLowerCase() !== brandProperty,
  )
  if (properties.length === 0) return { created: 0, updated: 0 }
  const groups = rowsOf<GroupRow>(await db.execute(sql`select id, external_id, slug, title from filter_groups`))
  const options = rowsOf<OptionRow>(
    await db.execute(sql`select id, external_id, group_id, value, title, position from filter_options`),
  )
  const groupByExternalId = new Map(groups.flatMap((row) => (row.external_id ? [[row.external_id, row] as const] : [])))
  const optionByExternalId = new Map(
    options.flatMap((row) => (row.external_id ? [[row.external_id, row] as const] : [])),
  )
  const groupSlugs = new Set(groups.map((row) => row.slug))
  const optionValues = new Set(options.map((row) => row.value))
  let nextPosition = groups.length
  let created = 0
  let updated = 0
  const newOptions: (typeof filterOptions.$inferInsert)[] = []
  for (const property of properties) {
    const name = property.name.trim() || property.id
    let group = groupByExternalId.get(property.id)
    if (!group) {
      const slug = uniqueSlug(slugBase(name, 'filter'), groupSlugs)
      ;[group] = rowsOf<GroupRow>(
        await db.execute(sql`insert into filter_groups (external_id, slug, title, position)
          values (${property.id}, ${slug}, ${JSON.stringify({ ru: name, en: '' })}::jsonb, ${nextPosition++})
          returning id, external_id, slug, title`),
      )
      if (!group) throw new Error(`filter group ${property.id} was not inserted`)
      created += 1
    } else if (group.title.ru !== name) {
      await db.execute(sql`update filter_groups set title = title || jsonb_build_object('ru', ${name}::text)
        where id = ${group.id}`)
      updated += 1
    }
    for (const [position, value] of property.values.entries()) {
      const title = value.value.trim() || value.id
      const option = optionByExternalId.get(value.id)
      if (!option) {
        const base = slugBase(`${group.slug} ${title}`, group.slug).slice(0, MAX_VALUE - 6)
        newOptions.push({
          externalId: value.id,
          groupId: group.id,
          value: uniqueSlug(base, optionValues),
          title: { ru: title, en: '' },
          colorCode: null,
          position,
        })
        continue
      }
      if (option.title.ru === title && option.group_id === group.id && option.position === position) continue
      await db.execute(sql`update filter_options set title = title || jsonb_build_object('ru', ${title}::text),
          group_id = ${group.id}, position = ${position}
        where id = ${option.id}`)
      updated += 1
    }
  }
  await bulkInsert(db, filterOptions, newOptions, { batchSize: 2000 })
  return { created: created + newOptions.length, updated }
}
