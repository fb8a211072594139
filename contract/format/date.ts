// Dates at the edge. A fixed time zone keeps the server's and the browser's rendering identical (hydration):
// calendar dates ("2025-03-14") are read in UTC, moments in Moscow time, where the business runs.

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

const formats = new Map<string, Intl.DateTimeFormat>()

function numericDate(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ru-RU', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone,
    })
    formats.set(key, format)
  }
  return format
}

const longDates = new Map<string, Intl.DateTimeFormat>()

/** "2026-12-03" → "3 декабря 2026" (ru) / "3 December 2026" (en); unreadable input is returned as is. */
export function formatLongDate(value: string, locale: string): string {
  if (!DATE_ONLY.test(value)) return value
  const date = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return value
  let format = longDates.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ru-RU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    longDates.set(locale, format)
  }
  return format.format(date).replace(/\s?г\.$/, '')
}

/** "2025-03-14" or an ISO moment → "14.03.2025" (ru) / "14/03/2025" (en); unreadable input is returned as is. */
export function formatDate(value: string, locale: string): string {
  const dateOnly = DATE_ONLY.test(value)
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value)
  if (Number.isNaN(date.getTime())) return value
  return numericDate(locale, dateOnly ? 'UTC' : 'Europe/Moscow').format(date)
}
