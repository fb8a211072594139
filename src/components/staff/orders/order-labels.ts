// Words of the orders section: a status as the buyer's history names it (1C's own name when it sent one), the
// state of the exchange with 1C.
import type { OrderStatus } from '../../../../contract/orders'
import type { ExportState } from '../../../../contract/staff/orders'
import { m } from '../../../../messages/compiled/messages.js'
import { statusText } from '../../../lib/order-status-text'

export const exportLabel = (state: ExportState): string =>
  ({
    pending: m.staff_orders_export_pending,
    offered: m.staff_orders_export_offered,
    exported: m.staff_orders_export_exported,
  })[state]()

const moments = new Map<string, Intl.DateTimeFormat>()

/** A moment as the shop's staff read it: the date and the time in Moscow. */
export function formatMoment(value: string, locale: string): string {
  let format = moments.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ru-RU', {
      timeZone: 'Europe/Moscow',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    })
    moments.set(locale, format)
  }
  return format.format(new Date(value))
}

/** A staff action on an order as the audit log records it. */
export function auditText(entry: { action: string; after: unknown }): string {
  const after = (entry.after ?? {}) as { status?: OrderStatus; reason?: string }
  const status = after.status ? statusText(after.status) : ''
  if (entry.action === 'order.cancel') return m.staff_orders_audit_cancel({ reason: after.reason ?? '' })
  if (entry.action === 'order.resend_1c') return m.staff_orders_audit_resend()
  if (entry.action === 'order.status') return m.staff_orders_audit_status({ status })
  return entry.action
}
