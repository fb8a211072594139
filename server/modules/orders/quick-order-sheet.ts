// A quick order uploaded as an Excel workbook: the first worksheet's SKU and quantity columns become the text a
// quick order reads (quick-order-text.ts), line n being row n, so a line's number in the review is its row in
// Excel. The columns are found by their header (in Russian or English, in any order, anywhere in the first rows);
// without one, the first two columns that hold anything are the SKU and the quantity. Quantities stored as text,
// with spaces or as 2.0 are whole numbers; empty rows are skipped.
import { MAX_QUICK_ORDER_LINES } from '../../../contract/orders'
import type { Locale } from '../../../contract/site'
import { InvalidFields } from '../../domain-errors'
import { translate } from '../../i18n'
import { readFirstSheet, UnreadableWorkbook } from '../../spreadsheets/xlsx-read'

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, '')

const both = (key: string) => (['ru', 'en'] as const).map((locale) => normal(translate(key, locale)))

const SKU_HEADERS = new Set([
  ...both('export_column_sku'),
  ...['артикул', 'артикултовара', 'арт', 'код', 'кодтовара', 'sku', 'article', 'art', 'code', 'itemcode', 'partno'],
])
const QUANTITY_HEADERS = new Set([
  ...both('export_column_packs'),
  ...['количество', 'колво', 'кол', 'количествоуп', 'колвоуп', 'упаковок', 'упаковки', 'уп', 'заказ'],
  ...['quantity', 'qty', 'packs', 'count', 'amount', 'order'],
])
/** The header, if any, is looked for in this many rows that hold something (a title may stand above it). */
const HEADER_SEARCH_ROWS = 10

type Layout = { headerRow: number | null; sku: number; quantity: number | null }

function layoutOf(rows: string[][]): Layout | null {
  const filled = rows.flatMap((row, index) => (row.some(Boolean) ? [index] : [])).slice(0, HEADER_SEARCH_ROWS)
  for (const index of filled) {
    const names = rows[index]!.map(normal)
    const sku = names.findIndex((name) => SKU_HEADERS.has(name))
    if (sku < 0) continue
    const quantity = names.findIndex((name, column) => column !== sku && QUANTITY_HEADERS.has(name))
    return { headerRow: index, sku, quantity: quantity < 0 ? null : quantity }
  }
  const used = [...new Set(rows.flatMap((row) => row.flatMap((cell, column) => (cell ? [column] : []))))]
  used.sort((a, b) => a - b)
  return used.length ? { headerRow: null, sku: used[0]!, quantity: used[1] ?? null } : null
}

/** "1 000", "12.0" and "3,00" are whole numbers; anything else stays as written, for the reading to refuse. */
function quantityText(cell: string): string {
  const compact = cell.replace(/[\s\u00a0\u202f]+/g, '')
  return /^\d+(?:[.,]0+)?$/.test(compact) ? String(Number(compact.replace(',', '.'))) : cell
}

/** The workbook's quick order as text, or a refusal of the file naming what is wrong with it. */
export async function quickOrderSheetText(bytes: Uint8Array, locale: Locale): Promise<string> {
  const refuse = (key: string, params: Record<string, unknown> = {}) =>
    new InvalidFields({ file: [translate(key, locale, params)] })
  const sheet = await readFirstSheet(bytes, MAX_QUICK_ORDER_LINES + 1).catch((error: unknown) => {
    if (error instanceof UnreadableWorkbook) throw refuse(`orders_fast_file_${error.reason}`)
    throw error
  })
  if (sheet.tooMany) throw refuse('orders_fast_too_many', { max: MAX_QUICK_ORDER_LINES })
  const layout = layoutOf(sheet.rows)
  if (!layout) throw refuse('orders_fast_file_no_lines')
  const header = `${translate('export_column_sku', locale)}\t${translate('export_column_packs', locale)}`
  const lines = sheet.rows.map((row, index) => {
    if (index === layout.headerRow) return header
    // A title above the header is not an order line.
    if (layout.headerRow !== null && index < layout.headerRow) return ''
    const sku = row[layout.sku] ?? ''
    const quantity = layout.quantity === null ? '' : quantityText(row[layout.quantity] ?? '')
    return [sku, quantity].filter(Boolean).join('\t')
  })
  if (!lines.some((line, index) => line && index !== layout.headerRow)) throw refuse('orders_fast_file_no_lines')
  return lines.join('\n')
}
