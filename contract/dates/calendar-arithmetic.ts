// Calendar arithmetic of the date picker on `YYYY-MM-DD` strings (compared as strings, computed in UTC, so the
// browser's time zone never shifts a day). Months are 0-11, weeks start on Monday.

export type Month = { year: number; month: number }

export const YEAR_SPAN = 101

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

export const toIso = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month + 1)}-${pad(day)}`

export const isIsoDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  return month >= 0 && month < 12 && day >= 1 && day <= daysInMonth(year, month)
}

export const monthOf = (iso: string): Month => ({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) - 1 })

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate()

const fromUtc = (date: Date) => toIso(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())

export function addDays(iso: string, days: number): string {
  const { year, month } = monthOf(iso)
  return fromUtc(new Date(Date.UTC(year, month, Number(iso.slice(8, 10)) + days)))
}

export function addMonths({ year, month }: Month, months: number): Month {
  const index = year * 12 + month + months
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 }
}

/** Monday to Friday (the delivery calendar's working days). */
export const isWorkingDay = (iso: string) => {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay()
  return weekday !== 0 && weekday !== 6
}

export const firstDay = ({ year, month }: Month) => toIso(year, month, 1)
export const lastDay = ({ year, month }: Month) => toIso(year, month, daysInMonth(year, month))

export type Bounds = { min: string | null; max: string | null }

export const withinBounds = (iso: string, { min, max }: Bounds) => (!min || iso >= min) && (!max || iso <= max)

export const clampToBounds = (iso: string, { min, max }: Bounds) =>
  min && iso < min ? min : max && iso > max ? max : iso

/** The days of a month as weeks of seven, Monday first; null pads the weeks before the 1st and after the last day. */
export function monthGrid({ year, month }: Month): (string | null)[][] {
  const lead = (new Date(Date.UTC(year, month, 1)).getUTCDay() + 6) % 7
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: daysInMonth(year, month) }, (_, index) => toIso(year, month, index + 1)),
  ]
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}
