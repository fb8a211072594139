// orders/fast/: each SKU of a quick order resolved against the live catalogue with the buyer's product card.
import { sql } from 'drizzle-orm'
import { MAX_QUICK_ORDER_LINES, type QuickOrderLine, type QuickOrderStatus } from '../../../contract/orders'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { InvalidFields } from '../../domain-errors'
import { translate } from '../../i18n'
import { cardJson, toProductCard, type CardRow, type Viewer } from '../catalogue/product-cards'
import { rowsOf } from '../catalogue/sql-rows'
import { visibleCategoryOf } from '../catalogue/visibility'
import { parseQuickOrder, type ParsedQuickOrder } from './quick-order-text'

const statusOf = (card: CardRow | undefined): QuickOrderStatus =>
  !card
    ? 'not_found'
    : !card.can_order
      ? 'not_orderable'
      : card.price == null
        ? 'no_price'
        : Number(card.stock ?? 0) <= 0 && !card.on_order
          ? 'out_of_stock'
          : 'found'

/** The lines of a quick order's text resolved; a text without a line, or with too many, is refused. */
export async function quickOrderLines(
  db: Db,
  text: string,
  viewer: NonNullable<Viewer>,
  locale: Locale,
): Promise<QuickOrderLine[]> {
  const parsed = parseQuickOrder(text)
  if (parsed.lineCount === 0) throw new InvalidFields({ text: [translate('orders_fast_empty', locale)] })
  if (parsed.lineCount > MAX_QUICK_ORDER_LINES)
    throw new InvalidFields({ text: [translate('orders_fast_too_many', locale, { max: MAX_QUICK_ORDER_LINES })] })
  return resolveQuickOrder(db, parsed, viewer, locale)
}

/** The found lines, as the cart takes them. */
export const cartLinesOf = (items: QuickOrderLine[]) =>
  items.flatMap((item) =>
    item.status === 'found' && item.product ? [{ product: item.product.id, quantity: item.quantity }] : [],
  )

/** The parsed lines in the order typed, SKUs first, then the lines that could not be read. */
async function resolveQuickOrder(
  db: Db,
  parsed: ParsedQuickOrder,
  viewer: NonNullable<Viewer>,
  locale: Locale,
): Promise<QuickOrderLine[]> {
  const keys = [...parsed.skus.keys()]
  const rows = keys.length
    ? rowsOf<{ key: string; card: CardRow }>(
        await db.execute(sql`select upper(p.sku) as key, ${cardJson(viewer)} as card from products p
          where upper(p.sku) in ${keys} and p.is_published and ${visibleCategoryOf(sql`p.category_id`)}`),
      )
    : []
  const byKey = new Map(rows.map((row) => [row.key, row.card]))
  const found: QuickOrderLine[] = [...parsed.skus].map(([key, line]) => {
    const card = byKey.get(key)
    return {
      status: statusOf(card),
      sku: card?.sku ?? line.sku,
      quantity: line.quantity,
      lines: line.lines,
      product: card ? toProductCard(card, viewer, locale) : null,
    }
  })
  const invalid: QuickOrderLine[] = parsed.invalid.map((line) => ({ status: 'invalid', ...line }))
  return [...found, ...invalid].sort((a, b) => a.lines[0]! - b.lines[0]!)
}
