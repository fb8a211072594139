// Dates and times as the back office shows them: the shop's time zone, short.
import { getLocale } from '../../../../messages/compiled/runtime.js'

const formats = new Map<string, Intl.DateTimeFormat>()

export function staffDateTime(value: string | null): string {
  if (!value) return ''
  const locale = getLocale() === 'en' ? 'en-GB' : 'ru-RU'
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Moscow' })
    formats.set(locale, format)
  }
  return format.format(new Date(value))
}
