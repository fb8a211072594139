// What a document from 1C says about an order, read from its requisites (ЗначенияРеквизитов) whichever spelling
// sends them — 1C's own («Статус заказа», «Дата оплаты по 1С», «Номер оплаты по 1С», «Дата отгрузки по 1С»,
// «Номер отгрузки по 1С», «Отменен», «ПометкаУдаления») or Bitrix's («Заказ оплачен», «Дата оплаты», «Номер
// оплаты», «Отгружен», «Финальный статус») — or from its operation: a payment («Выплата безналичных денег»,
// «Выплата наличных денег») or a shipment («Отпуск товара») based on the order. «Доставка разрешена» only allows a
// shipment and is not one.
import type { OrderStatus } from '../../../../contract/orders'
import type { CmlDocument } from '../commerceml/records'

export type Settlement = { at: Date; title: string; amount: number | null }

export type DocumentNews = {
  /** Numbers the order may go by: the document's base order, its Номер, its Ид. */
  orderNumbers: string[]
  /** The order's own number in 1C, when this is 1C's copy of the order (not a payment or shipment). */
  externalNumber: string | null
  /** 1C's name of the status, when sent. */
  statusTitle: string | null
  /** Our status for 1C's, when recognisable. */
  status: OrderStatus | null
  payment: Settlement | null
  shipment: Settlement | null
  cancelled: boolean
}

const PAYMENT_OPERATIONS = new Set(['выплата безналичных денег', 'выплата наличных денег'])
const SHIPMENT_OPERATIONS = new Set(['отпуск товара'])

/** 1C's status names mapped to ours by their words; unrecognised ones are shown as 1C names them. */
const STATUS_WORDS: [RegExp, OrderStatus][] = [
  [/отмен|аннулир|cancel/i, 'cancelled'],
  [/выполнен|заверш|закрыт|complet/i, 'completed'],
  [/отгруж|доставлен|shipped/i, 'shipped'],
  [/оплачен|paid/i, 'paid'],
  [/принят|подтвержд|согласован|в работе|accept/i, 'accepted'],
]

export function statusOf(title: string): OrderStatus | null {
  return STATUS_WORDS.find(([pattern]) => pattern.test(title))?.[1] ?? null
}

const TRUE = new Set(['true', 'да', '1', 'yes'])

/** 1C's dates: ISO (`2024-03-01`, `2024-03-01T10:00:00`, `2024-03-01 10:00:00`) or `01.03.2024[ 10:00:00]`. */
export function parseCmlDate(text: string): Date | null {
  const value = text.trim()
  const russian = /^(\d{2})\.(\d{2})\.(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(value)
  const clock = russian ? `${(russian[4] ?? '00').padStart(2, '0')}:${russian[5] ?? '00'}:${russian[6] ?? '00'}` : ''
  const iso = russian ? `${russian[3]}-${russian[2]}-${russian[1]}T${clock}` : value.replace(' ', 'T')
  if (!/^\d{4}-\d{2}-\d{2}/.test(iso) || iso.startsWith('0001-01-01')) return null
  // A time without a zone is the shop's (Moscow, UTC+3 all year).
  const zoned = /T\d/.test(iso) ? (/(Z|[+-]\d{2}:?\d{2})$/.test(iso) ? iso : `${iso}+03:00`) : `${iso}T00:00:00+03:00`
  const date = new Date(zoned)
  return Number.isNaN(date.getTime()) ? null : date
}

export function documentNews(document: CmlDocument, now: Date): DocumentNews {
  const values = new Map(document.requisites.map((pair) => [pair.name.trim().toLowerCase(), pair.value.trim()]))
  const text = (...names: string[]) => names.map((name) => values.get(name.toLowerCase()) ?? '').find(Boolean) ?? ''
  const flag = (...names: string[]) =>
    names.some((name) => TRUE.has((values.get(name.toLowerCase()) ?? '').toLowerCase()))
  const date = (...names: string[]) => parseCmlDate(text(...names))
  const operation = (document.operation ?? '').trim().toLowerCase()
  const documentDate = (document.date && parseCmlDate(document.date)) || now
  const documentTitle = [document.operation ?? '', document.number ? `№ ${document.number}` : ''].join(' ').trim()

  const paidAt = date('Дата оплаты по 1С', 'Дата оплаты')
  const paymentNumber = text('Номер оплаты по 1С', 'Номер оплаты')
  const payment: Settlement | null = PAYMENT_OPERATIONS.has(operation)
    ? { at: documentDate, title: documentTitle, amount: document.sum }
    : paidAt || flag('Заказ оплачен')
      ? { at: paidAt ?? now, title: paymentNumber ? `№ ${paymentNumber}` : '', amount: null }
      : null

  const shippedAt = date('Дата отгрузки по 1С', 'Дата отгрузки')
  const shipmentNumber = text('Номер отгрузки по 1С', 'Номер отгрузки')
  const shipment: Settlement | null = SHIPMENT_OPERATIONS.has(operation)
    ? { at: documentDate, title: documentTitle, amount: document.sum }
    : shippedAt || flag('Отгружен')
      ? { at: shippedAt ?? now, title: shipmentNumber ? `№ ${shipmentNumber}` : '', amount: null }
      : null

  const statusTitle = text('Статус заказа') || null
  const cancelled = flag('Отменен', 'ПометкаУдаления')
  const final = flag('Финальный статус')
  const status: OrderStatus | null = cancelled
    ? 'cancelled'
    : ((statusTitle ? statusOf(statusTitle) : null) ?? (final ? 'completed' : null))
  const orderNumbers = [document.baseNumber, document.number, document.id].filter(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  )
  const isOrder = !PAYMENT_OPERATIONS.has(operation) && !SHIPMENT_OPERATIONS.has(operation)
  const externalNumber = isOrder && document.number.trim() !== '' ? document.number.trim() : null
  return { orderNumbers, externalNumber, statusTitle, status, payment, shipment, cancelled }
}
