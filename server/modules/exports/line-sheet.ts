// The one table of goods every export shares: SKU, name, packs, units per pack, units, unit price, sum, comment.
// The cart, an order and the history's lines all become `ExportLine`s and then these columns and cells.
import type { CartItem } from '../../../contract/cart'
import type { OrderLine } from '../../../contract/orders'
import type { Locale } from '../../../contract/site'
import { translate } from '../../i18n'
import type { Cell, Column } from '../../spreadsheets/sheet'

export type ExportLine = {
  sku: string
  name: string
  packs: number
  packQuantity: number
  /** Kopecks of one unit; null without a price. */
  price: number | null
  /** Kopecks of the line; null when it does not count (no price, or the cart line cannot be ordered now). */
  amount: number | null
  comment: string
}

export const lineColumns = (locale: Locale): Column[] => [
  { title: translate('export_column_sku', locale), kind: 'text' },
  { title: translate('export_column_name', locale), kind: 'text' },
  { title: translate('export_column_packs', locale), kind: 'integer' },
  { title: translate('export_column_pack_quantity', locale), kind: 'integer' },
  { title: translate('export_column_units', locale), kind: 'integer' },
  { title: translate('export_column_price', locale), kind: 'money' },
  { title: translate('export_column_sum', locale), kind: 'money' },
  { title: translate('export_column_comment', locale), kind: 'text' },
]

export const lineCells = (line: ExportLine): Cell[] => [
  line.sku,
  line.name,
  line.packs,
  line.packQuantity,
  line.packs * line.packQuantity,
  line.price,
  line.amount,
  line.comment,
]

/** A total row under the line columns: the label under the name, packs, units and the sum in their columns. */
export const lineTotal = (label: string, lines: ExportLine[] | null, amount: number): Cell[] => [
  null,
  label,
  lines ? lines.reduce((sum, line) => sum + line.packs, 0) : null,
  null,
  lines ? lines.reduce((sum, line) => sum + line.packs * line.packQuantity, 0) : null,
  null,
  amount,
  null,
]

/** A cart line as exported; a line that cannot be ordered now keeps its price but has no sum, as in the total. */
export const cartExportLine = (item: CartItem): ExportLine => ({
  sku: item.product.sku_full,
  name: item.product.title,
  packs: item.quantity,
  packQuantity: item.pack_quantity,
  price: item.price,
  amount: item.missing ? null : item.total,
  comment: item.comment,
})

/**
 * An order line as exported. The order keeps packs, the unit price and the sum (packs × units per pack × unit
 * price, fixed when it was placed), so the units are the sum over the unit price, whatever the pack is today.
 */
export function orderExportLine(line: OrderLine): ExportLine {
  const units = line.price > 0 ? Math.round(line.amount / line.price) : line.quantity
  return {
    sku: line.sku,
    name: line.name,
    packs: line.quantity,
    packQuantity: line.quantity > 0 ? Math.round(units / line.quantity) : 1,
    price: line.price,
    amount: line.amount,
    comment: line.comment,
  }
}
