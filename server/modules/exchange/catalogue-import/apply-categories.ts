// Группы → categories of any depth. A new group gets a slug transliterated from its name once, unique among its
// siblings; a known group keeps its slug whatever its name becomes (only the Russian title follows 1C), so links
// and paths stay stable. Paths and depths are then recomputed from the parents, for moved groups and below them.
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import type { Localized } from '../../../db/schema/columns'
import { rowsOf } from '../../catalogue/sql-rows'
import type { CmlGroup } from '../commerceml/records'
import { countOf, stagedOf } from './staged'
import { slugBase, uniqueSlug } from './slugs'

type CategoryRow = {
  id: number
  external_id: string | null
  parent_id: number | null
  slug: string
  path: string
  position: number
  title: Localized
}

const siblingKey = (parentId: number | null) => String(parentId ?? 'root')

/** Groups in an order where each parent comes before its children (a parent unknown to the file counts as none). */
function parentsFirst(groups: CmlGroup[]): CmlGroup[] {
  const byId = new Map(groups.map((group) => [group.id, group]))
  const ordered: CmlGroup[] = []
  const placed = new Set<string>()
  const place = (group: CmlGroup, trail: Set<string>) => {
    if (placed.has(group.id) || trail.has(group.id)) return
    trail.add(group.id)
    const parent = group.parentId ? byId.get(group.parentId) : undefined
    if (parent) place(parent, trail)
    placed.add(group.id)
    ordered.push(group)
  }
  for (const group of groups) place(group, new Set())
  return ordered
}

export async function applyGroups(db: Db, importId: number): Promise<{ created: number; updated: number }> {
  const groups = parentsFirst(await stagedOf<CmlGroup>(db, importId, 'group'))
  if (groups.length === 0) return { created: 0, updated: 0 }
  const existing = rowsOf<CategoryRow>(
    await db.execute(sql`select id, external_id, parent_id, slug, path, position, title from categories`),
  )
  const byExternalId = new Map(existing.flatMap((row) => (row.external_id ? [[row.external_id, row] as const] : [])))
  const pathById = new Map(existing.map((row) => [row.id, row.path]))
  const siblings = new Map<string, Set<string>>()
  for (const row of existing) {
    const key = siblingKey(row.parent_id)
    siblings.set(key, (siblings.get(key) ?? new Set()).add(row.slug))
  }
  const slugsUnder = (parentId: number | null) => {
    const key = siblingKey(parentId)
    const set = siblings.get(key) ?? new Set<string>()
    siblings.set(key, set)
    return set
  }
  const positions = new Map<string, number>()
  let created = 0
  let updated = 0
  for (const group of groups) {
    const parent = group.parentId ? byExternalId.get(group.parentId) : undefined
    const parentId = parent?.id ?? null
    const position = positions.get(siblingKey(parentId)) ?? 0
    positions.set(siblingKey(parentId), position + 1)
    const name = group.name.trim() || group.id
    const known = byExternalId.get(group.id)
    if (!known) {
      const slug = uniqueSlug(slugBase(name, 'group'), slugsUnder(parentId))
      const path = parentId === null ? slug : `${pathById.get(parentId)}/${slug}`
      const [row] = rowsOf<CategoryRow>(
        await db.execute(sql`insert into categories (external_id, parent_id, slug, path, depth, position, title)
          values (${group.id}, ${parentId}, ${slug}, ${path}, ${path.split('/').length - 1}, ${position},
            ${JSON.stringify({ ru: name, en: '' })}::jsonb)
          returning id, external_id, parent_id, slug, path, position, title`),
      )
      if (!row) throw new Error(`category ${group.id} was not inserted`)
      byExternalId.set(group.id, row)
      pathById.set(row.id, row.path)
      created += 1
      continue
    }
    const moved = known.parent_id !== parentId
    if (!moved && known.title.ru === name && known.position === position) continue
    const slug = moved ? uniqueSlug(known.slug, slugsUnder(parentId)) : known.slug
    await db.execute(sql`update categories set parent_id = ${parentId}, slug = ${slug}, position = ${position},
        title = title || jsonb_build_object('ru', ${name}::text), updated_at = now()
      where id = ${known.id}`)
    Object.assign(known, { parent_id: parentId, slug, position })
    updated += 1
  }
  await recomputePaths(db)
  return { created, updated }
}

/** Paths and depths from the parents' slugs, for every category whose stored ones differ. */
async function recomputePaths(db: Db): Promise<number> {
  return countOf(
    await db.execute(sql`with recursive tree as (
        select id, slug as path, 0 as depth from categories where parent_id is null
        union all
        select c.id, tree.path || '/' || c.slug, tree.depth + 1 from categories c join tree on c.parent_id = tree.id)
      update categories c set path = tree.path, depth = tree.depth, updated_at = now()
      from tree where tree.id = c.id and (c.path, c.depth) is distinct from (tree.path, tree.depth)
      returning c.id`),
  )
}
