// Product measures in the page's language; Intl supplies the unit words and their plural forms
// ("1 месяц", "2 месяца", "5 месяцев").
import type { Locale } from '../site'

// Making a number format costs far more than using one, and product cards and tiles use them by the dozen.
const formats = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: Locale, unit: string | null, digits: number): Intl.NumberFormat {
  const key = `${locale}|${unit}|${digits}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      unit === null
        ? { maximumFractionDigits: digits }
        : { style: 'unit', unit, unitDisplay: unit === 'month' ? 'long' : 'short', maximumFractionDigits: digits },
    )
    formats.set(key, format)
  }
  return format
}

const unit = (locale: Locale, name: string, digits: number) => numberFormat(locale, name, digits)

/** Net weight from grams: below a kilogram in grams ("250 г"), from a kilogram in kilograms ("1,5 кг"). */
export function formatWeight(grams: number, locale: Locale): string {
  return grams >= 1000 ? unit(locale, 'kilogram', 2).format(grams / 1000) : unit(locale, 'gram', 0).format(grams)
}

/** Shelf life: "12 месяцев", "1 month". */
export function formatMonths(months: number, locale: Locale): string {
  return unit(locale, 'month', 0).format(months)
}

/** A count with the language's digit grouping: "9 999", "9,999". */
export function formatCount(count: number, locale: Locale): string {
  return numberFormat(locale, null, 0).format(count)
}

/** Cubic centimetres as cubic metres with up to three decimals ("0,125"); a trace shows as the smallest step. */
export function formatCubicMetres(cubicCentimetres: number, locale: Locale): string {
  const metres = cubicCentimetres > 0 ? Math.max(cubicCentimetres / 1_000_000, 0.001) : 0
  return numberFormat(locale, null, 3).format(metres)
}
