// The two mails of a placed order: the buyer's confirmation in the buyer's locale and the notice to their
// manager (staff when they have none), in Russian like every staff mail.
import type { OrderDetail } from '../../contract/orders'
import type { Locale } from '../../contract/site'
import { formatLongDate } from '../../contract/format/date'
import { formatPhone } from '../../contract/format/phone'
import { formatPrice } from '../../contract/format/price'
import { translate } from '../i18n'
import { type Block, render } from './html'
import type { Mail, MailAttachment } from './mailer'

const localePath = (siteUrl: string, locale: Locale) => `${siteUrl}${locale === 'en' ? '/en' : ''}`

/** The order in the buyer's history. */
export const orderPageUrl = (siteUrl: string, locale: Locale, orderId: number) =>
  `${localePath(siteUrl, locale)}/my/history/?order=${orderId}`

/** The order's invoice for payment (a Russian document, whatever the locale; the buyer signs in to get it). */
export const invoiceUrl = (siteUrl: string, orderId: number) => `${siteUrl}/api/orders/${orderId}/invoice/`

/** The links every mail about a buyer's order ends with: the order, and its invoice unless it is cancelled. */
export function orderLinks(order: { id: number; status: string }, locale: Locale, siteUrl: string): Block[] {
  return [
    { kind: 'link', label: translate('orders_mail_order', locale), href: orderPageUrl(siteUrl, locale, order.id) },
    ...(order.status === 'cancelled'
      ? []
      : [
          {
            kind: 'link',
            label: translate('orders_mail_invoice', locale),
            href: invoiceUrl(siteUrl, order.id),
          } as const,
        ]),
  ]
}

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

/** The buyer's confirmation, with the order's invoice for payment attached when given. */
export function buyerOrderConfirmation(
  order: OrderDetail,
  locale: Locale,
  siteUrl: string,
  invoice: MailAttachment | null = null,
): Mail {
  const subject = translate('orders_mail_buyer_subject', locale, { number: order.number })
  const body = render(locale, subject, [
    { kind: 'text', text: translate('orders_mail_buyer_intro', locale) },
    ...(invoice ? [{ kind: 'text', text: translate('orders_mail_invoice_attached', locale) } as const] : []),
    ...orderBlocks(order, locale),
    ...orderLinks(order, locale, siteUrl),
    {
      kind: 'link',
      label: translate('orders_mail_history', locale),
      href: `${localePath(siteUrl, locale)}/my/history/`,
    },
  ])
  return { to: order.email, subject, ...body, ...(invoice ? { attachments: [invoice] } : {}) }
}

/** Tells the buyer's manager (staff when none) that the buyer cancelled the order, and why; in Russian. */
export function managerCancelNotice(
  order: { number: string; companyName: string; total: number },
  reason: string,
  to: string,
): Mail {
  const subject = translate('orders_cancel_manager_subject', 'ru', { number: order.number, company: order.companyName })
  const body = render('ru', subject, [
    { kind: 'text', text: translate('orders_cancel_manager_intro', 'ru') },
    {
      kind: 'rows',
      rows: [
        [translate('orders_mail_number', 'ru'), order.number],
        [translate('orders_mail_company', 'ru'), order.companyName],
        [translate('orders_mail_total', 'ru'), formatPrice(Number(order.total))],
        [translate('orders_mail_cancel_reason', 'ru'), reason],
      ],
    },
  ])
  return { to, subject, ...body }
}

export function managerOrderNotice(order: OrderDetail, buyerLocale: Locale, to: string): Mail {
  const subject = translate('orders_mail_manager_subject', 'ru', { number: order.number, company: order.company_name })
  const body = render('ru', subject, [
    { kind: 'text', text: translate('orders_mail_manager_intro', 'ru', { locale: buyerLocale }) },
    ...orderBlocks(order, 'ru'),
  ])
  return { to, subject, ...body }
}
