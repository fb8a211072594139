// The SPEC's locale rule: a two-letter first path segment must be a configured locale.
import { locales } from '../paraglide/runtime.js'

export const LOCALE_ERROR = 'LocaleError'

/** True for paths like /de/ or /xx/catalog/ whose two-letter prefix is no locale of ours. */
export function hasUnknownLocalePrefix(pathname: string): boolean {
  const segment = pathname.split('/')[1] ?? ''
  return /^[a-z]{2}$/i.test(segment) && !(locales as readonly string[]).includes(segment.toLowerCase())
}
