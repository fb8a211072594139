// The orders list as a CSV file for Excel: UTF-8 with a byte order mark (so Excel takes it as UTF-8 and shows
// Cyrillic), ';' between fields (what Excel expects where the decimal separator is a comma, as in Russian), CRLF
// rows, every field quoted when it holds ';', '"', a line break or could be read as a formula. Money in roubles
// with a comma, dates as DD.MM.YYYY HH:MM in Moscow time: what a Russian Excel reads as numbers and dates.
import type { Locale } from '../../../../contract/site'
import type { StaffOrderRow } from '../../../../contract/staff/orders'
import { translate } from '../../../i18n'

const SEPARATOR = ';'

export function csvField(value: string | number): string {
  let text = String(value)
  // A leading =, +, - or @ would make Excel run the text as a formula (CSV injection).
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`
  return /[";\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text
}

const moscow = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

const roubles = (kopecks: number) => (kopecks / 100).toFixed(2).replace('.', ',')

export function ordersCsv(rows: StaffOrderRow[], locale: Locale): string {
  const t = (key: string) => translate(key, locale)
  const header = [
    t('staff_orders_number'),
    t('staff_orders_date'),
    t('staff_orders_status'),
    t('staff_orders_organization'),
    t('staff_orders_inn'),
    t('staff_orders_email'),
    t('staff_orders_phone'),
    t('staff_orders_manager'),
    t('staff_orders_items'),
    t('staff_orders_total'),
    t('staff_orders_export'),
  ]
  const lines = rows.map((row) => [
    row.number,
    moscow.format(new Date(row.date)).replace(',', ''),
    row.status_title ?? t(`history_status_${row.status}`),
    row.customer.organization,
    row.customer.inn,
    row.customer.email,
    row.customer.phone,
    row.manager ?? '',
    row.items_count,
    roubles(row.total),
    t(`staff_orders_export_${row.export_state}`),
  ])
  return '\uFEFF' + [header, ...lines].map((line) => line.map(csvField).join(SEPARATOR)).join('\r\n') + '\r\n'
}
