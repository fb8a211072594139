// Picks one language out of stored { ru, en } values, however deeply they are nested in a settings object.
import type { Locale } from '../contract/site'
import type { Localized } from './db/schema/columns'

export function pick(value: Localized | null | undefined, locale: Locale): string {
  if (!value) return ''
  return value[locale] || value.ru
}

const isLocalized = (value: object): value is Localized =>
  Object.keys(value).length === 2 && 'ru' in value && 'en' in value

export function localizeDeep(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => localizeDeep(item, locale))
  if (value && typeof value === 'object') {
    if (isLocalized(value)) return pick(value, locale)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localizeDeep(item, locale)]))
  }
  return value
}
