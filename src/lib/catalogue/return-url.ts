// The last catalogue listing the visitor looked at (path and query), kept for the product page's
// "back to catalogue" link. sessionStorage: it belongs to this tab and ends with it.
import { deLocalizeHref, localizeHref } from '../../../messages/compiled/runtime.js'

export const CATALOGUE_RETURN_KEY = 'catalogue-return'

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    // Storage can be blocked by privacy settings; the product page then links the product's category.
    return null
  }
}

/** Called by the listing on every URL change with the address as shown (path + query, any locale). */
export function rememberCatalogueReturn(href: string): void {
  try {
    storage()?.setItem(CATALOGUE_RETURN_KEY, href)
  } catch {
    // A full or blocked storage only costs the remembered query.
  }
}

export function catalogueReturnUrl(): string | null {
  return storage()?.getItem(CATALOGUE_RETURN_KEY) ?? null
}

/**
 * The remembered listing, in the current locale, if it is one of `listingPaths` (unprefixed paths such as
 * '/catalog/dogs/' or '/brand/acme/'); null when nothing usable is remembered.
 */
export function catalogueReturnFor(listingPaths: readonly string[], remembered = catalogueReturnUrl()): string | null {
  if (!remembered?.startsWith('/') || remembered.startsWith('//')) return null
  const href = deLocalizeHref(remembered)
  const path = href.replace(/[?#].*$/, '')
  return listingPaths.includes(path) ? localizeHref(href) : null
}
