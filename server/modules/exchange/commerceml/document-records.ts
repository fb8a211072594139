// A Документ 1C sends back about an order (the order itself, a payment, a shipment) to a record.
import { kopecksOf, pairsOf } from './common-fields'
import { type CmlElement, child, lineOf, textOf } from './element-tree'
import type { CmlDocument } from './records'

export function toDocument(element: CmlElement): CmlDocument {
  return {
    id: textOf(element, 'Ид') ?? '',
    number: lineOf(element, 'Номер') ?? '',
    date: isoDate(textOf(element, 'Дата'), textOf(element, 'Время')),
    operation: lineOf(element, 'ХозОперация'),
    sum: kopecksOf(element, 'Сумма'),
    currency: lineOf(element, 'Валюта'),
    comment: textOf(element, 'Комментарий') ?? '',
    requisites: pairsOf(element, 'ЗначенияРеквизитов', 'ЗначениеРеквизита'),
    baseNumber: baseNumberOf(child(element, 'ОснованиеДокумента')),
  }
}

/** ОснованиеДокумента: its Номер, or its own text when it holds the number directly. */
function baseNumberOf(element: CmlElement | undefined): string | null {
  if (!element) return null
  return lineOf(element, 'Номер') ?? (element.text.trim() || null)
}

/**
 * Дата (yyyy-MM-dd, or dd.MM.yyyy as some configurations write it) and Время (HH:mm[:ss]) as an ISO string
 * "2021-02-11T18:45:21"; a Дата already carrying its time is kept; null when there is no readable date.
 */
function isoDate(date: string | null, time: string | null): string | null {
  if (date === null) return null
  const russian = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(date)
  const day = russian ? `${russian[3]}-${russian[2]}-${russian[1]}` : date
  if (/^\d{4}-\d{2}-\d{2}T/.test(day)) return day
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  return time !== null && /^\d{2}:\d{2}(:\d{2})?$/.test(time) ? `${day}T${time}` : day
}
