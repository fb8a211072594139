// SPEC URL normalisation: lower-case path, no index.html, no prefix for the default language (/ru/about/ is
// /about/), trailing slash; answered with a 301 keeping the query.
import { baseLocale } from '../../messages/compiled/runtime.js'

const DEFAULT_LOCALE_PREFIX = new RegExp(`^/${baseLocale}(/|$)`)
const FILE_LIKE = /\.[a-z0-9]{2,5}$/i

/** Paths naming a file (/robots.txt, /x.php): never pages, so never normalised or routed. */
export const isFilePath = (pathname: string) => FILE_LIKE.test(pathname)

/** The normalised location for `url`, or null when it is already normal (or not a page path). */
export function normalisedLocation(url: URL): string | null {
  const { pathname } = url
  if (pathname.startsWith('/api/') || pathname.startsWith('/media/') || pathname.startsWith('/assets/')) return null
  let path = pathname.replace(/\/{2,}/g, '/').toLowerCase()
  path = path.replace(/\/index\.html?$/, '/').replace(DEFAULT_LOCALE_PREFIX, '/')
  if (!path.endsWith('/') && !isFilePath(path)) path = `${path}/`
  return path === pathname ? null : path + url.search
}
