// orders/{id}/export/: one order's lines as they were ordered, the lines' total and, when they differ from it,
// the discount, the points spent, the delivery and the sum to pay.
import type { OrderDetail } from '../../../contract/orders'
import type { Locale } from '../../../contract/site'
import { translate } from '../../i18n'
import type { Cell } from '../../spreadsheets/sheet'
import type { ExportContent } from './export-file'
import { lineCells, lineColumns, lineTotal, orderExportLine } from './line-sheet'

export function orderExport(order: OrderDetail, locale: Locale): ExportContent {
  const lines = order.items.map(orderExportLine)
  const totals: Cell[][] = [lineTotal(translate('export_total', locale), lines, order.subtotal)]
  if (order.discount > 0) totals.push(lineTotal(translate('export_discount', locale), null, -order.discount))
  if (order.points_spent > 0) totals.push(lineTotal(translate('export_points', locale), null, -order.points_spent))
  if (order.delivery_cost > 0) totals.push(lineTotal(translate('export_delivery', locale), null, order.delivery_cost))
  if (order.total !== order.subtotal) totals.push(lineTotal(translate('export_to_pay', locale), null, order.total))
  const sheet = {
    name: translate('export_sheet_order', locale, { number: order.number }),
    columns: lineColumns(locale),
    rows: lines.map(lineCells),
    totals,
  }
  return {
    sheets: [sheet],
    csv: sheet,
    name: translate('export_file_order', locale, { number: order.number }),
    ascii: `order-${order.number}`,
  }
}
