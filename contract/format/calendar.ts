// Month, weekday and day names of the date picker from Intl, in UTC so a `YYYY-MM-DD` day is never shifted.
import type { Month } from '../dates/calendar-arithmetic'

const tag = (locale: string) => (locale === 'en' ? 'en-GB' : 'ru-RU')

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`)

/** "ноябрь 2026" / "November 2026". */
export function monthTitle({ year, month }: Month, locale: string): string {
  const text = new Intl.DateTimeFormat(tag(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month, 1)),
  )
  return text.charAt(0).toUpperCase() + text.slice(1).replace(/\s?г\.$/, '')
}

/** Short and long weekday names, Monday first. */
export function weekdays(locale: string): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(tag(locale), { weekday: 'short', timeZone: 'UTC' })
  const long = new Intl.DateTimeFormat(tag(locale), { weekday: 'long', timeZone: 'UTC' })
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const day = new Date(Date.UTC(2024, 0, 1 + index))
    return { short: short.format(day), long: long.format(day) }
  })
}

/** "23 ноября 2026 г." / "23 November 2026", for the label of a day. */
export const dayLabel = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(tag(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utc(iso),
  )

/** Today in the browser's calendar as `YYYY-MM-DD`. */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
