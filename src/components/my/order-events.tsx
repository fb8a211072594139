// An order's story, oldest first: each status change (1C's name when it sent one), payment and shipment with
// its date, and 1C's document and amount when it sent them.
import { formatDate } from '../../../contract/format/date'
import { formatPrice } from '../../../contract/format/price'
import { m } from '../../../messages/compiled/messages.js'
import { getLocale } from '../../../messages/compiled/runtime.js'
import type { OrderEvent } from '../../../contract/orders'
import { statusText } from '../../lib/order-status-text'
import styles from './order-events.module.css'

function eventText(event: OrderEvent): string {
  if (event.kind === 'status') return event.title || (event.status ? statusText(event.status) : '')
  const what = event.kind === 'payment' ? m.history_event_payment() : m.history_event_shipment()
  return [what, event.title, event.amount === null ? '' : formatPrice(event.amount)].filter(Boolean).join(' · ')
}

export function OrderEvents({ events }: { events: OrderEvent[] }) {
  const locale = getLocale()
  return (
    <section className={styles.events} aria-label={m.history_events()}>
      <h4 className={styles.title}>{m.history_events()}</h4>
      <ol className={styles.list}>
        {events.map((event, index) => (
          <li key={index} className={styles.event} data-kind={event.kind}>
            <time className="tabular" dateTime={event.date}>
              {formatDate(event.date, locale)}
            </time>
            <span>{eventText(event)}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
