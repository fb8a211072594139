// carts/export/: the buyer's cart as it is shown, every line (those that cannot be ordered now without a sum)
// and the total of the lines that can.
import type { Cart } from '../../../contract/cart'
import type { Locale } from '../../../contract/site'
import { translate } from '../../i18n'
import type { ExportContent } from './export-file'
import { moscowDay } from './export-file'
import { cartExportLine, lineCells, lineColumns, lineTotal } from './line-sheet'

export function cartExport(cart: Cart, locale: Locale): ExportContent {
  const lines = cart.items.map(cartExportLine)
  const counted = lines.filter((line) => line.amount !== null)
  const sheet = {
    name: translate('export_sheet_cart', locale),
    columns: lineColumns(locale),
    rows: lines.map(lineCells),
    totals: [lineTotal(translate('export_total', locale), counted, cart.total_sum)],
  }
  const day = moscowDay()
  return {
    sheets: [sheet],
    csv: sheet,
    name: translate('export_file_cart', locale, { date: day }),
    ascii: `cart-${day}`,
  }
}
