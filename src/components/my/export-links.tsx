// An order, and the whole order history, as a spreadsheet (XLSX or CSV).
import { m } from '../../../messages/compiled/messages.js'
import { getLocale } from '../../../messages/compiled/runtime.js'
import type { OrderRow } from '../../../contract/orders'
import { historyExportUrl, orderExportUrl } from '../../api/orders'
import { DownloadLinks } from '../ui/download-links'

export function OrderExportLinks({ order }: { order: Pick<OrderRow, 'id' | 'number'> }) {
  const locale = getLocale()
  return (
    <DownloadLinks
      subject={m.export_subject_order({ number: order.number })}
      hrefOf={(format) => orderExportUrl(order.id, format, locale)}
    />
  )
}

export function HistoryExportLinks() {
  const locale = getLocale()
  return <DownloadLinks subject={m.export_subject_history()} hrefOf={(format) => historyExportUrl(format, locale)} />
}
