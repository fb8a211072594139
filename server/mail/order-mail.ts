// The two mails of a placed order: the buyer's confirmation in the buyer's locale and the notice to their
// manager (staff when they have none), in Russian like every staff mail.
import type { OrderDetail } from '../../contract/orders'
import type { Locale } from '../../contract/site'
import { formatLongDate } from '../../contract/format/date'
import { formatPhone } from '../../contract/format/phone'
import { formatPrice } from '../../contract/format/price'
import { translate } from '../i18n'
import { type Block, render } from './html'
import type { Mail } from './mailer'

function orderBlocks(order: OrderDetail, locale: Locale): Block[] {
  const t = (key: string, params?: Record<string, unknown>) => translate(key, locale, params)
  const money = (label: string, value: number): [string, string][] => (value > 0 ? [[label, formatPrice(value)]] : [])
  return [
    {
      kind: 'rows',
      rows: [
        [t('orders_mail_number'), order.number],
        [t('orders_mail_company'), order.company_name],
        [t('orders_mail_email'), order.email],
        [t('orders_mail_phone'), formatPhone(order.phone, locale)],
        [t('orders_mail_delivery_type'), t(`orders_delivery_${order.delivery_type}`)],
        ...(order.delivery_address
          ? ([[t('orders_mail_delivery_address'), order.delivery_address]] as [string, string][])
          : []),
        [
          t('orders_mail_delivery_date'),
          [order.delivery_date ? formatLongDate(order.delivery_date, locale) : '', order.delivery_time]
            .filter(Boolean)
            .join(', '),
        ],
        [t('orders_mail_payment_type'), t(`orders_payment_${order.payment_type}`)],
        ...(order.comment ? ([[t('orders_mail_comment'), order.comment]] as [string, string][]) : []),
      ],
    },
    {
      kind: 'rows',
      rows: order.items.flatMap((item): [string, string][] => [
        [
          `${item.sku} ${item.name}`,
          t('orders_mail_line', { quantity: item.quantity, amount: formatPrice(item.amount) }),
        ],
        ...(item.comment ? ([[t('orders_mail_line_comment'), item.comment]] as [string, string][]) : []),
      ]),
    },
    {
      kind: 'rows',
      rows: [
        [t('orders_mail_subtotal'), formatPrice(order.subtotal)],
        ...money(t('orders_mail_discount'), order.discount),
        ...money(t('orders_mail_points'), order.points_spent),
        ...money(t('orders_mail_delivery'), order.delivery_cost),
        [t('orders_mail_total'), formatPrice(order.total)],
      ],
    },
  ]
}

export function buyerOrderConfirmation(order: OrderDetail, locale: Locale, siteUrl: string): Mail {
  const subject = translate('orders_mail_buyer_subject', locale, { number: order.number })
  const body = render(locale, subject, [
    { kind: 'text', text: translate('orders_mail_buyer_intro', locale) },
    ...orderBlocks(order, locale),
    {
      kind: 'link',
      label: translate('orders_mail_history', locale),
      href: `${siteUrl}${locale === 'en' ? '/en' : ''}/my/history/?order=${order.id}`,
    },
  ])
  return { to: order.email, subject, ...body }
}

export function managerOrderNotice(order: OrderDetail, buyerLocale: Locale, to: string): Mail {
  const subject = translate('orders_mail_manager_subject', 'ru', { number: order.number, company: order.company_name })
  const body = render('ru', subject, [
    { kind: 'text', text: translate('orders_mail_manager_intro', 'ru', { locale: buyerLocale }) },
    ...orderBlocks(order, 'ru'),
  ])
  return { to, subject, ...body }
}
