// The SPEC's locale rule: a two-letter first path segment must be a configured locale.
import { locales } from '../../messages/compiled/runtime.js'

export const LOCALE_ERROR = 'LocaleError'

/** Two-letter sections of the site itself: /my/ (the account) is a page, not a language. */
const SECTIONS = new Set(['my'])

/** True for paths like /de/ or /xx/catalog/ whose two-letter prefix is no locale of ours. */
export function hasUnknownLocalePrefix(pathname: string): boolean {
  const segment = (pathname.split('/')[1] ?? '').toLowerCase()
  return /^[a-z]{2}$/.test(segment) && !SECTIONS.has(segment) && !(locales as readonly string[]).includes(segment)
}
