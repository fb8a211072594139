// Product measures in the page's language; Intl supplies the unit words and their plural forms
// ("1 месяц", "2 месяца", "5 месяцев").
import type { Locale } from '../site'

const unit = (locale: Locale, name: string, digits: number) =>
  new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: name,
    unitDisplay: name === 'month' ? 'long' : 'short',
    maximumFractionDigits: digits,
  })

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
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(count)
}

/** Cubic centimetres as cubic metres with up to three decimals ("0,125"); a trace shows as the smallest step. */
export function formatCubicMetres(cubicCentimetres: number, locale: Locale): string {
  const metres = cubicCentimetres > 0 ? Math.max(cubicCentimetres / 1_000_000, 0.001) : 0
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(metres)
}
