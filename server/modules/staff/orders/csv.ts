// The orders list as a CSV file for Excel (server/spreadsheets/csv.ts). Money in roubles with a comma, dates as
// DD.MM.YYYY HH:MM in Moscow time: what a Russian Excel reads as numbers and dates.
import type { Locale } from '../../../../contract/site'
import type { StaffOrderRow } from '../../../../contract/staff/orders'
import { translate } from '../../../i18n'
import { csvDateTime, csvRoubles as roubles, csvText } from '../../../spreadsheets/csv'

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
    csvDateTime(new Date(row.date)),
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
  return csvText([header, ...lines])
}
