// The download of an order's invoice for payment (a PDF in Russian, the accounting document); a plain link, so the
// browser saves the file itself.
import { m } from '../../../messages/compiled/messages.js'
import { getLocale } from '../../../messages/compiled/runtime.js'
import { orderInvoiceUrl } from '../../api/orders'
import { buttonClass, type ButtonVariant } from '../ui/button'
import { DownloadIcon } from '../ui/icons'

type InvoiceLinkProps = {
  order: { id: number; number: string }
  /** An icon-only quiet link (a row of the history, where the columns leave no room), its name in the tooltip. */
  compact?: boolean
  variant?: ButtonVariant
  label?: string
}

export function InvoiceLink({ order, compact = false, variant = 'secondary', label }: InvoiceLinkProps) {
  return (
    <a
      href={orderInvoiceUrl(order.id, getLocale())}
      download
      className={buttonClass(compact ? 'ghost' : variant, compact ? 'sm' : 'md')}
      aria-label={m.history_invoice_label({ number: order.number })}
      title={compact ? m.history_invoice() : undefined}
      data-testid="order-invoice"
    >
      <DownloadIcon size={16} />
      {compact ? null : (label ?? m.history_invoice())}
    </a>
  )
}
