// A buyer's favourites in the database: ids in the order they were added; unknown or hidden products are never
// stored and never answered, so a withdrawn product drops out of the list without a trace.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { products } from '../../db/schema/catalogue'
import { favorites } from '../../db/schema/ordering'
import { visibleCategoryOf } from '../catalogue/visibility'

const shown = and(eq(products.isPublished, true), visibleCategoryOf(sql`${products.categoryId}`))

/** The ids of `ids` that are products a visitor may see, in the order asked. */
export async function existingProducts(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), shown))
  const known = new Set(rows.map((row) => row.id))
  return ids.filter((id) => known.has(id))
}

/** The buyer's favourites that are shown in the catalogue, oldest first. */
export async function favoriteIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favorites.productId })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(and(eq(favorites.userId, userId), shown))
    .orderBy(asc(favorites.createdAt), asc(favorites.productId))
  return rows.map((row) => row.id)
}

/** Adds the known products of `ids`; ones already there keep their place. */
export async function addFavorites(db: Db, userId: number, ids: number[]): Promise<void> {
  const known = await existingProducts(db, ids)
  if (known.length === 0) return
  // One timestamp per id in the order given, so a merged local list keeps its order after the server's.
  const now = Date.now()
  await db
    .insert(favorites)
    .values(known.map((productId, index) => ({ userId, productId, createdAt: new Date(now + index) })))
    .onConflictDoNothing()
}

export async function removeFavorite(db: Db, userId: number, productId: number): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
}
