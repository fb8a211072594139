// orders/export/: the buyer's order history for their accountant. The workbook has two sheets: the orders (number,
// date, status, lines, sum to pay) with their total, and every line of every order (number, date and status,
// then the line columns), so one filter in Excel gives an order's lines. A CSV holds the lines sheet.
import { asc, inArray } from 'drizzle-orm'
import type { OrderRow } from '../../../contract/orders'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { orderItems } from '../../db/schema/ordering'
import { translate } from '../../i18n'
import type { Column, Sheet } from '../../spreadsheets/sheet'
import type { OrderReader } from '../orders/order-access'
import { loadOrderHistory } from '../orders/history'
import type { ExportContent } from './export-file'
import { moscowDay } from './export-file'
import { lineCells, lineColumns, orderExportLine } from './line-sheet'

/** More orders than a buyer places in years; the newest are exported. */
export const MAX_EXPORTED_ORDERS = 10_000

const statusOf = (order: OrderRow, locale: Locale) =>
  order.status_title ?? translate(`history_status_${order.status}`, locale)

/** The buyer's orders, newest first, through the history's own choice of whose orders they are. */
export async function historyExport(db: Db, reader: OrderReader, locale: Locale): Promise<ExportContent> {
  const { results: orders } = await loadOrderHistory(db, reader, { limit: MAX_EXPORTED_ORDERS, offset: 0 })
  const items = orders.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            orders.map((order) => order.id),
          ),
        )
        .orderBy(asc(orderItems.id))
    : []
  const t = (key: string) => translate(key, locale)
  const orderColumns: Column[] = [
    { title: t('export_column_order'), kind: 'text' },
    { title: t('export_column_date'), kind: 'datetime' },
    { title: t('export_column_status'), kind: 'text' },
  ]
  const ordersSheet: Sheet = {
    name: t('export_sheet_orders'),
    columns: [
      ...orderColumns,
      { title: t('export_column_lines'), kind: 'integer' },
      { title: t('export_column_to_pay'), kind: 'money' },
    ],
    rows: orders.map((order) => [
      order.number,
      new Date(order.date),
      statusOf(order, locale),
      order.items_count,
      order.total,
    ]),
    totals: [
      [
        t('export_total'),
        null,
        null,
        orders.reduce((sum, order) => sum + order.items_count, 0),
        orders.reduce((sum, order) => sum + order.total, 0),
      ],
    ],
  }
  const byOrder = new Map<number, (typeof items)[number][]>()
  for (const item of items) {
    const lines = byOrder.get(item.orderId)
    if (lines) lines.push(item)
    else byOrder.set(item.orderId, [item])
  }
  const linesSheet: Sheet = {
    name: t('export_sheet_lines'),
    columns: [...orderColumns, ...lineColumns(locale)],
    rows: orders.flatMap((order) =>
      (byOrder.get(order.id) ?? []).map((item) => [
        order.number,
        new Date(order.date),
        statusOf(order, locale),
        ...lineCells(
          orderExportLine({
            ...item,
            name: item.title,
            product_id: item.productId,
            price: Number(item.price),
            amount: Number(item.amount),
          }),
        ),
      ]),
    ),
  }
  const day = moscowDay()
  return {
    sheets: [ordersSheet, linesSheet],
    csv: linesSheet,
    name: translate('export_file_history', locale, { date: day }),
    ascii: `orders-${day}`,
  }
}
