// Related products: 3 to 8 neighbours from the same leaf category (from its section when the leaf is tiny).
import { relatedProducts } from '../../db/schema/catalogue'
import { bulkInsert } from '../bulk'
import type { SeedContext } from '../context'
import { rngFor } from '../random'
import type { LeafRef } from './categories'
import type { SeededProducts } from './products'

const MIN_GROUP = 4

function groupsOf(seeded: SeededProducts, leaves: LeafRef[]): number[][] {
  const byLeaf = new Map<number, number[]>()
  const byMid = new Map<string, number[]>()
  seeded.leafOf.forEach((leafIndex, index) => {
    const list = byLeaf.get(leafIndex) ?? []
    list.push(index)
    byLeaf.set(leafIndex, list)
    const midPath = leaves[leafIndex]?.midPath ?? ''
    const mid = byMid.get(midPath) ?? []
    mid.push(index)
    byMid.set(midPath, mid)
  })
  // For each product, the pool its related goods come from.
  return seeded.leafOf.map((leafIndex) => {
    const own = byLeaf.get(leafIndex) ?? []
    return own.length >= MIN_GROUP ? own : (byMid.get(leaves[leafIndex]?.midPath ?? '') ?? own)
  })
}

export async function seedRelated(ctx: SeedContext, seeded: SeededProducts, leaves: LeafRef[]): Promise<number> {
  const pools = groupsOf(seeded, leaves)
  const positions = new Map<number[], Map<number, number>>()
  const rows: (typeof relatedProducts.$inferInsert)[] = []
  seeded.ids.forEach((productId, index) => {
    const pool = pools[index] ?? []
    let where = positions.get(pool)
    if (!where) {
      where = new Map(pool.map((item, position) => [item, position]))
      positions.set(pool, where)
    }
    const size = pool.length
    const rng = rngFor('related', index)
    const count = Math.min(rng.int(3, 8), size - 1)
    if (count <= 0) return
    // Consecutive neighbours after a random offset: distinct and never the product itself.
    const offset = rng.int(1, size - count)
    const self = where.get(index) ?? 0
    for (let k = 0; k < count; k++) {
      const other = pool[(self + offset + k) % size]
      const relatedId = other === undefined ? undefined : seeded.ids[other]
      if (relatedId !== undefined) rows.push({ productId, relatedId, position: k })
    }
  })
  await bulkInsert(ctx.db, relatedProducts, rows, { batchSize: 25000 })
  return rows.length
}
