// Request URLs (SPEC 7): paths are relative to the API base and gain the locale prefix
// (none for ru, `/en` for en) unless absolute.

export type Locale = 'ru' | 'en'

/** Where the browser reaches the API: the base of the download links, which the browser follows itself. */
export const BROWSER_API_BASE = '/api'

export type QueryValue = string | number | boolean | undefined | null | (string | number)[]
export type Query = Record<string, QueryValue>

const ABSOLUTE_URL = /^https?:\/\//i

/**
 * `vars/` → `<base>/vars/` (ru) or `<base>/en/vars/` (en).
 * `http(s)://…` is used as is. `/…` is used as is too (no base path, no prefix); only when the
 * base itself is absolute (the server's in-process client) is the base's origin put in front,
 * because a relative URL cannot be fetched there.
 */
export function resolvePath(baseURL: string, locale: Locale, path: string): string {
  if (ABSOLUTE_URL.test(path)) return path
  if (path.startsWith('/')) {
    if (path.startsWith('//') || !ABSOLUTE_URL.test(baseURL)) return path
    return new URL(baseURL).origin + path
  }
  const base = baseURL.replace(/\/+$/, '')
  const prefix = locale === 'en' ? '/en' : ''
  return `${base}${prefix}/${path}`
}

// Commas stay readable (`b=1,2`): they are the list separator of the catalogue filters.
function encode(text: string): string {
  return encodeURIComponent(text).replace(/%2C/gi, ',')
}

/**
 * Query string without the `?`: arrays are comma-joined (an empty array is dropped),
 * undefined and null are dropped, booleans become `true` / `false`.
 */
export function encodeQuery(query: Query | undefined): string {
  if (!query) return ''
  const parts: string[] = []
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value) && value.length === 0) continue
    const text = Array.isArray(value) ? value.map(String).join(',') : String(value)
    parts.push(`${encode(key)}=${encode(text)}`)
  }
  return parts.join('&')
}

export function buildUrl(baseURL: string, locale: Locale, path: string, query?: Query): string {
  const url = resolvePath(baseURL, locale, path)
  const search = encodeQuery(query)
  if (!search) return url
  const hashAt = url.indexOf('#')
  const [head, hash] = hashAt === -1 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)]
  const joiner = !head.includes('?') ? '?' : head.endsWith('?') || head.endsWith('&') ? '' : '&'
  return `${head}${joiner}${search}${hash}`
}
