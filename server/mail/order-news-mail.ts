// The mail a buyer gets when their order changes (1C, staff, or the buyer cancelling it): its status (1C's name
// when it sent one), when it was paid and shipped, and why the buyer cancelled it, in the buyer's locale, with links
// to the order in the history and to its invoice for payment.
import type { OrderStatus } from '../../contract/orders'
import type { Locale } from '../../contract/site'
import { formatDate } from '../../contract/format/date'
import { translate } from '../i18n'
import { render } from './html'
import { orderLinks } from './order-mail'
import type { Mail } from './mailer'

export type OrderNews = {
  id: number
  number: string
  email: string
  status: OrderStatus
  statusTitle: string | null
  paidAt: Date | null
  shippedAt: Date | null
  cancelReason?: string | null
}

export function orderNewsMail(order: OrderNews, locale: Locale, siteUrl: string): Mail {
  const t = (key: string, params?: Record<string, unknown>) => translate(key, locale, params)
  const status = order.statusTitle ?? t(`history_status_${order.status}`)
  const subject = t('orders_news_mail_subject', { number: order.number, status })
  const when = (date: Date) => formatDate(date.toISOString(), locale)
  const body = render(locale, subject, [
    { kind: 'text', text: t('orders_news_mail_intro', { number: order.number }) },
    {
      kind: 'rows',
      rows: [
        [t('history_status'), status],
        ...(order.paidAt
          ? ([[t('history_payment'), t('history_paid_on', { date: when(order.paidAt) })]] as const)
          : []),
        ...(order.shippedAt
          ? ([[t('history_shipment'), t('history_shipped_on', { date: when(order.shippedAt) })]] as const)
          : []),
        ...(order.status === 'cancelled' && order.cancelReason
          ? ([[t('orders_mail_cancel_reason'), order.cancelReason]] as const)
          : []),
      ].map(([label, value]) => [label, value] as [string, string]),
    },
    ...orderLinks(order, locale, siteUrl),
  ])
  return { to: order.email, subject, ...body }
}
