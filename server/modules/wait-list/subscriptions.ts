// Joining and leaving a product's wait list. Only published products that are out of stock can be joined; a
// second join is a no-op that re-arms a subscription already notified, so the buyer hears of the next restock.
import { and, eq, sql } from 'drizzle-orm'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { products } from '../../db/schema/catalogue'
import { waitList } from '../../db/schema/ordering'
import { Refused } from '../../domain-errors'
import { translate } from '../../i18n'
import { visibleCategoryOf } from '../catalogue/visibility'

export type WaitProduct = { id: number; stock: number }

/** The product as a buyer may see it (published, in a visible category); null when there is none. */
export async function findWaitProduct(db: Db, id: number): Promise<WaitProduct | null> {
  const [row] = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(and(eq(products.id, id), eq(products.isPublished, true), visibleCategoryOf(sql`${products.categoryId}`)))
    .limit(1)
  return row ?? null
}

/** A product in stock has nothing to wait for: joining its list is refused. */
export async function subscribe(
  db: Db,
  product: WaitProduct,
  userId: number,
  email: string,
  locale: Locale,
): Promise<void> {
  if (product.stock > 0) throw new Refused(translate('wait_product_in_stock', locale))
  await db
    .insert(waitList)
    .values({ productId: product.id, userId, email })
    .onConflictDoUpdate({ target: [waitList.productId, waitList.email], set: { userId, notifiedAt: null } })
}

/** Every subscription the user holds on the product, whatever e-mail it was made with. */
export async function unsubscribe(db: Db, productId: number, userId: number): Promise<void> {
  await db.delete(waitList).where(and(eq(waitList.productId, productId), eq(waitList.userId, userId)))
}
