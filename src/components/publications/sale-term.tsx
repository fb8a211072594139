// A sales action's term beside its date: "until …" while it runs, "ended …" once its last day has passed.
import { formatDate } from '../../../contract/format/date'
import { saleEnded } from '../../lib/publications/sale-ended'
import { m } from '../../../messages/compiled/messages.js'
import { getLocale } from '../../../messages/compiled/runtime.js'

export function SaleTerm({ endsOn }: { endsOn: string | null }) {
  if (!endsOn) return null
  const date = formatDate(endsOn, getLocale())
  return saleEnded(endsOn) ? <strong>{m.sales_ended({ date })}</strong> : <span>{m.sales_until({ date })}</span>
}
