// One order as a CommerceML 2.10 Документ (ХозОперация «Заказ товара»), elements in the order the schema's
// sequence demands. Money is written in roubles with two decimals, quantities in base units (packs × units per
// pack), prices per unit. Products the shop made itself (no 1C Ид) are named `vitrina-<product id>`; the buyer
// is `vitrina-buyer-<user id>`, stable across orders. Line comments travel as the line's ЗначенияРеквизитов
// «Комментарий»; delivery, payment, delivery date and time, coupon and points as the document's requisites, the
// coupon discount and the points spent also as Скидки (already counted in Сумма). A cancelled order says so
// (Отменен) and, when the buyer cancelled it, why (Причина отмены).
import { translate } from '../../../i18n'
import type { PendingLine, PendingOrder } from './pending-orders'
import { element, textElement } from './xml-text'

const NAME = 255
const COMMENT = 3000
const VALUE = 1000
const TIME_ZONE = 'Europe/Moscow'

/** Kopecks as roubles with two decimals ("1234.50"). */
export function roubles(kopecks: number): string {
  const sign = kopecks < 0 ? '-' : ''
  const abs = Math.abs(Math.round(kopecks))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** The shop's local date (YYYY-MM-DD) and time (HH:MM:SS) of an instant. */
export function shopDateTime(at: Date): { date: string; time: string } {
  return {
    date: at.toLocaleDateString('sv-SE', { timeZone: TIME_ZONE }),
    time: at.toLocaleTimeString('sv-SE', { timeZone: TIME_ZONE, hour12: false }),
  }
}

/** The Ид 1C knows a product by, or the shop's own stable one for a product 1C never sent. */
export function productExchangeId(line: PendingLine): string {
  if (line.externalId) return line.externalId
  return line.line.productId === null ? `vitrina-sku-${line.line.sku}`.slice(0, 80) : `vitrina-${line.line.productId}`
}

export const buyerExchangeId = (userId: number) => `vitrina-buyer-${userId}`

const requisite = (name: string, value: string) =>
  value.trim() === ''
    ? ''
    : element('ЗначениеРеквизита', [textElement('Наименование', name, NAME), textElement('Значение', value, VALUE)])

const requisites = (pairs: [string, string][]) =>
  element(
    'ЗначенияРеквизитов',
    pairs.map(([name, value]) => requisite(name, value)),
  )

const address = (name: string, text: string) =>
  text.trim() === '' ? '' : element(name, textElement('Представление', text, NAME))

const validInn = (inn: string) => (/^\d{10}$|^\d{12}$/.test(inn.trim()) ? inn.trim() : '')

/** The buyer as Контрагент: a company with ОфициальноеНаименование, a sole trader as a person; no КПП is kept. */
function counterparty({ order, buyer }: PendingOrder): string {
  const officialName = buyer.organizationName.trim() || order.companyName
  const details =
    buyer.userType === 'legal'
      ? [
          textElement('ОфициальноеНаименование', officialName, NAME),
          address('ЮридическийАдрес', buyer.legalAddress),
          textElement('ИНН', validInn(buyer.organizationInn)),
        ]
      : [
          textElement('ПолноеНаименование', officialName, NAME),
          textElement('ИНН', validInn(buyer.organizationInn)),
          address('АдресРегистрации', buyer.legalAddress),
        ]
  const contacts = element('Контакты', [
    element('Контакт', [textElement('Тип', 'Телефон рабочий'), textElement('Значение', order.phone, VALUE)]),
    element('Контакт', [textElement('Тип', 'Почта'), textElement('Значение', order.email, VALUE)]),
  ])
  return element('Контрагент', [
    textElement('Ид', buyerExchangeId(buyer.id)),
    textElement('Наименование', order.companyName, NAME),
    ...details,
    address('Адрес', buyer.actualAddress || order.deliveryAddress),
    contacts,
    textElement('Роль', 'Покупатель'),
  ])
}

function unitsOf(line: PendingLine): number {
  return line.line.quantity * (line.packQuantity ?? 1)
}

function product(line: PendingLine): string {
  return element('Товар', [
    textElement('Ид', productExchangeId(line), 80),
    textElement('Артикул', line.line.sku, NAME),
    textElement('Наименование', line.line.title, NAME),
    `<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>`,
    requisites([
      ['ВидНоменклатуры', 'Товар'],
      ['ТипНоменклатуры', 'Товар'],
      ['Комментарий', line.line.comment],
    ]),
    textElement('ЦенаЗаЕдиницу', roubles(line.line.price)),
    textElement('Количество', String(unitsOf(line))),
    textElement('Сумма', roubles(line.line.amount)),
  ])
}

/** Delivery as 1C (and the Bitrix exchange it follows) takes it: a service line ORDER_DELIVERY. */
function deliveryLine({ order }: PendingOrder): string[] {
  const cost = Number(order.deliveryCost ?? 0)
  if (cost <= 0) return []
  return [
    element('Товар', [
      textElement('Ид', 'ORDER_DELIVERY'),
      textElement('Наименование', 'Доставка заказа', NAME),
      `<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>`,
      requisites([
        ['ВидНоменклатуры', 'Услуга'],
        ['ТипНоменклатуры', 'Услуга'],
      ]),
      textElement('ЦенаЗаЕдиницу', roubles(cost)),
      textElement('Количество', '1'),
      textElement('Сумма', roubles(cost)),
    ]),
  ]
}

function discounts({ order, couponCode }: PendingOrder): string {
  const discount = (name: string, kopecks: number) =>
    kopecks > 0
      ? element('Скидка', [
          textElement('Наименование', name, NAME),
          textElement('Сумма', roubles(kopecks)),
          textElement('УчтеноВСумме', 'true'),
        ])
      : ''
  return element('Скидки', [
    discount(couponCode ? `Купон ${couponCode}` : 'Купон', order.discount),
    discount('Оплата баллами', order.pointsSpent),
  ])
}

export function orderDocument(pending: PendingOrder): string {
  const { order, couponCode } = pending
  const placed = shopDateTime(order.createdAt)
  const ru = (key: string) => translate(key, 'ru')
  return element('Документ', [
    textElement('Ид', order.number, 40),
    textElement('Номер', order.number),
    textElement('Дата', placed.date),
    textElement('ХозОперация', 'Заказ товара'),
    textElement('Роль', 'Продавец'),
    textElement('Валюта', 'RUB'),
    textElement('Курс', '1'),
    textElement('Сумма', roubles(order.total)),
    element('Контрагенты', counterparty(pending)),
    textElement('Время', placed.time),
    textElement('Комментарий', order.comment, COMMENT),
    discounts(pending),
    element('Товары', [...pending.lines.map(product), ...deliveryLine(pending)]),
    requisites([
      ['Способ доставки', ru(`orders_delivery_${order.deliveryType}`)],
      ['Адрес доставки', order.deliveryType === 'pickup' ? '' : order.deliveryAddress],
      ['Метод оплаты', ru(`orders_payment_${order.paymentType}`)],
      ['Дата доставки', order.deliveryDate ?? ''],
      ['Время доставки', order.deliveryTime],
      ['Купон', couponCode ?? ''],
      ['Оплачено баллами', order.pointsSpent > 0 ? roubles(order.pointsSpent) : ''],
      ['Сумма товаров', roubles(order.subtotal)],
      ['Стоимость доставки', roubles(Number(order.deliveryCost ?? 0))],
      ['Заказ оплачен', order.paidAt ? 'true' : 'false'],
      ['Отменен', order.status === 'cancelled' ? 'true' : 'false'],
      ['Причина отмены', order.status === 'cancelled' ? (order.cancelReason ?? '') : ''],
      ['Статус заказа', order.statusTitle ?? ru(`history_status_${order.status}`)],
      ['Дата изменения', order.changedAt.toISOString()],
    ]),
  ])
}
