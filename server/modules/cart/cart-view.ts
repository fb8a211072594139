// Reads a cart as the carts/… calls answer it: every line with the buyer's card of its product, live prices,
// and the flag for lines that cannot be ordered now.
import { sql } from 'drizzle-orm'
import type { CartContents, CartItem } from '../../../contract/cart'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { cardJson, toProductCard, type CardRow, type Viewer } from '../catalogue/product-cards'
import { rowsOf } from '../catalogue/sql-rows'
import { visibleCategoryOf } from '../catalogue/visibility'
import { currentCartFirst } from './cart-changes'

type LineRow = {
  id: number
  quantity: number
  comment: string
  visible: boolean
  weight: number | null
  volume: number | null
  card: CardRow
}

/** A line that can be ordered now: it has a price in the buyer's list. */
export type OrderableItem = CartItem & { price: number; total: number }

/** The lines of `cart` an order takes; the flagged ones (`missing`, no price) stay behind. */
export const orderableLines = (cart: Pick<CartContents, 'items'>): OrderableItem[] =>
  cart.items.filter((item): item is OrderableItem => !item.missing && item.price !== null && item.total !== null)

export const emptyCart = (): CartContents => ({
  id: null,
  items: [],
  total_count: 0,
  total_products: 0,
  total_sum: 0,
  total_units: 0,
  total_weight: null,
  total_volume: null,
})

/** Units × a per-unit measure over the lines that have one; null when none has. */
function measured(rows: LineRow[], measure: (row: LineRow) => number | null): number | null {
  const known = rows.filter((row) => measure(row) !== null)
  if (known.length === 0) return null
  return known.reduce((sum, row) => sum + row.quantity * row.card.pack_quantity * measure(row)!, 0)
}

function toItem(row: LineRow, viewer: Viewer, locale: Locale): CartItem {
  const product = toProductCard(row.card, viewer, locale)
  // No price in the buyer's list (changed list, a price an import removed): the line cannot be ordered, never free.
  const price = product.price ?? null
  const soldOut = Number(row.card.stock ?? 0) <= 0 && !row.card.on_order
  return {
    id: row.id,
    product,
    quantity: row.quantity,
    comment: row.comment,
    pack_quantity: row.card.pack_quantity,
    price,
    total: price === null ? null : row.quantity * row.card.pack_quantity * price,
    missing: !row.visible || !row.card.can_order || price === null || soldOut,
  }
}

/** A line's columns, read from cart_items `ci` joined with its product `p`. */
const lineColumns = (viewer: NonNullable<Viewer>) => sql`ci.id, ci.quantity, ci.comment, p.weight, p.volume,
  (p.is_published and ${visibleCategoryOf(sql`p.category_id`)}) as visible, ${cardJson(viewer)} as card`

function contentsOf(cartId: string, rows: LineRow[], viewer: NonNullable<Viewer>, locale: Locale): CartContents {
  const items = rows.map((row) => toItem(row, viewer, locale))
  return {
    id: cartId,
    items,
    total_count: items.reduce((sum, item) => sum + item.quantity, 0),
    total_products: items.length,
    total_sum: orderableLines({ items }).reduce((sum, item) => sum + item.total, 0),
    total_units: items.reduce((sum, item) => sum + item.quantity * item.pack_quantity, 0),
    total_weight: measured(rows, (row) => row.weight),
    total_volume: measured(rows, (row) => row.volume),
  }
}

/** The cart `cartId` of a buyer, lines in the order they were added. */
export async function loadCart(
  db: Db,
  cartId: string,
  viewer: NonNullable<Viewer>,
  locale: Locale,
): Promise<CartContents> {
  const rows = rowsOf<LineRow>(
    await db.execute(sql`select ${lineColumns(viewer)}
      from cart_items ci join products p on p.id = ci.product_id
      where ci.cart_id = ${cartId}
      order by ci.created_at, ci.id`),
  )
  return contentsOf(cartId, rows, viewer, locale)
}

/** The buyer's current cart (the one `requested` names when it is theirs, else their latest); null for none. One
 * query: every page a buyer opens shows it. */
export async function currentCart(
  db: Db,
  buyer: NonNullable<Viewer>,
  requested: string | undefined,
  locale: Locale,
): Promise<CartContents | null> {
  const rows = rowsOf<{ cart_id: string } & (LineRow | { [key in keyof LineRow]: null })>(
    await db.execute(sql`with cart as (
        select id from carts where user_id = ${buyer.userId}
        order by ${sql.join(currentCartFirst(requested), sql`, `)} limit 1)
      select cart.id as cart_id, ${lineColumns(buyer)}
      from cart left join (cart_items ci join products p on p.id = ci.product_id) on ci.cart_id = cart.id
      order by ci.created_at, ci.id`),
  )
  const [first] = rows
  if (!first) return null
  // A cart with no lines still answers one row, with no line in it.
  const lines = rows.filter((row): row is { cart_id: string } & LineRow => row.id !== null)
  return contentsOf(first.cart_id, lines, buyer, locale)
}
